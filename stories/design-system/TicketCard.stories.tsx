import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketCard } from '../../src/design-system/TicketCard';
import { issuedTicket, ON_MOBILE, TICKET_PDF_HREF } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/TicketCard',
  component: TicketCard,
  args: { ticket: issuedTicket, pdfHref: TICKET_PDF_HREF },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Codes sit in LTR isolates, whole in Latin when they have letters ("IR 451", "K7Q2XM"), Persian digits when they have none (the ticket number). */
export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('K7Q2XM').tagName).toBe('BDI');
    await expect(card.getByText('IR 451')).toHaveAttribute('dir', 'ltr');
    await expect(card.getByText('جمعه ۱۳ آذر ۱۴۰۵')).toBeVisible();
    await expect(card.getByText('۰۸:۳۰')).toBeVisible();
    await expect(card.getByText('۲۰ کیلوگرم')).toBeVisible();
    await expect(card.getByRole('link', { name: /دانلود بلیت/ })).toHaveAttribute('href', TICKET_PDF_HREF);
  },
};

/** Before check-in: no seat yet, hand luggage only, no PDF link. */
export const NoSeatNoPdf: Story = {
  args: { ticket: { ...issuedTicket, seat: undefined, baggageKg: 0, passengerNameFa: undefined, fareClass: undefined }, pdfHref: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('هنگام پذیرش')).toBeVisible();
    await expect(card.getByText('فقط بار دستی')).toBeVisible();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

export const OnMobile: Story = { ...ON_MOBILE };
