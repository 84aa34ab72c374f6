import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CabinClassSelect, type CabinClassSelectProps } from '../../src/design-system/CabinClassSelect';
import { Cabin } from '../../src/domain';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

function Stateful(props: CabinClassSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 280 }}>
      <CabinClassSelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Search/CabinClassSelect',
  component: CabinClassSelect,
  args: { value: Cabin.Economy, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'فیلد «کلاس پرواز» در فرم جستجوی پرواز صفحه اصلی، کنار شمار مسافران: مسافر اکونومی، بیزینس یا فرست کلاس را برمی‌گزیند. '
          + 'فهرست کشویی خود گوشی است، چون سه گزینه کوتاه فهرست سفارشی نمی‌خواهد و بهترین هدف لمسی را دارد.',
      },
    },
  },
  argTypes: {
    value: {
      control: 'select',
      options: Object.values(Cabin),
      description: 'کلاسی که فیلد نشان می‌دهد: ۱ اکونومی، ۲ بیزینس، ۳ فرست کلاس. فرم جستجو آن را نگه می‌دارد و پیش‌فرضش اکونومی است.',
    },
    onChange: { description: 'وقتی مسافر کلاس دیگری برمی‌گزیند، با همان کلاس صدا زده می‌شود؛ فرم جستجو آن را در جستجو می‌گذارد.' },
    options: { description: 'کلاس‌هایی که فهرست پیشنهاد می‌کند، به همین ترتیب؛ پیش‌فرض هر سه کلاس از ارزان به گران است و فرم جستجو همین را به کار می‌برد.' },
    label: { description: 'عنوان بالای فیلد؛ پیش‌فرض «کلاس پرواز». صفحه‌ها همین پیش‌فرض را به کار می‌برند.' },
    disabled: { description: 'فیلد خاکستری و بسته می‌شود و مسافر نمی‌تواند کلاس را عوض کند؛ پیش‌فرض خاموش.' },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای فیلد در چیدمان فرم جستجو.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CabinClassSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** اکونومی، حالت آغازین فرم جستجو: فهرست سه کلاس را از ارزان به گران دارد و مسافر بیزینس را برمی‌گزیند. */
export const Economy: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'کلاس پرواز' });
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['اکونومی', 'بیزینس', 'فرست کلاس']);
    await userEvent.selectOptions(select, String(Cabin.Business));
    await expect(args.onChange).toHaveBeenCalledWith(Cabin.Business);
    await expect(select).toHaveValue(String(Cabin.Business));
  },
};

/** بیزینس برگزیده شده است، مثلاً وقتی جستجویی از نشانی یا تاریخچه دوباره باز می‌شود. */
export const Business: Story = { args: { value: Cabin.Business } };

/** غیرفعال: فیلد خاکستری است و کلاس عوض نمی‌شود. */
export const Disabled: Story = { args: { disabled: true } };

/** در گوشی ۳۷۵ پیکسلی با فرست کلاس: فیلد هم‌عرض ستون فرم است و با لمس، فهرست خود گوشی باز می‌شود. */
export const OnMobile: Story = { ...ON_MOBILE, args: { value: Cabin.First } };

/** در تبلت ۷۶۸ پیکسلی: همان فیلد با عرض خودش؛ مسافر فرست کلاس را برمی‌گزیند و فیلد دست‌کم ۴۰ پیکسل بلند است. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'کلاس پرواز' });
    // SPEC §9's tap tolerance: a 40 px target at least.
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.selectOptions(select, String(Cabin.First));
    await expect(args.onChange).toHaveBeenCalledWith(Cabin.First);
    await expect(select).toHaveValue(String(Cabin.First));
  },
};
