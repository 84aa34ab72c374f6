import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CancelReservationDialog } from '../../src/design-system/CancelReservationDialog';
import { ON_MOBILE, ON_TABLET } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/CancelReservationDialog',
  component: CancelReservationDialog,
  args: { opened: true, orderNumber: 100_482, cancelling: false, error: null, onClose: fn(), onConfirm: fn() },
  parameters: {
    // A modal in a portal: screenshot the page.
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'پنجره «لغو رزرو»: پیش از آنکه مسافر سفارشِ پرداخت‌نشده‌اش را لغو کند، از او می‌پرسد مطمئن است یا نه. '
          + 'مسافر آن را با دکمه «لغو رزرو» در صفحه تأیید و پرداخت و در صفحه سفارشِ رزروشده می‌بیند؛ با تأیید، صندلی‌های نگه‌داشته آزاد می‌شوند و سفارش دیگر پرداخت نمی‌شود.',
      },
    },
  },
  argTypes: {
    opened: { description: 'پنجره باز است یا نه. صفحه آن را با دکمه «لغو رزرو» باز و با «انصراف» یا پایان لغو می‌بندد.' },
    onClose: { description: 'با «انصراف»، دکمه بستن یا کلید Escape صدا زده می‌شود: رزرو سر جایش می‌ماند. تا لغو در راه است، بستن کاری نمی‌کند.' },
    onConfirm: { description: 'با «بله، رزرو لغو شود» صدا زده می‌شود؛ صفحه درخواست لغو را به سرور می‌فرستد.' },
    orderNumber: { description: 'شماره سفارش، همان‌که مسافر می‌شناسد، با ارقام فارسی در متن پرسش می‌آید. بی آن متن می‌گوید «با لغو این سفارش».' },
    cancelling: { description: 'درخواست لغو در راه است: دکمه تأیید می‌چرخد و «انصراف» غیرفعال است تا مسافر نیمه‌کاره نبندد.' },
    error: { description: 'پیام فارسی سرور وقتی لغو انجام نشد (مثلاً سفارش در این میان پرداخت شده)؛ در کادر قرمز داخل پنجره دیده می‌شود. خالی یعنی خطایی نیست.' },
  },
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}><Story /></div>],
} satisfies Meta<typeof CancelReservationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await within(document.body).findByRole('dialog', { name: 'لغو رزرو' });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** پرسش پیش از لغو: «بله، رزرو لغو شود» سفارش را لغو می‌کند و «انصراف» رزرو را نگه می‌دارد. */
export const Asking: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(within(box).getByText(/۱۰۰۴۸۲/)).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'بله، رزرو لغو شود' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(box).getByRole('button', { name: 'انصراف' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** لغو در راه است: دکمه تأیید می‌چرخد و «انصراف» تا پاسخ سرور منتظر می‌ماند. */
export const Cancelling: Story = {
  args: { cancelling: true },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: 'بله، رزرو لغو شود' })).toHaveAttribute('data-loading', 'true');
    await expect(within(box).getByRole('button', { name: 'انصراف' })).toBeDisabled();
  },
};

/** سرور لغو را نپذیرفت (سفارش در این میان پرداخت شده است): دلیل فارسی‌اش در کادر قرمز داخل پنجره. */
export const Refused: Story = {
  args: { error: 'این سفارش پرداخت شده است و لغو نمی‌شود؛ برای بازگشت وجه، درخواست استرداد ثبت کنید.' },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toHaveTextContent('لغو نمی‌شود');
  },
};

/** در گوشی ۳۷۵ پیکسلی: پنجره تقریباً تمام‌عرض است و دکمه‌ها کنار هم می‌مانند. */
export const OnMobile: Story = { ...ON_MOBILE, parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' } };

/** بی شماره سفارش (صفحه هنوز شماره را ندارد): متن می‌گوید «با لغو این سفارش» و بقیه پرسش همان است. */
export const WithoutOrderNumber: Story = {
  args: { orderNumber: undefined },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByText(/^با لغو این سفارش،/)).toBeVisible();
    await expect(within(box).queryByText(/۱۰۰۴۸۲/)).toBeNull();
  },
};

/** خطای بلند سرور در گوشی: پیام در چند خط می‌شکند، از پنجره بیرون نمی‌زند و دکمه‌ها زیرش دیده می‌شوند. */
export const RefusedOnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  args: {
    error: 'این سفارش در همین چند دقیقه از کیف پول شما پرداخت شده و بلیت آن در حال صدور است؛ لغو آن از اینجا ممکن نیست. '
      + 'برای بازگشت وجه، پس از صدور بلیت از بخش «سفارش‌های من» درخواست استرداد ثبت کنید.',
  },
  play: async () => {
    const box = await dialog();
    const alert = within(box).getByRole('alert');
    await expect(alert).toHaveTextContent('درخواست استرداد');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(box).getByRole('button', { name: 'بله، رزرو لغو شود' })).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: پنجره وسط صفحه است؛ کلید Escape هم مثل «انصراف» رزرو را نگه می‌دارد. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
