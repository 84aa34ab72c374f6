import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightSearchForm } from '../../src/design-system/FlightSearchForm';
import { ProductTabs } from '../../src/design-system/ProductTabs';
import { ProductType } from '../../src/domain';
import { STORY_TODAY } from './dates-fixtures';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from './fixtures/places';

const onSearch = fn();

const meta = {
  title: 'Design system/Search/ProductTabs',
  component: ProductTabs,
  args: {
    onChange: fn(),
    // The home screen's composition: each flight tab holds the form for its scope.
    children: (scope) => (
      <FlightSearchForm
        key={scope}
        scope={scope}
        places={scope === 'domestic' ? DOMESTIC_PLACES : INTERNATIONAL_PLACES}
        today={STORY_TODAY}
        onSubmit={onSearch}
      />
    ),
  },
  parameters: {
    docs: {
      description: {
        component: 'زبانه‌های محصول در بالای صفحه اصلی: پرواز داخلی، پرواز خارجی، هتل، تور، ویزا و خدمات CIP. '
          + 'دو زبانه پرواز فرم جستجوی پرواز را در خود دارند؛ زبانه هتل در صفحه اصلی فرم جستجوی هتل را، و بقیه یک جمله و دکمه‌ای به صفحه محصول.',
      },
    },
  },
  argTypes: {
    value: {
      control: 'select',
      options: Object.values(ProductType),
      description: 'زبانه باز وقتی صفحه آن را نگه می‌دارد: ۱ پرواز داخلی، ۲ پرواز خارجی، ۳ هتل، ۴ تور، ۵ ویزا، ۶ خدمات CIP. صفحه اصلی آن را نمی‌دهد.',
    },
    defaultValue: { description: 'زبانه‌ای که در آغاز باز است وقتی صفحه آن را نگه نمی‌دارد؛ پیش‌فرض پرواز داخلی، همان که مسافر در صفحه اصلی می‌بیند.' },
    onChange: { description: 'وقتی مسافر زبانه دیگری را باز می‌کند، با همان محصول صدا زده می‌شود.' },
    products: { description: 'زبانه‌ها به همین ترتیب؛ پیش‌فرض هر شش محصول، پروازها اول. صفحه اصلی همین پیش‌فرض را دارد.' },
    children: {
      control: false,
      description: 'آنچه زبانه‌های پرواز نشان می‌دهند، برای داخلی یا خارجی؛ صفحه اصلی فرم جستجوی پرواز همان حوزه را می‌دهد.',
    },
    renderPanel: {
      control: false,
      description: 'محتوای خود یک زبانه غیرپروازی؛ صفحه اصلی برای هتل فرم جستجوی هتل را می‌دهد. اگر چیزی ندهد، زبانه یک جمله و دکمه‌ای به صفحه محصول دارد.',
    },
    links: {
      control: false,
      description: 'نشانی صفحه هر محصول غیرپروازی برای دکمه زیر زبانه؛ پیش‌فرض صفحه‌های هتل، تور، ویزا و خدمات فرودگاهی.',
    },
    renderLink: {
      control: false,
      description: 'پیوند را می‌سازد؛ برنامه پیوند مسیریاب خودش را می‌دهد تا صفحه بی‌بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده.',
    },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای زبانه‌ها در کارت جستجوی صفحه اصلی.' },
  },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** شش زبانه با آیکون، پرواز داخلی باز؛ مسافر زبانه پرواز خارجی را می‌زند و فرم خارجی، با «چند مسیره»، جای فرم داخلی را می‌گیرد. */
export const Flights: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement);
    await expect(tabs.getAllByRole('tab')).toHaveLength(6);
    await expect(tabs.getByRole('tab', { name: 'پرواز داخلی' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('form', { name: 'جستجوی پرواز داخلی' })).toBeVisible();
    await userEvent.click(tabs.getByRole('tab', { name: 'پرواز خارجی' }));
    await expect(args.onChange).toHaveBeenCalledWith(ProductType.InternationalFlight);
    await expect(tabs.getByRole('form', { name: 'جستجوی پرواز خارجی' })).toBeVisible();
    await expect(tabs.getByRole('radio', { name: 'چند مسیره' })).toBeInTheDocument();
  },
};

