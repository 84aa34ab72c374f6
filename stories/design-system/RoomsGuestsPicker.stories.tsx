import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RoomsGuestsPicker, type RoomsGuestsPickerProps } from '../../src/design-system';
import { validateRooms, type RoomParty } from '../../src/domain/hotels';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

function Stateful(props: RoomsGuestsPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 320 }}>
      <RoomsGuestsPicker {...props} value={value} onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

/** As the hotel search form after a submit: the field's error is the rooms' first problem, gone once fixed. */
function CheckedLikeTheForm(props: RoomsGuestsPickerProps) {
  const [value, setValue] = useState<readonly RoomParty[]>(props.value);
  return (
    <div style={{ maxInlineSize: 320 }}>
      <RoomsGuestsPicker {...props} value={value} error={validateRooms(value)[0]?.message ?? null}
        onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/Hotels/RoomsGuestsPicker',
  component: RoomsGuestsPicker,
  args: { value: [{ adults: 2, childAges: [] }], onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'فیلد «اتاق و مهمانان» در فرم جست‌وجوی هتل: خلاصه‌ای مثل «۲ اتاق، ۳ بزرگسال، ۱ کودک» که با زدنش پنجره‌ای باز می‌شود؛ '
          + 'مسافر در آن تا پنج اتاق می‌سازد و برای هر اتاق تعداد بزرگسال و کودک و سن هر کودک را می‌گوید. در گوشی پنجره تمام‌صفحه است.',
      },
    },
  },
  argTypes: {
    value: { description: 'اتاق‌ها، هر کدام با تعداد بزرگسال و سن کودکانش؛ سنی که هنوز انتخاب نشده خالی است و پیش از بستن پنجره پرسیده می‌شود.' },
    onChange: { description: 'با هر تغییر، همه اتاق‌های تازه را یک‌جا می‌دهد؛ فرم جست‌وجو آن‌ها را نگه می‌دارد.' },
    label: { description: 'برچسب فیلد و نام پنجره؛ پیش‌فرض «اتاق و مسافران». فرم جست‌وجوی هتل «اتاق و مهمانان» می‌دهد.' },
    error: { description: 'خطای زیر فیلد که فرم جست‌وجو پس از زدن «جست‌وجو» می‌دهد، مثلاً وقتی سن کودکی انتخاب نشده است؛ فیلد قرمز می‌شود.' },
    dropdownType: {
      control: 'inline-radio',
      options: ['popover', 'sheet'],
      description: 'شکل پنجره: «popover» پنجره کوچکی زیر فیلد، «sheet» صفحه کامل. بی آن، زیر ۵۷۶ پیکسل صفحه کامل و بالاتر پنجره کوچک است.',
    },
    defaultOpened: { description: 'پنجره از اول باز باشد؛ فقط برای داستان‌ها. پیش‌فرض بسته.' },
    className: { description: 'کلاس اضافه برای جای‌دادن فیلد در فرم؛ فرم جست‌وجو با آن ستون فیلد را تعیین می‌کند.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RoomsGuestsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = { layout: 'fullscreen' } as const;
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 640 }}><Story /></div>];

async function openedDialog(name = 'اتاق و مسافران') {
  // The sheet's code arrives lazily: on a docs page, beside other framed stories, that can take seconds.
  const dialog = await within(document.body).findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return within(dialog);
}

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** بسته: خلاصه دو اتاق با سه بزرگسال و یک کودک در فیلد. */
export const Closed: Story = {
  args: { value: [{ adults: 2, childAges: [5] }, { adults: 1, childAges: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'اتاق و مسافران ۲ اتاق، ۳ بزرگسال، ۱ کودک' })).toBeVisible();
  },
};

/** مسافر کودکی اضافه می‌کند و پیش از بستن پنجره سنش پرسیده می‌شود؛ اتاق دوم می‌سازد و خلاصه فیلد همراه آن عوض می‌شود؛ اتاق دوم را دوباره حذف می‌کند. */
export const RoomsAndAges: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: /^اتاق و مسافران/ });
    await userEvent.click(field);
    let dialog = await openedDialog();
    await expect(dialog.getByRole('button', { name: 'کم کردن کودک از اتاق ۱' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن کودک به اتاق ۱' }));
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await expect(dialog.getByText('سن کودک ۱ در اتاق ۱ را انتخاب کنید.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'سن کودک ۱ در اتاق ۱' }), '6');
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن اتاق' }));
    await expect(dialog.getByRole('group', { name: 'اتاق ۲' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'اتاق و مسافران' })).toBeNull());
    await expect(field).toHaveAccessibleName('اتاق و مسافران ۲ اتاق، ۳ بزرگسال، ۱ کودک');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ adults: 2, childAges: [6] }, { adults: 1, childAges: [] }]);
    // A room can be removed again; the last one left can't be.
    await userEvent.click(field);
    dialog = await openedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'حذف اتاق ۲' }));
    await expect(dialog.queryByRole('group', { name: 'اتاق ۲' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'حذف اتاق ۱' })).toBeNull();
  },
};

