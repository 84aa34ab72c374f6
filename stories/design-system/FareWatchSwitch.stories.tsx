import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FareWatchSwitch, type FareWatchSwitchProps } from '../../src/design-system/FareWatchSwitch';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** Holds the switch and the month choice like the results screen would (saving is instant here). */
function Stateful(props: FareWatchSwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  const [flexible, setFlexible] = useState(props.flexible);
  return (
    <FareWatchSwitch
      {...props}
      checked={checked}
      flexible={flexible}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
      onFlexibleChange={(next) => {
        setFlexible(next);
        props.onFlexibleChange(next);
      }}
    />
  );
}

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Design system/Results/FareWatchSwitch',
  component: FareWatchSwitch,
  args: {
    checked: false,
    onChange: fn(),
    signedIn: true,
    onSignInRequest: fn(),
    busy: false,
    flexible: false,
    onFlexibleChange: fn(),
    monthLabel: 'آذر ۱۴۰۵',
    limitReached: false,
  },
  parameters: {
    docs: {
      description: {
        component: 'کلید «ردیابی قیمت» بالای نتایج پرواز: مسافر این جست‌وجو را زیر نظر می‌گیرد و وقتی قیمت این مسیر پایین بیاید یا صندلی‌های ارزان رو به تمام شدن باشد، خبرش می‌کنیم. '
          + 'پیش از روشن کردن، مسافر می‌تواند به‌جای همین روز «هر روزِ» ماهِ رفت را ردیابی کند؛ این انتخاب فقط تا کلید خاموش است دیده می‌شود، چون ردیابی با همان انتخاب ساخته می‌شود. '
          + 'پس از روشن شدن، جمله‌ای زیر کلید می‌گوید کدام روزها ردیابی می‌شوند؛ برای عوض کردنش ردیابی را خاموش و دوباره روشن کنید. '
          + 'مسافری که وارد نشده با زدن کلید به صفحه ورود می‌رود و کلید خاموش می‌ماند؛ با بیست ردیابی فعال، روشن کردن بسته است و دلیلش نوشته می‌شود.',
      },
    },
  },
  argTypes: {
    checked: { description: 'این جست‌وجو ردیابی می‌شود یا نه.' },
    onChange: { description: 'وقتی مسافرِ واردشده کلید را می‌زند با وضعیت تازه صدا زده می‌شود؛ صفحه ردیابی را می‌سازد یا حذف می‌کند.' },
    signedIn: { description: 'مسافر وارد حساب شده است یا نه؛ اگر نه، روشن کردن کلید به‌جای ردیابی، ورود را می‌خواهد و کلید خاموش می‌ماند.' },
    onSignInRequest: { description: 'وقتی مسافرِ واردنشده کلید را روشن می‌کند صدا زده می‌شود؛ صفحه پنجره ورود را باز می‌کند.' },
    busy: { description: 'ردیابی در حال ذخیره یا حذف است: کلید غیرفعال است و نشانگر چرخان روی آن می‌چرخد.' },
    flexible: { description: 'به‌جای همین روز، هر روزِ ماهِ رفت ردیابی شود؛ پیش از روشن کردن کلید انتخاب می‌شود.' },
    onFlexibleChange: { description: 'با زدن یا برداشتن تیک «هر روزِ …» صدا زده می‌شود.' },
    monthLabel: { description: 'ماهِ شمسیِ روز رفت به حروف، مثل «فروردین ۱۴۰۵»؛ در برچسب «هر روزِ …» می‌آید.' },
    error: { description: 'پیام فارسی زیر کلید، مثلاً وقتی ذخیره ردیابی ناموفق بود.' },
    limitReached: { description: 'حساب به سقف بیست ردیابی رسیده است: روشن کردن بسته است و جمله‌ای دلیلش را می‌گوید؛ خاموش کردن همیشه ممکن است.' },
  },
  render: (args) => <Stateful {...args} />,
  // The results column is about this wide beside the filters.
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof FareWatchSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** خاموش: جمله توضیح و گزینه «هر روزِ آذر ۱۴۰۵» دیده می‌شود؛ مسافر تیک ماه را می‌زند و ردیابی را روشن می‌کند، و جمله زیر کلید می‌گوید هر روزِ آذر ردیابی می‌شود. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /ردیابی قیمت/ });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/قیمت این مسیر پایین بیاید/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'هر روزِ آذر ۱۴۰۵' }));
    await expect(args.onFlexibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(/قیمت هر روزِ آذر ۱۴۰۵ ردیابی می‌شود/)).toBeVisible();
    blur();
  },
};

