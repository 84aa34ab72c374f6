import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CityCard } from '../../src/design-system/CityCard';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';
import { DOMESTIC_CITIES, skylinePicture, type StoryCity } from './fixtures/shell';

const mashhad = DOMESTIC_CITIES[1]!;

const meta = {
  title: 'Design system/Shell/CityCard',
  component: CityCard,
  args: {
    name: mashhad.name,
    imageSrc: mashhad.imageSrc,
    priceFrom: mashhad.priceFrom,
    eyebrow: 'پرواز به',
    href: '/flight/THR-MHD/',
    renderLink: storyLink,
    imageLoading: 'eager',
  },
  argTypes: {
    name: { description: 'نام فارسی شهر یا کشور، پررنگ و درشت، مثل «مشهد».' },
    imageSrc: { description: 'عکس شهر؛ تزئینی است، چون نام شهر روی کارت نوشته شده و صفحه‌خوان آن را نمی‌خواند.' },
    priceFrom: {
      description: 'کمترین قیمت پرواز به این شهر به ریال، که «از ۱۹٬۸۵۰٬۰۰۰ ریال» نوشته می‌شود؛ بدون آن سطر قیمت نیست. صفحه اصلی فعلاً قیمتی نمی‌دهد.',
    },
    eyebrow: {
      description: 'سطر کوچک کم‌رنگ بالای نام: صفحه اصلی «پرواز تهران به» یا «پرواز به … از» می‌دهد و صفحه کشورها جمله‌ای کوتاه درباره آن کشور. اختیاری.',
    },
    href: { description: 'نشانی‌ای که کل کارت به آن پیوند است: جستجوی پرواز فردا به این شهر، یا صفحه آن شهر یا کشور.' },
    renderLink: {
      control: false,
      description: 'پیوند کارت را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.',
    },
    onClick: { description: 'بدون نشانی، کارت دکمه‌ای است که این را صدا می‌زند، مثلاً برای پر کردن فرم جستجو با همین شهر.' },
    imageLoading: {
      description: 'کی عکس بارگیری شود: `lazy` وقتی کارت به دید مسافر نزدیک می‌شود، `eager` برای کارت‌هایی که در نخستین صفحه دیده می‌شوند. پیش‌فرض `lazy`.',
    },
  },
  parameters: {
    docs: {
      description: {
        component: 'کارت یک مقصد پرطرفدار: عکس شهر، سطری کوچک مثل «پرواز به»، نام شهر و اگر باشد کمترین قیمت. '
          + 'مسافر آن را در صفحه اصلی و صفحه‌های شهرها و کشورها می‌بیند و با یک لمس به جستجوی پرواز یا صفحه همان مقصد می‌رود.',
      },
    },
  },
} satisfies Meta<typeof CityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card is about as wide as a home-page grid cell. */
const cell: Story['decorators'] = [(Story) => <div style={{ maxInlineSize: 240 }}><Story /></div>];

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = { decorators: cell };

/** کارت پیوندی: عکس، «پرواز به»، نام شهر و کمترین قیمت؛ لمس کارت به جستجوی پرواز همان مسیر می‌رود. */
export const AsLink: Story = {
  decorators: cell,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    await expect(card).toHaveTextContent('مشهد');
    await expect(card).toHaveTextContent('۱۹٬۸۵۰٬۰۰۰');
    await userEvent.click(card);
    await expect(navigate).toHaveBeenLastCalledWith('/flight/THR-MHD/');
  },
};

/** بدون نشانی: کارت دکمه است و به جای رفتن به صفحه دیگر، فرم جستجو را با این شهر پر می‌کند. */
export const AsButton: Story = {
  decorators: cell,
  args: { href: undefined, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /مشهد/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** بی‌قیمت و بی‌سطر بالا: فقط عکس و نام شهر، آن‌طور که وقتی قیمتی در دست نیست دیده می‌شود. */
export const WithoutPrice: Story = {
  decorators: cell,
  args: { priceFrom: undefined, eyebrow: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('از')).toBeNull();
  },
};

/** شهرهای پرطرفدار صفحه اصلی در گوشی: دو ستون کارت. */
export const GridOnMobile: Story = {
  ...ON_MOBILE,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12 }}>
      {DOMESTIC_CITIES.map((city) => (
        <CityCard key={city.code} {...args} name={city.name} imageSrc={city.imageSrc} priceFrom={city.priceFrom}
          href={`/flight/THR-${city.code}/`} />
      ))}
    </div>
  ),
};

