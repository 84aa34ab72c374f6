import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/design-system/ErrorState';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Account/ErrorState',
  component: ErrorState,
  args: { status: 500, variant: 'error', homeHref: '/', renderLink: storyLink },
  parameters: {
    docs: {
      description: {
        component: 'صفحه‌ای که مسافر به‌جای صفحه‌ای که خطا داده می‌بیند: کد خطا درشت («۴۰۴» یا «۵۰۰»)، یک جمله فارسی و دکمه «بازگشت به صفحه اصلی». '
          + 'هر مسیری از سایت که باز نشود، از صفحه شهری ناموجود تا خطای سرور، همین را نشان می‌دهد تا مسافر سردرگم نماند و راه برگشت داشته باشد.',
      },
    },
  },
  argTypes: {
    status: { description: 'کد خطا که درشت نوشته می‌شود، مثل ۴۰۴ برای صفحه ناموجود و ۵۰۰ برای خطای سرور. صفحه آن را از خطای رخ‌داده درمی‌آورد و اگر کدی نباشد ۵۰۰ است.' },
    message: { description: 'جمله فارسی برای مسافر؛ اگر داده نشود جمله‌ای متناسب با کد خطا نوشته می‌شود («صفحه‌ای که دنبالش بودید پیدا نشد.»).' },
    variant: {
      control: 'inline-radio',
      options: ['error', 'fallback'],
      description: 'گونه صفحه: «خطا» صفحه خطای معمولی است با کد درشت؛ «جایگزین» وقتی است که خود صفحه خطا هم شکسته است و بی‌کد، با ساده‌ترین نشانه‌گذاری، فقط می‌گوید خطایی رخ داد.',
    },
    homeHref: { description: 'نشانی دکمه «بازگشت به صفحه اصلی»؛ پیش‌فرض صفحه اصلی سایت.' },
    renderLink: { control: false, description: 'پیوند بازگشت را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.' },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** خطای ناشناخته سرور: خطا کدی ندارد، پس «۵۰۰» و جمله «خطایی در سرور رخ داد»؛ دکمه مسافر را به صفحه اصلی می‌برد. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('۵۰۰')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('خطای ۵۰۰: خطایی در سرور رخ داد');
    const home = page.getByRole('link', { name: 'بازگشت به صفحه اصلی' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenLastCalledWith('/');
  },
};

/** صفحه پیدا نشد (بخش ۸ مشخصات): مثلاً صفحه شهری که وجود ندارد؛ «۴۰۴» با پیام خود صفحه. */
export const NotFound: Story = {
  args: { status: 404, message: 'صفحه پیدا نشد.' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('۴۰۴')).toBeVisible();
    await expect(page.getByRole('heading', { name: /صفحه پیدا نشد/ })).toBeVisible();
  },
};

/** خود صفحه خطا هم شکست: ساده‌ترین نشانه‌گذاری، بی‌کد خطا، و باز هم راهی به صفحه اصلی. */
export const Fallback: Story = {
  args: { variant: 'fallback' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('هنگام نمایش صفحه خطا، خطایی رخ داد.');
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
  },
};

/** صفحه پیدا نشد در گوشی: کد کوچک‌تر می‌شود و دکمه بازگشت دست‌کم ۴۰ پیکسل بلندی دارد. */
export const OnMobile: Story = {
  args: { status: 404 },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'بازگشت به صفحه اصلی' });
    await expect(home.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

const longMessage = 'سامانه رزرو پرواز و هتل برای به‌روزرسانی زیرساخت و افزودن ایرلاین‌های تازه تا ساعتی دیگر در دسترس نیست. '
  + 'سفارش‌ها و پرداخت‌های شما محفوظ است؛ لطفاً کمی بعد دوباره سر بزنید یا با پشتیبانی تماس بگیرید.';

/** پیام بلند سرور در گوشی (مثلاً هنگام به‌روزرسانی، «۵۰۳»): جمله در چند سطر می‌شکند و چیزی بریده یا بیرون‌زده نیست. */
export const LongMessageOnMobile: Story = {
  args: { status: 503, message: longMessage },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('۵۰۳')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(longMessage);
    await userEvent.click(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** نیاز به ورود (۴۰۱): جمله پیش‌فرض از مسافر می‌خواهد وارد حساب کاربری شود. */
export const SignInRequired: Story = {
  args: { status: 401 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('۴۰۱')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('باید وارد حساب کاربری خود شوید');
  },
};

/** صفحه جایگزین در گوشی: هشدار، دو جمله و دکمه بازگشت، همه در عرض ۳۷۵ پیکسل. */
export const FallbackOnMobile: Story = {
  args: { variant: 'fallback' },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** خطای سرور در تبلت ۷۶۸ پیکسلی: کد درشت وسط صفحه و دکمه بازگشت زیر آن. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۵۰۰')).toBeVisible();
  },
};
