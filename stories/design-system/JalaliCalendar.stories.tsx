import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JalaliCalendar } from '../../src/design-system/JalaliCalendar';
import { addDays } from '../../src/domain/calendar-days';
import { STORY_TODAY, storyPrices } from './dates-fixtures';

const meta = {
  title: 'Design system/Dates/JalaliCalendar',
  component: JalaliCalendar,
  args: { today: STORY_TODAY, value: null, numberOfMonths: 1, withCalendarSwitch: true, onChange: fn() },
  argTypes: {
    numberOfMonths: { control: 'inline-radio', options: [1, 2] },
    defaultCalendar: { control: 'inline-radio', options: ['jalali', 'gregorian'] },
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxInlineSize: args.numberOfMonths === 2 ? 720 : 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JalaliCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Aban 1405, Saturday first; today (a Friday here) is ringed and the Friday column is red. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('آبان ۱۴۰۵')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('شنبه');
    await expect(headers[6]).toHaveTextContent('جمعه');
  },
};

export const TodayMarked: Story = {
  args: { today: '2026-11-17' },
  play: async ({ canvasElement }) => {
    const today = within(canvasElement).getByRole('button', { name: '۲۶ آبان ۱۴۰۵، امروز' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('data-today');
  },
};

/** Friday is the weekend: its number is red (red.9, 5.5:1 on white). */
export const Friday: Story = {
  play: async ({ canvasElement }) => {
    const friday = within(canvasElement).getByRole('button', { name: /^۲۲ آبان ۱۴۰۵/ });
    await expect(friday).toHaveAttribute('data-weekend');
  },
};

export const WithValue: Story = {
  args: { value: '2026-11-25' },
  play: async ({ canvasElement }) => {
    const chosen = within(canvasElement).getByRole('button', { name: '۴ آذر ۱۴۰۵، انتخاب‌شده' });
    await expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    // The chosen day is the grid's one tab stop.
    await expect(chosen).toHaveAttribute('tabindex', '0');
  },
};

/** Days before today and after 45 days are disabled; the previous-month button too. */
export const WithMinMax: Story = {
  args: { minDate: STORY_TODAY, maxDate: addDays(STORY_TODAY, 45) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '۲۸ آبان ۱۴۰۵' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'ماه قبل' })).toBeDisabled();
  },
};

export const WithDisabledDays: Story = {
  args: { disabledDates: ['2026-11-10', '2026-11-11', '2026-11-18'] },
  play: async ({ canvasElement, args }) => {
    const day = within(canvasElement).getByRole('button', { name: '۲۰ آبان ۱۴۰۵' });
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Compact fares in thousands of toman; the month's cheapest day is orange and says so to screen readers. */
export const WithPrices: Story = {
  args: { prices: storyPrices(), minDate: STORY_TODAY },
  play: async ({ canvasElement }) => {
    const cheapest = within(canvasElement).getAllByRole('button', { name: /ارزان‌ترین/ });
    await expect(cheapest.length).toBeGreaterThan(0);
    await expect(cheapest[0]).toHaveAttribute('data-cheapest');
    await expect(cheapest[0]!.getAttribute('aria-label')).toMatch(/ارزان‌ترین [۰-۹٬]+ ریال$/);
  },
};

/** The switch flips the grid to Gregorian months with Persian names; still Saturday first, still ISO. */
export const GregorianMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('میلادی'));
    await expect(canvas.getByText('نوامبر ۲۰۲۶')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('شنبه');
    await userEvent.click(canvas.getByRole('button', { name: '۲۴ نوامبر ۲۰۲۶' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-24');
  },
};

/** Desktop: two months side by side, previous at inline-start, next at inline-end. */
export const TwoMonths: Story = {
  args: { numberOfMonths: 2, prices: storyPrices(), minDate: STORY_TODAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('آبان ۱۴۰۵')).toBeVisible();
    await expect(canvas.getByText('آذر ۱۴۰۵')).toBeVisible();
    await expect(canvas.getAllByRole('grid')).toHaveLength(2);
  },
};

export const RangeChosen: Story = {
  args: { numberOfMonths: 2, range: { start: '2026-11-28', end: '2026-12-06' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '۷ آذر ۱۴۰۵، انتخاب‌شده' })).toHaveAttribute('data-selected');
    await expect(canvas.getByRole('button', { name: '۱۰ آذر ۱۴۰۵' }).closest('td')).toHaveAttribute('data-in-range');
  },
};

/** RTL: ArrowLeft is the next day, PageDown the next month, Home the week's Saturday, Enter chooses. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('button', { name: '۲۹ آبان ۱۴۰۵، امروز' });
    await expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    const focusedDate = () => document.activeElement?.getAttribute('data-date');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDate()).toBe('2026-11-21'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDate()).toBe('2026-11-28'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-28'));
    await expect(canvas.getByText('دی ۱۴۰۵')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-26'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDate()).toBe('2026-12-25'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-25');
  },
};

export const OnMobile: Story = {
  args: { prices: storyPrices(), minDate: STORY_TODAY, value: '2026-11-27', fullWidth: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole('button', { name: /^۶ آذر ۱۴۰۵/ });
    // SPEC §9's tap tolerance: day cells are at least 40 px tall on mobile.
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
