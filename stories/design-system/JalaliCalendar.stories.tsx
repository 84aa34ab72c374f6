import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JalaliCalendar } from '../../src/design-system/JalaliCalendar';
import { addDays } from '../../src/domain/calendar-days';
import { STORY_TODAY, storyPrices } from './dates-fixtures';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Dates/JalaliCalendar',
  component: JalaliCalendar,
  args: { today: STORY_TODAY, value: null, numberOfMonths: 1, withCalendarSwitch: true, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'شبکه ماه شمسی، هفته از شنبه و جمعه قرمز، که درون انتخاب‌گرهای تاریخ باز می‌شود: تاریخ رفت و برگشت در جستجوی پرواز، ورود و خروج هتل، تاریخ تولد مسافر. '
          + 'مسافر روزی را برمی‌گزیند، ارزان‌ترین قیمت هر روز را زیر آن می‌بیند و می‌تواند تقویم را میلادی کند.',
      },
    },
  },
  argTypes: {
    value: { description: 'روز برگزیده، که با دایره پر نشان داده می‌شود؛ هیچ یعنی روزی برگزیده نشده. با بازه نادیده گرفته می‌شود.' },
    range: { description: 'به جای یک روز، بازه‌ای از رفت تا برگشت را می‌کشد؛ انتخاب‌گر رفت و برگشت آن را می‌دهد. هر سر ممکن است هنوز خالی باشد.' },
    rangePreview: { description: 'وقتی رفت برگزیده و برگشت نه، بازه تا روز زیر نشانگر یا فوکوس پیش‌نمایش داده می‌شود؛ پیش‌فرض خاموش.' },
    onChange: { description: 'روزی که می‌شود رزرو کرد زده شد، یا با «Enter» یا فاصله برگزیده شد؛ با همان روز صدا زده می‌شود.' },
    today: { description: 'امروز به وقت تهران، که دور آن حلقه است. صفحه‌ها آن را می‌دهند تا همه یک «امروز» داشته باشند؛ داستان‌ها روز ثابتی می‌دهند.' },
    minDate: { description: 'زودترین روز قابل انتخاب؛ روزهای پیش از آن کم‌رنگ و بسته‌اند. جستجوی پرواز امروز را می‌دهد.' },
    maxDate: { description: 'دیرترین روز قابل انتخاب؛ روزهای پس از آن کم‌رنگ و بسته‌اند و دکمه ماه بعد در ماه آخر خاموش است.' },
    disabledDates: { description: 'روزهای دیگری که برگزیده نمی‌شوند، فهرستی از روزها یا یک تابع؛ کم‌رنگ می‌مانند.' },
    prices: { description: 'ارزان‌ترین قیمت هر روز به ریال، که کوتاه‌شده به هزار تومان زیر روز می‌آید؛ ارزان‌ترین روز هر ماه نارنجی است.' },
    numberOfMonths: {
      control: 'inline-radio',
      options: [1, 2],
      description: 'چند ماه کنار هم: پیش‌فرض دو ماه در دسکتاپ (از ۹۹۲ پیکسل) و یک ماه در تبلت و گوشی.',
    },
    calendar: { description: 'تقویمی که شبکه می‌کشد وقتی صفحه آن را نگه می‌دارد: شمسی یا میلادی. روزهای برگزیده همیشه به یک شکل می‌مانند.' },
    defaultCalendar: {
      control: 'inline-radio',
      options: ['jalali', 'gregorian'],
      description: 'تقویم آغازین وقتی صفحه آن را نگه نمی‌دارد؛ پیش‌فرض شمسی.',
    },
    onCalendarChange: { description: 'وقتی مسافر با کلید شمسی و میلادی تقویم را عوض می‌کند، با تقویم تازه صدا زده می‌شود.' },
    withCalendarSwitch: { description: 'کلید «شمسی | میلادی» بالای شبکه را نشان می‌دهد؛ پیش‌فرض روشن.' },
    defaultMonth: { description: 'ماهی که وقتی روزی برگزیده نشده اول نشان داده می‌شود؛ پیش‌فرض ماه امروز.' },
    fullWidth: { description: 'ستون روزها تا عرض ظرف کش می‌آیند (برگه گوشی)؛ وگرنه هر روز ۴۴ تا ۴۸ پیکسل پهنا دارد. پیش‌فرض خاموش.' },
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

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** آبان ۱۴۰۵، هفته از شنبه؛ امروز (اینجا جمعه) حلقه دارد و ستون جمعه قرمز است. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('آبان ۱۴۰۵')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('شنبه');
    await expect(headers[6]).toHaveTextContent('جمعه');
  },
};

