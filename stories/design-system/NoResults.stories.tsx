import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoResults } from '../../src/design-system/NoResults';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/NoResults',
  component: NoResults,
  args: { reason: 'no-flights', onClearFilters: fn(), onChangeSearch: fn() },
  parameters: {
    docs: {
      description: {
        component: 'پیام خالی بودن نتایج پرواز، به جای فهرست کارت‌ها: یا جست‌وجو هیچ پروازی نیافته و مسافر را به تغییر روز یا مسیر می‌فرستد، '
          + 'یا پرواز هست اما فیلترها همه را پنهان کرده‌اند و دکمه «حذف فیلترها» آن‌ها را برمی‌گرداند.',
      },
    },
  },
  argTypes: {
    reason: {
      control: 'inline-radio',
      options: ['no-flights', 'no-match'],
      description: 'چرا خالی است: «no-flights» یعنی برای این مسیر و روز پروازی نیست، «no-match» یعنی پرواز هست ولی با فیلترهای مسافر جور نیست. صفحه نتایج از تعداد پروازهای جست‌وجو آن را تعیین می‌کند.',
    },
    onClearFilters: { description: 'دکمه «حذف فیلترها» در حالت «no-match» آن را صدا می‌زند؛ صفحه نتایج همه فیلترها را پاک می‌کند. بی آن دکمه‌ای نیست.' },
    onChangeSearch: { description: 'دکمه «تغییر جستجو» در حالت «no-flights» آن را صدا می‌زند؛ صفحه نتایج فرم جست‌وجو را باز می‌کند تا مسافر روز یا مسیر دیگری بزند. بی آن دکمه‌ای نیست.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** جست‌وجو هیچ پروازی نیافته: پیام می‌گوید روز دیگری از نوار تاریخ بزنید یا مسیر را عوض کنید، و دکمه «تغییر جستجو» فرم را باز می‌کند. */
export const NoFlights: Story = {
  play: async ({ canvasElement, args }) => {
    const empty = within(canvasElement);
    await expect(empty.getByText('پروازی پیدا نشد')).toBeVisible();
    await expect(empty.queryByRole('button', { name: 'حذف فیلترها' })).toBeNull();
    await userEvent.click(empty.getByRole('button', { name: 'تغییر جستجو' }));
    await expect(args.onChangeSearch).toHaveBeenCalledTimes(1);
  },
};

/** پرواز هست، اما فیلترها همه را پنهان کرده‌اند: دکمه «حذف فیلترها» فهرست را برمی‌گرداند. */
export const NoMatchForFilters: Story = {
  args: { reason: 'no-match' },
  play: async ({ canvasElement, args }) => {
    const empty = within(canvasElement);
    await expect(empty.getByText('پروازی با این فیلترها نیست')).toBeVisible();
    await userEvent.click(empty.getByRole('button', { name: 'حذف فیلترها' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** در گوشی ۳۷۵ پیکسلی: پیام در چند سطر می‌شکند و دکمه زیر آن است. */
export const OnMobile: Story = {
  args: { reason: 'no-match' },
  ...ON_MOBILE,
};

/** در تبلت ۷۶۸ پیکسلی: پیام «پروازی پیدا نشد» در پهنای ستون نتایج؛ مسافر «تغییر جستجو» را می‌زند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const empty = within(canvasElement);
    await expect(empty.getByRole('status')).toHaveTextContent('پروازی پیدا نشد');
    await userEvent.click(empty.getByRole('button', { name: 'تغییر جستجو' }));
    await expect(args.onChangeSearch).toHaveBeenCalledTimes(1);
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
