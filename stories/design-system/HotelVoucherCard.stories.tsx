import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelVoucherCard, type HotelVoucherData } from '../../src/design-system/HotelVoucherCard';
import { ON_MOBILE } from './fixtures/booking';
import { HOTEL_PHOTOS } from './fixtures/hotels';

const issued: HotelVoucherData = {
  orderNumber: 100245,
  confirmationNumber: 'HT-7K2Q9M',
  state: 'issued',
  statusFa: 'صادر شده',
  hotelNameFa: 'هتل پارسیان آزادی',
  hotelNameEn: 'Parsian Azadi Hotel',
  stars: 5,
  cityFa: 'تهران',
  addressFa: 'تهران، بزرگراه شهید چمران، نبش خیابان یمن',
  photoUrl: HOTEL_PHOTOS.tower,
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  nights: 3,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  rooms: [
    { key: 'r1', nameFa: 'دو تخته دابل', bedsFa: 'یک تخت دونفره', board: 'breakfast', adults: 2, childAges: [], guestFa: 'سارا احمدی', guestEn: 'SARA AHMADI', price: 54_000_000 },
    { key: 'r2', nameFa: 'سه تخته', bedsFa: 'یک تخت دونفره و یک تخت یک‌نفره', board: 'half-board', adults: 2, childAges: [7], guestFa: 'علی رضایی', guestEn: 'ALI REZAEI', price: 72_600_000 },
  ],
  cancellationFa: 'لغو رایگان تا ۷ آذر ۱۴۰۵؛ پس از آن ۵۰٪ مبلغ کسر می‌شود.',
  specialRequests: 'اتاق‌ها کنار هم باشند.',
};

const meta = {
  title: 'Design system/Hotels/HotelVoucherCard',
  component: HotelVoucherCard,
  args: { voucher: issued, onDownload: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof HotelVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Issued: numbers in isolates, Jalali dates with weekdays and times, every room and guest, and the PDF. */
export const Issued: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('HT-7K2Q9M').tagName).toBe('BDI');
    await expect(card.getByText('پنجشنبه ۱۹ آذر ۱۴۰۵')).toBeVisible();
    await expect(card.getByText('از ساعت ۱۴:۰۰')).toBeVisible();
    await expect(card.getByText(/۲ بزرگسال، ۱ کودک \(۷ ساله\)/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** Paid but not confirmed by the hotel yet: no confirmation number and no PDF. */
export const Pending: Story = {
  args: { voucher: { ...issued, state: 'pending', statusFa: 'پرداخت شده', confirmationNumber: null, specialRequests: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole('button', { name: /دانلود/ })).toBeNull();
    await expect(card.queryByText('درخواست ویژه')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { voucher: { ...issued, state: 'refunded', statusFa: 'استرداد شده', photoUrl: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('استرداد شده')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

export const Downloading: Story = { args: { downloading: true } };

export const OnMobile: Story = { ...ON_MOBILE };
