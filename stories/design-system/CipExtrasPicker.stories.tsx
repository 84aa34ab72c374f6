import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CipExtrasPicker, type CipExtraOption, type CipExtrasPickerProps } from '../../src/design-system';
import { CIP_EXTRAS } from './fixtures/cip';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

function Stateful(props: CipExtrasPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 640 }}>
      <CipExtrasPicker {...props} value={value} onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/CIP/CipExtrasPicker',
  component: CipExtrasPicker,
  args: { extras: CIP_EXTRAS, value: [], onChange: fn(), travellers: 2 },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component: 'خدمات اضافه CIP کنار سالن تشریفات، مثل خوشامدگو، باربر و گذر سریع؛ مسافر آن‌ها را در فرم رزرو CIP تیک می‌زند. '
          + 'هر خدمت قیمت و شیوه شمردنش را دارد («برای هر چمدان»، «برای هر مسافر»)، و خدمتی که شمردنی است دکمه‌های − و + برای تعداد می‌گیرد. فرودگاهی که خدمت اضافه ندارد این بخش را نشان نمی‌دهد.',
      },
    },
  },
  argTypes: {
    extras: { description: 'خدمات اضافه فرودگاه به ترتیب پیشنهاد: نام و توضیح فارسی، قیمت، شیوه شمردن (برای کل رزرو، هر مسافر یا هر مورد) و بیشترین تعداد.' },
    value: { description: 'خدماتی که مسافر خواسته؛ خدمت شمردنی با تعدادش. صفحه آن را در فرم رزرو و نشانی صفحه نگه می‌دارد.' },
    onChange: { description: 'با هر تیک یا تغییر تعداد صدا زده می‌شود، با فهرست تازه به ترتیب پیشنهاد؛ صفحه قیمت را دوباره برآورد می‌کند.' },
    travellers: { description: 'تعداد مسافران گروه؛ قیمت خدمتِ «برای هر مسافر» در آن ضرب و «جمع» زیرش نوشته می‌شود. پیش‌فرض یک نفر.' },
    label: { description: 'عنوان گروه؛ پیش‌فرض «خدمات اضافه».' },
    disabled: { description: 'همه تیک‌ها و دکمه‌های تعداد غیرفعال‌اند، مثلاً تا رزرو ثبت می‌شود.' },
    error: { description: 'پیام فارسی زیر فهرست، مثلاً وقتی خدمتی در این فرودگاه ارائه نمی‌شود.' },
  },
} satisfies Meta<typeof CipExtrasPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** هنوز چیزی انتخاب نشده: هر خدمت با قیمت و شیوه شمردنش. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'خدمات اضافه' })).toBeVisible();
    await expect(c.getAllByRole('checkbox')).toHaveLength(5);
    await expect(c.getByText('برای هر چمدان')).toBeVisible();
    await expect(c.getByText('برای هر مسافر')).toBeVisible();
    await expect(c.queryByRole('group', { name: 'تعداد باربر' })).toBeNull();
  },
};

/** تیک باربر یک چمدان می‌افزاید؛ با + و − تعداد چمدان‌ها تا بیشترین مجاز عوض می‌شود و برداشتن تیک آن را حذف می‌کند. */
export const CountingBags: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: /باربر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'porter', count: 1 }]);
    await userEvent.click(c.getByRole('button', { name: 'یک چمدان بیشتر' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'porter', count: 2 }]);
    await expect(c.getByText('۲ چمدان')).toBeVisible();
    await userEvent.click(c.getByRole('checkbox', { name: /خوشامدگو/ }));
    // Kept in the offer's order: the greeter comes first.
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'greeter' }, { extra: 'porter', count: 2 }]);
  },
};

/** خدمات انتخاب‌شده برای دو مسافر: «جمع» خدمتِ هر مسافر هر دو نفر را می‌شمارد و یک همراه در سالن «جمع» ندارد. */
export const Chosen: Story = {
  args: { value: [{ extra: 'greeter' }, { extra: 'porter', count: 3 }, { extra: 'lounge-guest', count: 1 }, { extra: 'fast-track' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('۳ چمدان')).toBeVisible();
    await expect(c.getByRole('button', { name: 'یک همراه کمتر' })).toBeDisabled();
    await expect(c.getAllByText(/جمع:/)).toHaveLength(2);
  },
};

/** تا رزرو ثبت می‌شود: تیک‌ها و دکمه‌های تعداد غیرفعال‌اند. */
export const Disabled: Story = { args: { disabled: true, value: [{ extra: 'porter', count: 2 }] } };

/** پیام خطا زیر فهرست: این خدمت در این فرودگاه ارائه نمی‌شود. */
export const WithError: Story = { args: { error: 'این خدمت اضافه در فرودگاه امام خمینی ارائه نمی‌شود.' } };

/** در گوشی: قیمت و دکمه‌های تعداد زیر نام و توضیح هر خدمت. */
export const OnMobile: Story = { ...ON_MOBILE, args: { value: [{ extra: 'porter', count: 2 }, { extra: 'fast-track' }] } };

/** گروه پنج‌نفره: با تیک «گذر سریع»، قیمت یک نفر در پنج ضرب و «جمع» زیرش نوشته می‌شود. */
export const LargeParty: Story = {
  args: { travellers: 5 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: /گذر سریع/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'fast-track' }]);
    await expect(c.getByText(/جمع:/)).toHaveTextContent('۲۰٬۰۰۰٬۰۰۰');
  },
};

/** Extras with long Persian titles and descriptions. */
const longExtras: CipExtraOption[] = [
  {
    ...CIP_EXTRAS[1]!,
    titleFa: 'باربر و حمل چمدان تا پای هواپیما',
    descriptionFa: 'حمل هر چمدان از درِ ترمینال تا تحویل بار، و در بازگشت از نوار نقاله تا خودروی شما؛ چمدان‌های بیش از ۳۲ کیلوگرم دو چمدان شمرده می‌شوند.',
  },
  {
    ...CIP_EXTRAS[2]!,
    titleFa: 'خودروی تشریفات از سالن تا پای پلکان هواپیما',
    descriptionFa: 'انتقال با خودروی تشریفات از سالن CIP تا پای پلکان هواپیما، بی گذر از اتوبوس فرودگاه؛ فقط برای پروازهایی که به جایگاه دور پارک می‌کنند.',
  },
];

/** نام‌ها و توضیح‌های بلند در گوشی: متن هر خدمت در چند خط می‌شکند و قیمت و دکمه‌های تعداد زیرش می‌مانند، بی آنکه از صفحه بیرون بزنند. */
export const LongTextOnMobile: Story = {
  ...ON_MOBILE,
  args: { extras: longExtras, value: [{ extra: 'porter', count: 3 }] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/بی گذر از اتوبوس فرودگاه/)).toBeVisible();
    const more = c.getByRole('button', { name: 'یک چمدان بیشتر' });
    await expect(more.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await userEvent.click(more);
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'porter', count: 4 }]);
    await expect(c.getByText('۴ چمدان')).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: نام و توضیح هر خدمت در یک سو و قیمت و تعداد در سوی دیگر، در یک ردیف. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { value: [{ extra: 'porter', count: 2 }, { extra: 'fast-track' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const porter = c.getByRole('checkbox', { name: /باربر/ }).getBoundingClientRect();
    const stepper = c.getByRole('group', { name: 'تعداد باربر' }).getBoundingClientRect();
    // Right to left: the extra on the right, its price and count on the left, on the same row.
    await expect(stepper.right).toBeLessThan(porter.left);
    await expect(stepper.top).toBeLessThan(porter.bottom + 40);
  },
};