/** پنج اتاق بیشترین است: «افزودن اتاق» خاموش می‌شود و زیرش دلیلش نوشته شده است. */
export const FiveRooms: Story = {
  parameters: page,
  decorators: padded,
  args: { value: Array.from({ length: 5 }, () => ({ adults: 1, childAges: [] })), defaultOpened: true, dropdownType: 'popover' },
  play: async () => {
    const dialog = await openedDialog();
    await expect(dialog.getByRole('button', { name: 'افزودن اتاق' })).toBeDisabled();
    await expect(dialog.getByText('حداکثر ۵ اتاق در هر رزرو')).toBeVisible();
  },
};

/** پنجره باز با دو کودک سه و نه ساله: برای هر کودک فهرست سن جداگانه‌ای هست. */
export const OpenWithChildren: Story = {
  parameters: page,
  decorators: padded,
  args: { value: [{ adults: 2, childAges: [3, 9] }], defaultOpened: true, dropdownType: 'popover' },
};

/** در گوشی ۳۷۵ پیکسلی، پنجره تمام‌صفحه است و دکمه «تأیید» پایین آن. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...page, ...ON_MOBILE.parameters },
  args: { value: [{ adults: 2, childAges: [4] }, { adults: 1, childAges: [] }], defaultOpened: true },
  // The sheet's code arrives lazily: wait for it before the screenshot.
  play: async () => {
    const dialog = await openedDialog();
    await expect(dialog.getByRole('group', { name: 'اتاق ۲' })).toBeVisible();
  },
};

/** خطای فرم جست‌وجو: مسافر کودکی افزوده اما سنش را نگفته و «جست‌وجو» را زده است؛ فیلد قرمز است و خطا زیرش. با بازکردن پنجره و زدن «تأیید»، همان پرسش زیر کودک هم می‌آید و پنجره باز می‌ماند. */
export const WithError: Story = {
  args: { value: [{ adults: 2, childAges: [null] }], label: 'اتاق و مهمانان', dropdownType: 'popover' },
  parameters: page,
  decorators: padded,
  render: (args) => <CheckedLikeTheForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('button', { name: /^اتاق و مهمانان/ });
    await expect(canvas.getByText('سن کودک ۱ در اتاق ۱ را انتخاب کنید.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(field);
    const dialog = await openedDialog('اتاق و مهمانان');
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await expect(dialog.getByText('سن کودک ۱ در اتاق ۱ را انتخاب کنید.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'سن کودک ۱ در اتاق ۱' })).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** همان خطا، این بار رفع‌شده: مسافر سن کودک را انتخاب می‌کند، «تأیید» پنجره را می‌بندد و خطای زیر فیلد می‌رود. */
export const ErrorFixed: Story = {
  args: { value: [{ adults: 2, childAges: [null] }], label: 'اتاق و مهمانان', dropdownType: 'popover' },
  render: (args) => <CheckedLikeTheForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('button', { name: /^اتاق و مهمانان/ });
    await userEvent.click(field);
    const dialog = await openedDialog('اتاق و مهمانان');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'سن کودک ۱ در اتاق ۱' }), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'اتاق و مهمانان' })).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith([{ adults: 2, childAges: [4] }]);
    await expect(canvas.queryByText('سن کودک ۱ در اتاق ۱ را انتخاب کنید.')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleName('اتاق و مهمانان ۱ اتاق، ۲ بزرگسال، ۱ کودک');
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** در تبلت ۷۶۸ پیکسلی، پنجره کوچکی زیر فیلد باز می‌شود، نه تمام‌صفحه؛ مسافر به اتاق دوم یک بزرگسال اضافه می‌کند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...page, ...ON_TABLET.parameters },
  decorators: padded,
  args: { value: [{ adults: 2, childAges: [] }, { adults: 1, childAges: [] }] },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: /^اتاق و مسافران/ });
    await userEvent.click(field);
    const dialog = await openedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن بزرگسال به اتاق ۲' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ adults: 2, childAges: [] }, { adults: 2, childAges: [] }]);
    await expect(field).toHaveAccessibleName('اتاق و مسافران ۲ اتاق، ۴ بزرگسال');
    // A popover under the field, narrower than the screen.
    const box = (await within(document.body).findByRole('dialog', { name: 'اتاق و مسافران' })).getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth);
    await expect(box.top).toBeGreaterThanOrEqual(field.getBoundingClientRect().bottom);
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