/** روشن برای همین روز: گزینه ماه پنهان است و جمله زیر کلید می‌گوید همین روز ردیابی می‌شود؛ مسافر ردیابی را خاموش می‌کند. */
export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/قیمت همین روز ردیابی می‌شود/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: /ردیابی قیمت/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('checkbox', { name: 'هر روزِ آذر ۱۴۰۵' })).not.toBeChecked();
    blur();
  },
};

/** روشن برای هر روزِ آذر: ردیابی از پیش با گزینه ماه ساخته شده است. */
export const OnWholeMonth: Story = {
  args: { checked: true, flexible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/قیمت هر روزِ آذر ۱۴۰۵ ردیابی می‌شود/)).toBeVisible();
  },
};

/** مسافر وارد نشده است: جمله زیر کلید می‌گوید باید وارد شود؛ زدن کلید پنجره ورود را می‌خواهد و کلید خاموش می‌ماند. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/نخست وارد حساب کاربری شوید/)).toBeVisible();
    const toggle = canvas.getByRole('switch', { name: /ردیابی قیمت/ });
    await userEvent.click(toggle);
    await expect(args.onSignInRequest).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).not.toBeChecked();
    blur();
  },
};

/** در حال ذخیره: کلید غیرفعال است، نشانگر روی آن می‌چرخد و کنار عنوان «در حال ذخیره…» آمده است. */
export const Saving: Story = {
  args: { checked: true, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /ردیابی قیمت/ })).toBeDisabled();
    await expect(canvas.getByText('در حال ذخیره…')).toBeVisible();
  },
};

/** سقف ردیابی پر است: بیست ردیابی فعال دارد، کلید روشن نمی‌شود و جمله‌ای می‌گوید یکی را از پروفایل حذف کند. */
export const LimitReached: Story = {
  args: { limitReached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /ردیابی قیمت/ })).toBeDisabled();
    await expect(canvas.getByText(/حداکثر ۲۰ ردیابی/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** ذخیره ناموفق بود: پیام خطا زیر کلید با رنگ خطا می‌آید و به کلید وصل است، تا صفحه‌خوان هم آن را بخواند. */
export const WithError: Story = {
  args: { error: 'ردیابی ذخیره نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('ردیابی ذخیره نشد');
    await expect(canvas.getByRole('switch', { name: /ردیابی قیمت/ }).getAttribute('aria-describedby')).toContain(alert.id);
  },
};

/** در گوشی ۳۷۵ پیکسلی: جمله توضیح در چند سطر می‌شکند و گزینه ماه زیر آن، با هدف لمسی ۴۰ پیکسلی، می‌آید. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const option = canvas.getByRole('checkbox', { name: 'هر روزِ آذر ۱۴۰۵' });
    await expect(option.closest('.mantine-Checkbox-body')?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(40);
    await userEvent.click(option);
    await expect(args.onFlexibleChange).toHaveBeenLastCalledWith(true);
    blur();
  },
};

/** در گوشی، مسافر وارد نشده: کلید خاموش و جمله «نخست وارد حساب کاربری شوید». */
export const SignedOutOnMobile: Story = {
  ...ON_MOBILE,
  args: { signedIn: false },
};

/** در تبلت ۷۶۸ پیکسلی، روشن: جمله‌ها در یک یا دو سطر. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { checked: true, flexible: true },
};