/** زبانه هتل با جمله و دکمه «جستجوی هتل» که با پیوند مسیریاب برنامه به صفحه هتل‌ها می‌رود. */
export const HotelLink: Story = {
  args: {
    defaultValue: ProductType.Hotel,
    renderLink: ({ href, className, children }) => <a href={href} className={className} data-router-link>{children}</a>,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'جستجوی هتل' });
    await expect(link).toHaveAttribute('href', '/hotels/');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** صفحه می‌تواند به زبانه غیرپروازی محتوای خودش را بدهد (در صفحه اصلی فرم جستجوی هتل)، به جای جمله و دکمه. */
export const HotelPanel: Story = {
  args: {
    defaultValue: ProductType.Hotel,
    renderPanel: (product) => (product === ProductType.Hotel ? (
      <form aria-label="جستجوی هتل" style={{ padding: 16, border: '1px dashed #ccc', borderRadius: 8 }}>فرم جستجوی هتل</form>
    ) : null),
  },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement);
    await expect(tabs.getByRole('form', { name: 'جستجوی هتل' })).toBeVisible();
    await expect(tabs.queryByRole('link', { name: 'جستجوی هتل' })).toBeNull();
  },
};

/** زبانه خدمات CIP با دکمه «رزرو خدمات CIP» که به صفحه خودش می‌رود. */
// Its page is /cip/ (issue 21).
export const CipLink: Story = {
  args: { defaultValue: ProductType.CIP },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'رزرو خدمات CIP' })).toHaveAttribute('href', '/cip/');
  },
};

/** با صفحه‌کلید: کلیدهای جهت میان زبانه‌ها می‌روند و زبانه را باز می‌کنند (در راست‌به‌چپ، چپ یعنی زبانه بعدی). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement);
    tabs.getByRole('tab', { name: 'پرواز داخلی' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs.getByRole('tab', { name: 'پرواز خارجی' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith(ProductType.InternationalFlight);
  },
};

/** در گوشی ۳۷۵ پیکسلی: شش زبانه در دو ردیف سه‌تایی، آیکون بالای نام، و فرم پرواز داخلی یک ستون زیر آن‌ها. */
export const OnMobile: Story = { ...ON_MOBILE };

/** زبانه ویزا در گوشی: یک جمله و دکمه «درخواست ویزا» زیر زبانه‌ها. */
export const VisaOnMobile: Story = { ...ON_MOBILE, args: { defaultValue: ProductType.Visa } };

/** در تبلت ۷۶۸ پیکسلی: زبانه‌ها در یک ردیف با آیکون کنار نام؛ مسافر زبانه تور را باز می‌کند و دکمه «دیدن تورها» می‌آید. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement);
    const list = tabs.getByRole('tablist', { name: 'محصولات' });
    const first = tabs.getByRole('tab', { name: 'پرواز داخلی' }).getBoundingClientRect();
    const last = tabs.getByRole('tab', { name: 'خدمات CIP' }).getBoundingClientRect();
    // One row: the first and the last tab stand level.
    await expect(Math.abs(first.top - last.top)).toBeLessThan(1);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await userEvent.click(tabs.getByRole('tab', { name: 'تور' }));
    await expect(args.onChange).toHaveBeenCalledWith(ProductType.Tour);
    await expect(tabs.getByRole('link', { name: 'دیدن تورها' })).toHaveAttribute('href', '/tour/');
  },
};

/** پرواز خارجی در گوشی: مسافر زبانه را لمس می‌کند و فرم خارجی با سه نوع سفر در یک ستون می‌آید. */
export const InternationalOnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement);
    await userEvent.click(tabs.getByRole('tab', { name: 'پرواز خارجی' }));
    await expect(args.onChange).toHaveBeenCalledWith(ProductType.InternationalFlight);
    await expect(tabs.getByRole('form', { name: 'جستجوی پرواز خارجی' })).toBeVisible();
    await expect(tabs.getAllByRole('radio')).toHaveLength(3);
  },
};