/** امروز، ۲۶ آبان، حلقه دارد و صفحه‌خوان «امروز» را می‌خواند. */
export const TodayMarked: Story = {
  args: { today: '2026-11-17' },
  play: async ({ canvasElement }) => {
    const today = within(canvasElement).getByRole('button', { name: '۲۶ آبان ۱۴۰۵، امروز' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('data-today');
  },
};

/** جمعه تعطیل است: عدد روز قرمز است، با کنتراست ۵٫۵ به ۱ روی سفید. */
export const Friday: Story = {
  play: async ({ canvasElement }) => {
    const friday = within(canvasElement).getByRole('button', { name: /^۲۲ آبان ۱۴۰۵/ });
    await expect(friday).toHaveAttribute('data-weekend');
  },
};

/** ۴ آذر برگزیده: دایره پر دارد و تنها روزی است که کلید «Tab» به آن می‌رسد. */
export const WithValue: Story = {
  args: { value: '2026-11-25' },
  play: async ({ canvasElement }) => {
    const chosen = within(canvasElement).getByRole('button', { name: '۴ آذر ۱۴۰۵، انتخاب‌شده' });
    await expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    // The chosen day is the grid's one tab stop.
    await expect(chosen).toHaveAttribute('tabindex', '0');
  },
};

/** روزهای پیش از امروز و پس از ۴۵ روز بسته‌اند؛ دکمه ماه قبل هم خاموش است. */
export const WithMinMax: Story = {
  args: { minDate: STORY_TODAY, maxDate: addDays(STORY_TODAY, 45) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '۲۸ آبان ۱۴۰۵' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'ماه قبل' })).toBeDisabled();
  },
};

/** چند روز بسته (مثلاً بی‌پرواز): کم‌رنگ‌اند و زدنشان چیزی برنمی‌گزیند. */
export const WithDisabledDays: Story = {
  args: { disabledDates: ['2026-11-10', '2026-11-11', '2026-11-18'] },
  play: async ({ canvasElement, args }) => {
    const day = within(canvasElement).getByRole('button', { name: '۲۰ آبان ۱۴۰۵' });
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** قیمت کوتاه‌شده هر روز به هزار تومان؛ ارزان‌ترین روز ماه نارنجی است و صفحه‌خوان «ارزان‌ترین» را می‌خواند. */
export const WithPrices: Story = {
  args: { prices: storyPrices(), minDate: STORY_TODAY },
  play: async ({ canvasElement }) => {
    const cheapest = within(canvasElement).getAllByRole('button', { name: /ارزان‌ترین/ });
    await expect(cheapest.length).toBeGreaterThan(0);
    await expect(cheapest[0]).toHaveAttribute('data-cheapest');
    await expect(cheapest[0]!.getAttribute('aria-label')).toMatch(/ارزان‌ترین [۰-۹٬]+ ریال$/);
  },
};

/** کلید «میلادی» شبکه را به ماه‌های میلادی با نام فارسی می‌برد؛ هفته باز هم از شنبه است و روز برگزیده همان روز است. */
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

/** دسکتاپ: دو ماه کنار هم با قیمت‌ها، ماه جلوتر در سمت چپ. */
export const TwoMonths: Story = {
  args: { numberOfMonths: 2, prices: storyPrices(), minDate: STORY_TODAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('آبان ۱۴۰۵')).toBeVisible();
    await expect(canvas.getByText('آذر ۱۴۰۵')).toBeVisible();
    await expect(canvas.getAllByRole('grid')).toHaveLength(2);
  },
};

/** بازه رفت و برگشت، ۷ تا ۱۵ آذر: دو سر دایره پر دارند و روزهای میان آن‌ها نوار کم‌رنگ. */
export const RangeChosen: Story = {
  args: { numberOfMonths: 2, range: { start: '2026-11-28', end: '2026-12-06' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '۷ آذر ۱۴۰۵، انتخاب‌شده' })).toHaveAttribute('data-selected');
    await expect(canvas.getByRole('button', { name: '۱۰ آذر ۱۴۰۵' }).closest('td')).toHaveAttribute('data-in-range');
  },
};

/** با صفحه‌کلید در راست‌به‌چپ: کلید چپ روز بعد، «PageDown» ماه بعد، «Home» شنبه همان هفته، و «Enter» برمی‌گزیند. */
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

/** در گوشی ۳۷۵ پیکسلی: یک ماه هم‌عرض صفحه با قیمت‌ها؛ هر روز دست‌کم ۴۰ پیکسل بلند است تا با انگشت زده شود. */
export const OnMobile: Story = {
  args: { prices: storyPrices(), minDate: STORY_TODAY, value: '2026-11-27', fullWidth: true },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole('button', { name: /^۶ آذر ۱۴۰۵/ });
    // SPEC §9's tap tolerance: day cells are at least 40 px tall on mobile.
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** در تبلت ۷۶۸ پیکسلی: یک ماه با قیمت‌ها، چنان که انتخاب‌گرها در تبلت باز می‌کنند؛ مسافر ماه بعد را باز می‌کند و ۱۰ آذر را برمی‌گزیند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { prices: storyPrices(), minDate: STORY_TODAY, numberOfMonths: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Below the desktop breakpoint one month, as in the pickers.
    await expect(canvas.getAllByRole('grid')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ماه بعد' }));
    await expect(canvas.getByText('آذر ۱۴۰۵')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^۱۰ آذر ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-01');
  },
};

/** میلادی در گوشی: نام ماه‌های میلادی بلندتر است (مثلاً «دسامبر ۲۰۲۶») و باز هم در عرض گوشی جا می‌شود؛ مسافر ماه بعد را باز می‌کند و روزی برمی‌گزیند. */
export const GregorianOnMobile: Story = {
  ...ON_MOBILE,
  args: { prices: storyPrices(), minDate: STORY_TODAY, fullWidth: true, defaultCalendar: 'gregorian' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('نوامبر ۲۰۲۶')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ماه بعد' }));
    await expect(canvas.getByText('دسامبر ۲۰۲۶')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^۳ دسامبر ۲۰۲۶/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-03');
  },
};