/** شهرهای پرطرفدار در دسکتاپ: هر چند کارت که در یک ردیف جا شود، بی‌سطر بالا. */
export const GridOnDesktop: Story = {
  args: { eyebrow: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: 16 }}>
      {DOMESTIC_CITIES.map((city) => (
        <CityCard key={city.code} {...args} name={city.name} imageSrc={city.imageSrc} priceFrom={city.priceFrom}
          href={`/flight/THR-${city.code}/`} />
      ))}
    </div>
  ),
};

/** Far destinations with long names and fares in the hundreds of millions of rials. */
const FAR_CITIES: readonly StoryCity[] = [
  { name: 'کوالالامپور', code: 'KUL', priceFrom: 148_750_000, imageSrc: skylinePicture('#bfe3c8', '#2d5a3c') },
  { name: 'سن‌پترزبورگ', code: 'LED', priceFrom: 126_400_000, imageSrc: skylinePicture('#d6dcf5', '#34406e') },
  { name: 'فرانکفورت', code: 'FRA', priceFrom: 212_900_000, imageSrc: skylinePicture('#f2e0c4', '#6b4a26') },
  { name: 'استانبول', code: 'IST', priceFrom: 64_300_000, imageSrc: skylinePicture('#f4c9c9', '#6a2f3a') },
];

/** نام‌های بلند و قیمت‌های ۹ رقمی در دو ستون گوشی: نام کامل دیده می‌شود و «از … ریال» در صورت نیاز به سطر بعد می‌رود، بی‌آنکه کارتی از ستونش بیرون بزند. */
export const LongNamesOnMobile: Story = {
  args: { eyebrow: 'پرواز تهران به' },
  ...ON_MOBILE,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      {FAR_CITIES.map((city) => (
        <CityCard key={city.code} {...args} name={city.name} imageSrc={city.imageSrc} priceFrom={city.priceFrom}
          href={`/flight/THR-${city.code}/`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement);
    const name = grid.getByText('سن‌پترزبورگ');
    const card = name.closest('a')!;
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(name.getBoundingClientRect().left).toBeGreaterThanOrEqual(card.getBoundingClientRect().left);
    await expect(grid.getByRole('link', { name: /فرانکفورت/ })).toHaveTextContent('۲۱۲٬۹۰۰٬۰۰۰');
    await userEvent.click(card);
    await expect(navigate).toHaveBeenLastCalledWith('/flight/THR-LED/');
  },
};

const COUNTRIES = [
  { name: 'ترکیه', slug: 'turkey', eyebrow: 'بدون ویزا، با پرواز روزانه به استانبول، آنکارا و آنتالیا', imageSrc: skylinePicture('#f4c9c9', '#6a2f3a') },
  { name: 'تایلند', slug: 'thailand', eyebrow: 'معبدهای طلایی بانکوک و جزیره‌های استوایی', imageSrc: skylinePicture('#f7e3a8', '#7a5a14') },
  { name: 'ارمنستان', slug: 'armenia', eyebrow: 'همسایه شمالی، سفری کوتاه و بدون ویزا', imageSrc: skylinePicture('#d9d2f0', '#463a78') },
];

/** صفحه کشورهای پرطرفدار در تبلت ۷۶۸ پیکسلی: دو ستون کارت، سطر بالای نام جمله‌ای بلند درباره کشور است که در چند سطر می‌شکند. */
export const CountriesOnTablet: Story = {
  args: { priceFrom: undefined },
  ...ON_TABLET,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }}>
      {COUNTRIES.map((country) => (
        <CityCard key={country.slug} {...args} name={country.name} eyebrow={country.eyebrow} imageSrc={country.imageSrc}
          href={`/countries/${country.slug}/`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement);
    await expect(grid.getAllByRole('link')).toHaveLength(3);
    await expect(grid.getByText(COUNTRIES[0]!.eyebrow)).toBeVisible();
    await userEvent.click(grid.getByRole('link', { name: /ارمنستان/ }));
    await expect(navigate).toHaveBeenLastCalledWith('/countries/armenia/');
  },
};

/** عکس شهر بار نشد (اینترنت ضعیف یا نشانی خراب): جای عکس خاکستری می‌ماند، نمادِ تصویرِ شکسته‌ای دیده نمی‌شود و نام و قیمت سر جایشان‌اند. */
export const ImageNotLoaded: Story = {
  decorators: cell,
  // A data: URL that is not an image: it fails at once, without the network.
  args: { imageSrc: 'data:image/png;base64,AAAA' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link', { name: /مشهد/ });
    const image = card.querySelector('img')!;
    // The photo failed; its box keeps the card's shape, grey, with no broken-image icon (the CSS covers it).
    await waitFor(() => expect(image.complete && image.naturalWidth === 0).toBe(true));
    await expect(image.getBoundingClientRect().height).toBeGreaterThan(100);
    await expect(card).toHaveTextContent('۱۹٬۸۵۰٬۰۰۰');
  },
};
