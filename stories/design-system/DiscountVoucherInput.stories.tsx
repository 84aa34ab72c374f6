import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DiscountVoucherInput, type DiscountVoucherInputProps } from '../../src/design-system/DiscountVoucherInput';
import { ON_MOBILE } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/DiscountVoucherInput',
  component: DiscountVoucherInput,
  args: { onApply: fn(), onRemove: fn(), loading: false },
  parameters: {
    docs: {
      description: {
        component: 'کادر «کد تخفیف» در صفحه تأیید و پرداخت پرواز و روادید: مسافر کد را تایپ می‌کند و «اعمال» (یا Enter) را می‌زند؛ '
          + 'تا سرور بررسی کند دکمه می‌چرخد، کدِ نپذیرفته پیام قرمز می‌گیرد و کدِ پذیرفته با مبلغ تخفیف و دکمه «حذف» سبز نشان داده می‌شود.',
      },
    },
  },
  argTypes: {
    onApply: { description: 'با «اعمال» یا Enter صدا زده می‌شود، با کدِ پاک‌شده: ارقام لاتین، حروف بزرگ و بی فاصله. صفحه کد را برای سرور می‌فرستد.' },
    onRemove: { description: 'با دکمه «حذف» کنار کدِ اعمال‌شده صدا زده می‌شود؛ صفحه کد را از سفارش برمی‌دارد.' },
    appliedCode: { description: 'کدی که اکنون روی سفارش است. اگر باشد، به جای فیلد، کادر سبز «کد تخفیف … اعمال شد» با دکمه «حذف» می‌آید.' },
    appliedAmount: { description: 'مبلغی که کدِ اعمال‌شده از قیمت کم می‌کند، به ریال؛ زیر کد با عنوان «تخفیف» نوشته می‌شود.' },
    loading: { description: 'درخواست اعمال یا حذف در راه است: دکمه می‌چرخد و فیلد فقط‌خواندنی است تا کد عوض نشود.' },
    error: { description: 'پیام فارسی سرور برای کدِ نپذیرفته، مثلاً «این کد تخفیف منقضی شده است.»؛ زیر فیلد قرمز می‌آید.' },
    defaultValue: { description: 'متن فیلد در اولین نمایش؛ مثلاً کدی که مسافر پیش‌تر تایپ کرده بود.' },
    currency: { description: 'واحد پول مبلغ تخفیف: ریال (پیش‌فرض) یا درهم.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof DiscountVoucherInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** کد با حروف کوچک لاتین و ارقام فارسی تایپ می‌شود و همان کدی می‌شود که سرور می‌خواهد؛ Enter هم آن را اعمال می‌کند. */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'کد تخفیف' }), 'safar۱۴۰۵{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('SAFAR1405');
  },
};

/** «اعمال» با فیلد خالی: پیام «کد تخفیف را وارد کنید.» می‌آید و چیزی به سرور نمی‌رود. */
export const EmptyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'اعمال' }));
    await expect(canvas.getByText('کد تخفیف را وارد کنید.')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** سرور کد را بررسی می‌کند: دکمه «اعمال» می‌چرخد و فیلد فقط‌خواندنی است. */
export const Loading: Story = {
  args: { loading: true, defaultValue: 'SAFAR1405' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'کد تخفیف' })).toHaveAttribute('readonly');
  },
};

/** سرور کد را نپذیرفت: فیلد قرمز است و دلیل فارسی زیر آن می‌آید. */
export const Rejected: Story = {
  args: { defaultValue: 'OLD1400', error: 'این کد تخفیف منقضی شده است.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'کد تخفیف' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('این کد تخفیف منقضی شده است.')).toBeVisible();
  },
};

/** کد پذیرفته شد: کادر سبز با کد، مبلغ تخفیف و دکمه «حذف». */
export const Applied: Story = {
  args: { appliedCode: 'SAFAR1405', appliedAmount: 5_000_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SAFAR1405')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حذف کد تخفیف SAFAR1405' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** رفت و برگشت کامل با سروری نمایشی: اعمال، بررسی، اعمال‌شده و سپس حذف و برگشت به فیلد خالی. */
export const ApplyThenRemove: Story = {
  render: function WithServer(args: DiscountVoucherInputProps) {
    const [state, setState] = useState<{ code: string | null; loading: boolean }>({ code: null, loading: false });
    return (
      <DiscountVoucherInput
        {...args}
        appliedCode={state.code}
        appliedAmount={5_000_000}
        loading={state.loading}
        onApply={(code) => {
          args.onApply(code);
          setState({ code: null, loading: true });
          setTimeout(() => setState({ code, loading: false }), 50);
        }}
        onRemove={() => {
          args.onRemove();
          setState({ code: null, loading: false });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'کد تخفیف' }), 'NOWRUZ');
    await userEvent.click(canvas.getByRole('button', { name: 'اعمال' }));
    await expect(args.onApply).toHaveBeenCalledWith('NOWRUZ');
    const remove = await canvas.findByRole('button', { name: 'حذف کد تخفیف NOWRUZ' });
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'کد تخفیف' })).toBeVisible());
  },
};

/** در گوشی، کد نپذیرفته: فیلد و دکمه «اعمال» کنار هم و پیام خطا زیر فیلد. */
export const OnMobile: Story = { ...ON_MOBILE, args: { defaultValue: 'OLD1400', error: 'این کد تخفیف منقضی شده است.' } };

/** کدِ اعمال‌شده در حال حذف: دکمه «حذف» می‌چرخد تا سرور کد را از سفارش بردارد. */
export const Removing: Story = {
  args: { appliedCode: 'SAFAR1405', appliedAmount: 5_000_000, loading: true },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'حذف کد تخفیف SAFAR1405' });
    await expect(remove).toHaveAttribute('data-loading', 'true');
    await expect(canvasElement.querySelector('[data-applied]')).toHaveAttribute('data-loading', 'true');
  },
};

/** کد بلندِ اعمال‌شده در گوشی: متن «اعمال شد» و مبلغ تخفیف می‌شکنند و دکمه «حذف» دست‌کم ۴۰ پیکسل بلندی دارد. */
export const AppliedOnMobile: Story = {
  ...ON_MOBILE,
  args: { appliedCode: 'NOWRUZ1405FAMILY', appliedAmount: 12_500_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NOWRUZ1405FAMILY')).toBeVisible();
    await expect(canvas.getByText(/تخفیف:/)).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰');
    const remove = canvas.getByRole('button', { name: 'حذف کد تخفیف NOWRUZ1405FAMILY' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** پیام بلند سرور در گوشی: پیام زیر فیلد در چند خط می‌شکند و دکمه «اعمال» هم‌تراز فیلد می‌ماند. */
export const LongErrorOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    defaultValue: 'IRANAIR10',
    error: 'این کد تخفیف فقط برای پروازهای داخلی ایران‌ایر و خریدهای بالای ده میلیون ریال است و به این سفارش نمی‌خورد؛ کد دیگری را امتحان کنید.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'کد تخفیف' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/کد دیگری را امتحان کنید/)).toBeVisible();
    const apply = canvas.getByRole('button', { name: 'اعمال' }).getBoundingClientRect();
    await expect(Math.abs(apply.top - input.getBoundingClientRect().top)).toBeLessThan(6);
  },
};
