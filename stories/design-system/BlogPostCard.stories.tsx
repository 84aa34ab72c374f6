import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlogPostCard } from '../../src/design-system/BlogPostCard';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';
import { BLOG_POSTS, skylinePicture } from './fixtures/shell';

const [kish, charter, visa] = BLOG_POSTS;

const meta = {
  title: 'Design system/Shell/BlogPostCard',
  component: BlogPostCard,
  args: { ...kish, renderLink: storyLink, external: true, headingOrder: 3, imageLoading: 'eager' },
  argTypes: {
    title: {
      description: 'عنوان نوشته به صورت متن ساده؛ صفحه اصلی HTML وبلاگ را پیش از دادن پاک می‌کند و کارت هرگز نشانه‌گذاری نمی‌سازد. عنوان بلند به سطرهای بعد می‌رود.',
    },
    excerpt: { description: 'خلاصه نوشته به صورت متن ساده؛ بیش از سه سطر با «…» کوتاه می‌شود. اختیاری.' },
    date: {
      description: 'روز انتشار، میلادی و به شکل `YYYY-MM-DD`؛ روی کارت به تاریخ شمسی نوشته می‌شود، مثل «۲۱ آبان ۱۴۰۵». اختیاری.',
    },
    imageSrc: {
      description: 'تصویر شاخص نوشته، تزئینی؛ بدون آن جای تصویر با یک نماد خاکستری پر می‌شود تا کارت‌های یک ردیف هم‌قد بمانند.',
    },
    href: { description: 'نشانی نوشته؛ عنوان پیوند است و کل کارت را می‌پوشاند، پس مسافر هر جای کارت را بزند نوشته باز می‌شود.' },
    renderLink: {
      control: false,
      description: 'پیوند عنوان را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.',
    },
    external: {
      description: 'نوشته در سایت دیگری است و در زبانه تازه باز می‌شود؛ صفحه اصلی آن را روشن می‌دهد، چون مجله سایت جدایی است. پیش‌فرض خاموش.',
    },
    headingOrder: {
      description: 'سطح عنوان در ساختار صفحه برای صفحه‌خوان‌ها؛ ظاهر عوض نمی‌شود. پیش‌فرض ۳، زیر عنوان بخش مجله.',
    },
    imageLoading: {
      description: 'کی تصویر بارگیری شود: `lazy` وقتی کارت به دید مسافر نزدیک می‌شود، `eager` برای کارت‌هایی که در نخستین صفحه دیده می‌شوند. پیش‌فرض `lazy`.',
    },
  },
  parameters: {
    docs: {
      description: {
        component: 'پیش‌نمایش یک نوشته مجله سفرآسا در بخش وبلاگ صفحه اصلی: تصویر شاخص، تاریخ شمسی، عنوان و خلاصه‌ای سه‌سطری. '
          + 'کل کارت یک پیوند است و نوشته را در زبانه تازه، در سایت مجله، باز می‌کند.',
      },
    },
  },
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card is about as wide as a home-page blog column. */
const column: Story['decorators'] = [(Story) => <div style={{ maxInlineSize: 360 }}><Story /></div>];

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = { decorators: column };

/** یک نوشته کامل: تصویر، تاریخ شمسی، عنوان و خلاصه. لمس هر جای کارت نوشته را در زبانه تازه باز می‌کند. */
export const Default: Story = {
  decorators: column,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const link = card.getByRole('link', { name: kish.title });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByText('۲۱ آبان ۱۴۰۵')).toBeVisible();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith(kish.href);
  },
};

/** نشانه‌گذاری در متن، متن می‌ماند: کارت فقط متن ساده می‌گیرد و هیچ برچسب HTML ای در آن ساخته نمی‌شود. */
export const PlainTextOnly: Story = {
  decorators: column,
  args: { title: 'قیمت <b>بلیت</b> مشهد', excerpt: '<img src=x onerror=alert(1)> متن ساده' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: 'قیمت <b>بلیت</b> مشهد' })).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

