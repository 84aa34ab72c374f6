import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PassengerKind } from '../../src/domain/enums';
import { SavedPassengersPicker, type SavedPassenger, type SavedPassengersPickerProps } from '../../src/design-system/SavedPassengersPicker';
import { ON_MOBILE, ON_TABLET, savedPassengers } from './fixtures/booking';

/** Holds the chosen ids, as the booking screen would. */
function Stateful(args: SavedPassengersPickerProps) {
  const [ids, setIds] = useState(args.selectedIds);
  return (
    <div style={{ maxWidth: 760 }}>
      <SavedPassengersPicker
        {...args}
        selectedIds={ids}
        onToggle={(p, selected) => {
          setIds(selected ? [...ids, p.id] : ids.filter((id) => id !== p.id));
          args.onToggle(p, selected);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Booking/SavedPassengersPicker',
  component: SavedPassengersPicker,
  render: Stateful,
  args: { passengers: savedPassengers, kind: PassengerKind.Adult, selectedIds: [], max: 2, onToggle: fn(), onAddNew: fn() },
  parameters: {
    docs: {
      description: {
        component: 'مسافرانی که کاربر پیش‌تر ذخیره کرده، به شکل کارت‌های تیک‌خوردنی بالای فرم‌های مسافر در خرید پرواز و هتل؛ با یک تیک، فرم مسافر با مشخصات او پر می‌شود. '
          + 'فقط مسافرانِ همان نوع (بزرگسال، کودک یا نوزاد) پیشنهاد می‌شوند و وقتی به تعداد مسافران جست‌وجو انتخاب شد، بقیه غیرفعال می‌شوند.',
      },
    },
  },
  argTypes: {
    passengers: { description: 'مسافران ذخیره‌شده کاربر، که صفحه از سرور می‌گیرد و به این مدل نمایشی تبدیل می‌کند: نام فارسی و لاتین، کد ملی یا شماره گذرنامه، و نوع در روز پرواز.' },
    kind: {
      control: 'inline-radio',
      options: [1, 2, 3],
      description: 'فقط مسافران این نوع پیشنهاد می‌شوند (۱ بزرگسال، ۲ کودک، ۳ نوزاد) و نامش در عنوان می‌آید؛ بی آن همه نشان داده می‌شوند. صفحه‌ها برای هر نوع یک فهرست جدا می‌گذارند.',
    },
    selectedIds: { description: 'شناسه مسافرانی که برای این خرید انتخاب شده‌اند؛ کارتشان تیک خورده و رنگی است.' },
    onToggle: { description: 'با زدن هر کارت صدا زده می‌شود، با آن مسافر و اینکه انتخاب شد یا از انتخاب درآمد؛ صفحه فرم مسافر را پر یا خالی می‌کند.' },
    onAddNew: { description: 'اگر داده شود، دکمه «مسافر جدید» آن را صدا می‌زند تا صفحه فرم خالی باز کند.' },
    max: { description: 'چند نفر از این نوع انتخاب می‌شوند (تعداد همین نوع در جست‌وجو)؛ «۲ از ۲ انتخاب شده» می‌آید و با پر شدن، بقیه کارت‌ها غیرفعال می‌شوند. بی آن محدودیتی نیست.' },
    title: { description: 'عنوان فهرست؛ پیش‌فرض «انتخاب از مسافران قبلی».' },
  },
} satisfies Meta<typeof SavedPassengersPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** فقط بزرگسالان پیشنهاد می‌شوند؛ با انتخاب دو نفر ظرفیت پر می‌شود و کارت سوم غیرفعال، و با برداشتن تیک دوباره فعال می‌شود. */
export const ChooseUpToLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('نیما محمدی')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /سارا محمدی/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }), true);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Emre Yilmaz/ }));
    await expect(canvas.getByText('۲ از ۲ انتخاب شده')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /رضا کریمی/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /سارا محمدی/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }), false);
    await expect(canvas.getByRole('checkbox', { name: /رضا کریمی/ })).toBeEnabled();
  },
};

