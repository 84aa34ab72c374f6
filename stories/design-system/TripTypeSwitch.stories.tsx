import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DOMESTIC_TRIP_TYPES, TripTypeSwitch, type TripTypeSwitchProps } from '../../src/design-system/TripTypeSwitch';
import { TripType } from '../../src/domain';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** Holds the value like the search form does. */
function Stateful(props: TripTypeSwitchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TripTypeSwitch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Search/TripTypeSwitch',
  component: TripTypeSwitch,
  args: { value: TripType.OneWay, onChange: fn(), variant: 'segmented' },
  parameters: {
    docs: {
      description: {
        component: 'سه گزینه «یک‌طرفه»، «رفت و برگشت» و «چند مسیره» بالای فرم جستجوی پرواز صفحه اصلی. '
          + 'مسافر با آن می‌گوید چه سفری می‌خواهد و فرم فیلدهای تاریخ و مسیرها را به همان شکل درمی‌آورد؛ جستجوی داخلی «چند مسیره» ندارد.',
      },
    },
  },
  argTypes: {
    value: {
      control: 'select',
      options: Object.values(TripType),
      description: 'نوع سفری که برگزیده نشان داده می‌شود: ۱ یک‌طرفه، ۲ رفت و برگشت، ۳ چند مسیره. فرم جستجو آن را نگه می‌دارد.',
    },
    onChange: { description: 'وقتی مسافر نوع دیگری را می‌زند، با همان نوع صدا زده می‌شود (نه با نوعی که از پیش برگزیده است).' },
    options: {
      description: 'گزینه‌ها به همین ترتیب؛ پیش‌فرض هر سه. فرم جستجوی داخلی فقط «یک‌طرفه» و «رفت و برگشت» را می‌دهد، چون پرواز داخلی چند مسیره ندارد.',
    },
    variant: {
      control: 'inline-radio',
      options: ['segmented', 'chips'],
      description: 'شکل کنترل: «segmented» یک نوار با نشانگر لغزان (آنچه فرم جستجو دارد)، «chips» تراشه‌های جدا که در عرض کم به ردیف بعد می‌روند.',
    },
    label: { description: 'نام گروه برای صفحه‌خوان؛ روی صفحه دیده نمی‌شود. پیش‌فرض «نوع سفر».' },
    disabled: { description: 'همه گزینه‌ها خاکستری و بسته می‌شوند؛ پیش‌فرض خاموش.' },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای کنترل در نوار بالای فرم جستجو.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TripTypeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** نواری با سه بخش، آن‌گونه که فرم جستجو نشان می‌دهد: مسافر «رفت و برگشت» را می‌زند و نشانگر به آن می‌لغزد. */
export const Segmented: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'نوع سفر' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(group).getByLabelText('رفت و برگشت'));
    await expect(args.onChange).toHaveBeenCalledWith(TripType.RoundTrip);
    await expect(within(group).getByRole('radio', { name: 'رفت و برگشت' })).toBeChecked();
  },
};

/** تراشه‌های جدا با «رفت و برگشت» برگزیده؛ مسافر «چند مسیره» را می‌زند. */
export const Chips: Story = {
  args: { variant: 'chips', value: TripType.RoundTrip },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'نوع سفر' });
    await userEvent.click(within(group).getByRole('radio', { name: 'چند مسیره' }));
    await expect(args.onChange).toHaveBeenCalledWith(TripType.MultiDestination);
  },
};

/** جستجوی داخلی: فقط «یک‌طرفه» و «رفت و برگشت»، چون پرواز داخلی چند مسیره ندارد. */
export const DomesticOnly: Story = {
  args: { options: DOMESTIC_TRIP_TYPES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

/** غیرفعال: هر سه گزینه خاکستری‌اند و نوع سفر عوض نمی‌شود. */
export const Disabled: Story = { args: { disabled: true } };

/** در گوشی ۳۷۵ پیکسلی با «رفت و برگشت» برگزیده: سه بخش در عرض صفحه جا می‌شوند. */
export const OnMobile: Story = { ...ON_MOBILE, args: { value: TripType.RoundTrip } };

/** در تبلت ۷۶۸ پیکسلی: مسافر «چند مسیره» را برمی‌گزیند؛ هر بخش دست‌کم ۴۰ پیکسل بلند است. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'نوع سفر' });
    const multi = within(group).getByLabelText('چند مسیره');
    // SPEC §9's tap tolerance: the visible segment is the label, 40 px tall at least.
    await expect(canvasElement.querySelector(`label[for="${multi.id}"]`)!.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(multi);
    await expect(args.onChange).toHaveBeenCalledWith(TripType.MultiDestination);
    await expect(within(group).getByRole('radio', { name: 'چند مسیره' })).toBeChecked();
  },
};

/** تراشه‌ها در گوشی ۳۷۵ پیکسلی: اگر جا نشوند به ردیف بعد می‌روند، نه بیرون از صفحه؛ مسافر «یک‌طرفه» را می‌زند. */
export const ChipsOnMobile: Story = {
  ...ON_MOBILE,
  args: { variant: 'chips', value: TripType.MultiDestination },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'نوع سفر' });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(group).getByRole('radio', { name: 'یک‌طرفه' }));
    await expect(args.onChange).toHaveBeenCalledWith(TripType.OneWay);
    await expect(within(group).getByRole('radio', { name: 'یک‌طرفه' })).toBeChecked();
  },
};
