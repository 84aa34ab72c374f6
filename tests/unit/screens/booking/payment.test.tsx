import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentInfo } from '../../../../src/contract';
import { bookingRoutes } from '../../../../src/screens/booking/routes';
import { outcomeOf } from '../../../../src/screens/booking/PaymentScreen';
import { details, summary } from '../account/fixtures';
import { fakeApi } from '../account/fake-api';
import { preload, renderRoutes } from '../account/render';
import { expectPriceRows } from '../account/price-rows';

beforeAll(() => preload(bookingRoutes), 60_000);

const payment = (over: Partial<PaymentInfo> = {}): PaymentInfo => ({
  id: 'pay1', orderId: 'o1', purpose: 'Order', gatewayId: 1, amount: 30_000_000, walletAmount: 0, status: 'Succeeded', statusFa: 'موفق',
  referenceNumber: '123456789', cardMask: '603799******1112', message: null, createdAt: '2026-11-20T08:00:00Z', settledAt: '2026-11-20T08:01:00Z', ...over,
});
const reserved = { status: 'Reserved' as const, statusFa: 'رزروشده', holdExpiresAt: '2099-01-01T00:00:00Z', paidAt: null, issuedAt: null };

describe('/payment/{orderId}/ (where the bank sends the browser back)', () => {
  it('shows an issued order with its tickets and the bank reference', async () => {
    const { api } = fakeApi({
      'GET /api/payment/Pay/ById': () => payment(),
      'GET /api/flight-reservation/Issue/VerifyIssueFlightTicket/o1': () => ({ order: details(), issued: true, tickets: [], ticketPdfUrl: '/x', messages: [] }),
    });
    renderRoutes(bookingRoutes, '/payment/o1/?paymentId=pay1', api);
    expect(await screen.findByRole('heading', { name: 'پرداخت موفق بود و بلیت شما صادر شد' })).toBeInTheDocument();
    expect(screen.getByText('۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'بلیت‌ها' })).toBeInTheDocument();
    expect(screen.getByText('۰۹۶۲۱۳۴۵۶۷۸۹۰')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دانلود بلیت (PDF)' })).toBeInTheDocument();
    expectPriceRows(screen.getByRole('region', { name: 'جزئیات قیمت' }));
    // Issue 18: the ticket number and the card mask showed Latin digits.
    expect(screen.getByText('۶۰۳۷۹۹******۱۱۱۲')).toBeInTheDocument();
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelectorAll('style, script').forEach((el) => el.remove());
    // Digits are Persian except inside codes with Latin letters (PNR, flight, seat), kept whole in Latin.
    const codes = [...page.querySelectorAll('bdi')].map((el) => el.textContent!).filter((t) => /[A-Za-z]/.test(t));
    expect(codes).toEqual(expect.arrayContaining(['K7Q2XM']));
    expect(codes.reduce((text, code) => text.replace(code, ''), page.textContent!)).not.toMatch(/[0-9]/);
  });

  it('on a failed payment of a still-held order, pays again through Pay/Create and the bank page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, calls } = fakeApi({
      'GET /api/payment/Pay/ById': () => payment({ status: 'Failed', statusFa: 'ناموفق', message: 'موجودی کارت کافی نیست.', referenceNumber: null }),
      'GET /api/flight-reservation/Issue/VerifyIssueFlightTicket/o1': () => ({ order: details({ ...summary(reserved), items: [] }), issued: false, tickets: [], ticketPdfUrl: null, messages: ['پرداخت این سفارش هنوز انجام نشده است.'] }),
      'POST /api/payment/Pay/Create': () => ({ paymentId: 'pay2', url: 'http://bank.test/pay/2', amount: 1, walletAmount: 0, expiresAt: null }),
    });
    renderRoutes(bookingRoutes, '/payment/o1/?paymentId=pay1', api);
    expect(await screen.findByRole('heading', { name: 'پرداخت ناموفق بود' })).toBeInTheDocument();
    expect(screen.getByText('موجودی کارت کافی نیست.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت دوباره' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://bank.test/pay/2'));
    expect(calls('POST /api/payment/Pay/Create')[0]!.body).toEqual({ gatewayId: 1, walletType: 'Cache', isMobile: true, orderId: 'o1', useWallet: false });
    vi.unstubAllGlobals();
  });

  it('offers a new search for an expired order', async () => {
    const { api } = fakeApi({
      'GET /api/flight-reservation/Issue/VerifyIssueFlightTicket/o1': () => ({
        order: details({ ...summary({ status: 'Expired', statusFa: 'منقضی‌شده' }), items: [] }), issued: false, tickets: [], ticketPdfUrl: null,
        messages: ['مهلت پرداخت این سفارش تمام شد و بلیتی صادر نشد.'],
      }),
    });
    renderRoutes(bookingRoutes, '/payment/o1/', api);
    expect(await screen.findByRole('heading', { name: 'مهلت این سفارش تمام شده است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی دوباره پرواز' })).toHaveAttribute('href', '/');
  });

  it('shows a not-found error for someone else\'s order', async () => {
    const { api } = fakeApi({});
    renderRoutes(bookingRoutes, '/payment/o9/', api);
    expect(await screen.findByText('این پرداخت یا سفارش در حساب شما پیدا نشد.')).toBeInTheDocument();
  });

  it('has an empty state without an order or a payment', async () => {
    const { api, seen } = fakeApi({});
    renderRoutes(bookingRoutes, '/payment/', api);
    expect(await screen.findByText('پرداختی برای نمایش نیست')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('derives the outcome from the payment and the order', () => {
    const verify = (status: 'Paid' | 'Reserved', issued = false) => ({ order: details(summary({ status })), issued, tickets: [], ticketPdfUrl: null, messages: [] });
    expect(outcomeOf(payment(), verify('Paid'))).toBe('paid');
    expect(outcomeOf(payment(), verify('Paid', true))).toBe('issued');
    expect(outcomeOf(payment({ status: 'Pending' }), verify('Reserved'))).toBe('pending');
    expect(outcomeOf(payment({ status: 'Cancelled' }), verify('Reserved'))).toBe('failed');
    expect(outcomeOf(payment({ status: 'Returned' }), verify('Reserved'))).toBe('returned');
    expect(outcomeOf(payment({ purpose: 'WalletCharge', orderId: null }), null)).toBe('charged');
    expect(outcomeOf(null, verify('Reserved'))).toBe('unpaid');
  });
});