/** یک مسافر از پیش انتخاب شده: کارتش تیک خورده و رنگی است. */
export const Selected: Story = { args: { selectedIds: ['p2'] } };

/** فهرست کودکان با ظرفیت یک نفر: فقط کودکِ ذخیره‌شده پیشنهاد می‌شود. */
export const Children: Story = {
  args: { kind: PassengerKind.Child, max: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(1);
  },
};

/** هیچ مسافر بزرگسالی ذخیره نشده: جمله‌ای کوتاه و دکمه «مسافر جدید» برای پر کردن فرم خالی. */
export const NoneSaved: Story = {
  args: { passengers: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('مسافر بزرگسال ذخیره‌شده‌ای ندارید.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'مسافر جدید' }));
    await expect(args.onAddNew).toHaveBeenCalledTimes(1);
  },
};

/** در گوشی: کارت‌ها در یک ستون و دکمه «مسافر جدید» در سرِ فهرست. */
export const OnMobile: Story = { ...ON_MOBILE, args: { selectedIds: ['p1'] } };

/** Saved passengers with very long Persian and Latin names. */
const LONG_FA = 'سیده فاطمه‌زهرا حسینی‌طباطبایی اصفهانی‌نژاد میرلوحی';
const longNamed: SavedPassenger[] = [
  {
    id: 'l1', kind: PassengerKind.Adult, nameFa: LONG_FA,
    nameEn: 'Seyedeh Fatemeh Zahra Hosseini Tabatabaei Esfahaninejad', nationalCode: '0499370899',
  },
  { id: 'l2', kind: PassengerKind.Adult, nameEn: 'Maximilian Alexander von Hohenzollern-Sigmaringen', passportNumber: 'C4J8KL2M9' },
  ...savedPassengers.filter((p) => p.id === 'p2'),
];

/** Whether the first `letters` letters of an element's text are drawn inside its box (not cut off). */
function startShown(element: HTMLElement, letters: number) {
  const range = document.createRange();
  const text = element.firstChild!;
  range.setStart(text, 0);
  range.setEnd(text, letters);
  const shown = range.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return shown.left >= box.left - 1 && shown.right <= box.right + 1;
}

/**
 * نام‌های بسیار بلند در گوشی: هر نام در یک خط می‌ماند و انتهایش با «…» کوتاه می‌شود، بی آنکه کارت از صفحه بیرون بزند؛
 * نام لاتین چپ‌به‌راست است و آغازش دیده می‌شود. نام کامل در نام دسترس‌پذیر کارت هست.
 */
export const LongNamesOnMobile: Story = {
  ...ON_MOBILE,
  args: { passengers: longNamed, max: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('checkbox', { name: new RegExp(LONG_FA) });
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    for (const text of [LONG_FA, 'Seyedeh Fatemeh Zahra Hosseini Tabatabaei Esfahaninejad', 'Maximilian Alexander von Hohenzollern-Sigmaringen']) {
      const name = canvas.getByText(text);
      // Cut with an ellipsis: the text is wider than its box, and its start is the part shown.
      await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
      await expect(startShown(name, 7)).toBe(true);
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: /Maximilian Alexander/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'l2' }), true);
  },
};

/** بی فیلتر نوع و بی سقف: همه مسافران ذخیره‌شده، از هر نوع، پیشنهاد می‌شوند؛ شمارنده «… از …» و دکمه «مسافر جدید» نمی‌آیند. */
export const AllKindsNoLimit: Story = {
  args: { kind: undefined, max: undefined, onAddNew: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'انتخاب از مسافران قبلی' })).toBeVisible();
    await expect(canvas.queryByText(/انتخاب شده$/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'مسافر جدید' })).toBeNull();
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت‌ها در چند ستون کنار هم. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { selectedIds: ['p1'] },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('checkbox').map((card) => card.getBoundingClientRect());
    await expect(Math.abs(first!.top - second!.top)).toBeLessThan(2);
    await expect(first!.left).toBeGreaterThan(second!.left);
  },
};
