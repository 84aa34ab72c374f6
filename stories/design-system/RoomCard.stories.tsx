import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoomCard } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { doubleRoom, juniorSuite, ROOM_TODAY, singleRoom, twinRoomOnly } from './fixtures/hotels';

/** Three nights from Wednesday 25 Azar 1405 (Thursday and Friday dearer), seen on 10 Azar. */
const meta = {
  title: 'Design system/Hotels/RoomCard',
  component: RoomCard,
  args: { room: doubleRoom, today: ROOM_TODAY, onReserve: fn(), fewRoomsThreshold: 3, defaultNightsOpened: false, onNightsOpenedChange: fn() },
  // The hotel page's rooms column is about this wide on a desktop.
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof RoomCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LATIN_DIGIT = /[0-9]/;

export const Playground: Story = {};

export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'اتاق دو تخته دبل، با صبحانه' });
    await expect(within(card).getByRole('heading', { name: 'اتاق دو تخته دبل' })).toBeVisible();
    await expect(within(card).getByText('یک تخت دو نفره')).toBeVisible();
    await expect(within(card).getByText('۲ بزرگسال')).toBeVisible();
    await expect(within(card).getByText('۱ کودک')).toBeVisible();
    await expect(within(card).getByText('۲۸ متر مربع')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await expect(within(card).getByText('قیمت ۳ شب')).toBeVisible();
    await expect(within(card).getByText('۱۸۶٬۰۰۰٬۰۰۰')).toBeVisible();
    await expect(within(card).queryByText(/باقی مانده/)).toBeNull();
    await expect(card.textContent).not.toMatch(LATIN_DIGIT);
    await userEvent.click(within(card).getByRole('button', { name: 'رزرو اتاق دو تخته دبل، با صبحانه' }));
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
  },
};

/** Chosen for its room of a party of several rooms: marked, its button reads «انتخاب شد» and stays a button to choose again. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'اتاق دو تخته دبل، با صبحانه' });
    await expect(card).toHaveAttribute('data-selected', 'true');
    const button = within(card).getByRole('button', { name: 'رزرو اتاق دو تخته دبل، با صبحانه' });
    await expect(button).toHaveTextContent('انتخاب شد');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
  },
};

export const FewRoomsLeft: Story = {
  args: { room: juniorSuite },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فقط ۲ اتاق باقی مانده')).toBeVisible();
    await expect(within(canvasElement).getByText('۲ کودک')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^رزرو/ })).toBeEnabled();
  },
};

export const SoldOut: Story = {
  args: { room: singleRoom },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^رزرو/ })).toBeNull();
    await expect(within(canvasElement).queryByText(/کودک/)).toBeNull();
  },
};

export const NonRefundable: Story = {
  args: { room: twinRoomOnly },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غیرقابل استرداد')).toBeVisible();
    await expect(within(canvasElement).getByText('بدون صبحانه')).toBeVisible();
  },
};

/** «قیمت شب به شب» opens the nights: Thursday and Friday are dearer, marked «نرخ پیک». */
export const NightsOpened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'قیمت شب به شب' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onNightsOpenedChange).toHaveBeenLastCalledWith(true);
    const table = canvas.getByRole('table', { name: 'قیمت هر شب اتاق دو تخته دبل' });
    const rows = within(table).getAllByRole('row');
    // Head, three nights, the total.
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('چهارشنبه ۲۵ آذر');
    await expect(rows[1]).toHaveTextContent('۵۴٬۰۰۰٬۰۰۰');
    await expect(rows[1]).not.toHaveTextContent('نرخ پیک');
    await expect(rows[2]).toHaveTextContent('پنجشنبه ۲۶ آذر');
    await expect(rows[2]).toHaveTextContent('نرخ پیک');
    await expect(rows[3]).toHaveTextContent('جمعه ۲۷ آذر');
    await expect(rows[3]).toHaveTextContent('۶۶٬۰۰۰٬۰۰۰');
    await expect(rows[4]).toHaveTextContent('جمع ۳ شب');
    await expect(table.textContent).not.toMatch(LATIN_DIGIT);
  },
};

/** Closing again hides the table. */
export const NightsClosedAgain: Story = {
  args: { defaultNightsOpened: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'قیمت شب به شب' }));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Abroad (Istanbul, Dubai…): the hotel's own currency beside the rials, its code left to right. */
export const ForeignCurrency: Story = {
  args: { room: { ...doubleRoom, localPrice: { currency: 'EUR', amount: 2_480 } } },
  play: async ({ canvasElement }) => {
    const local = within(canvasElement).getByTestId('local-price');
    await expect(local).toHaveTextContent('حدود ۲٬۴۸۰ EUR به ارز هتل');
    await expect(local.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  },
};

export const OnMobile: Story = {
  args: { room: juniorSuite, defaultNightsOpened: true },
  ...ON_MOBILE,
};

export const SoldOutOnMobile: Story = {
  args: { room: singleRoom },
  ...ON_MOBILE,
};