/** نوشته بی‌تصویر شاخص: یک نماد خاکستری جای تصویر را می‌گیرد تا ردیف کارت‌ها هم‌قد بماند. */
export const WithoutImage: Story = { decorators: column, args: { ...visa, imageSrc: undefined } };

/** بخش مجله صفحه اصلی در گوشی: تازه‌ترین نوشته‌ها، هر کارت در یک ستون. */
export const GridOnMobile: Story = {
  ...ON_MOBILE,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: 16 }}>
      {[kish, charter, visa].map((post) => (
        <BlogPostCard key={post.href} {...args} {...post} imageSrc={'imageSrc' in post ? post.imageSrc : undefined} />
      ))}
    </div>
  ),
};

/** بخش مجله در دسکتاپ: نوشته‌ها کنار هم در یک ردیف. */
export const GridOnDesktop: Story = { ...GridOnMobile, globals: undefined, parameters: undefined };

/** بخش مجله در تبلت ۷۶۸ پیکسلی: دو نوشته در هر ردیف. */
export const GridOnTablet: Story = {
  ...GridOnMobile,
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await userEvent.click(within(canvasElement).getByRole('link', { name: charter.title }));
    await expect(navigate).toHaveBeenLastCalledWith(charter.href);
  },
};

const longTitle = 'راهنمای کامل سفر خانوادگی به شیراز، اصفهان و یزد در تعطیلات نوروز: از خرید بلیت چارتری ارزان و رزرو هتل سنتی تا بهترین رستوران‌ها و جاهای دیدنی';
const longExcerpt = 'اگر برای نوروز به سفری چندشهری فکر می‌کنید، این راهنما قدم‌به‌قدم همراه شماست: کی بلیت بخرید تا قیمت پایین‌تر باشد، '
  + 'کدام پرواز چارتری قوانین استرداد آسان‌تری دارد، در هر شهر چند شب بمانید، کدام هتل‌های سنتی به مرکز شهر نزدیک‌ترند '
  + 'و برای بچه‌ها چه برنامه‌ای بچینید تا سفر برای همه خاطره‌انگیز شود. در پایان هم فهرستی از وسایل لازم و شماره‌های ضروری آورده‌ایم.';

/** عنوان و خلاصه بسیار بلند: عنوان کامل در چند سطر می‌آید و خلاصه پس از سه سطر با «…» کوتاه می‌شود، پس کارت بی‌اندازه بلند نمی‌شود. */
export const LongTitleAndExcerpt: Story = {
  decorators: column,
  args: { title: longTitle, excerpt: longExcerpt },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: longTitle })).toBeVisible();
    const excerpt = card.getByText(longExcerpt);
    // Clamped: the text is taller than the three lines shown.
    await expect(excerpt.scrollHeight).toBeGreaterThan(excerpt.clientHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** عنوانی با واژه‌ها و رقم‌های لاتین، آن‌طور که نویسنده مجله نوشته: واژه‌های لاتین چپ‌به‌راست در سطر فارسی می‌نشینند و ترتیب جمله به هم نمی‌ریزد. */
export const LatinWordsInTitle: Story = {
  decorators: column,
  args: {
    title: 'ویزای Schengen برای سفر به Paris در 2026: مدارک، هزینه و زمان صدور',
    excerpt: 'برای ویزای شینگن فرانسه باید وقت سفارت را از سامانه TLScontact بگیرید؛ بیمه سفر دست‌کم 30,000 یورو تعهد داشته باشد.',
    date: '2026-10-15',
    imageSrc: skylinePicture('#f2d7d5', '#6b2e3a'),
    href: 'https://blog.safarasa.example/schengen-france/',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const link = card.getByRole('link', { name: /Schengen/ });
    await expect(link).toHaveTextContent('ویزای Schengen برای سفر به Paris در 2026');
    await expect(card.getByText('۲۳ مهر ۱۴۰۵')).toBeVisible();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('https://blog.safarasa.example/schengen-france/');
  },
};
