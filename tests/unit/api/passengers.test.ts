import { describe, expect, it } from 'vitest';
import { fakeApi } from '../screens/account/fake-api';

const traveller = { firstNameEn: 'Sara', lastNameEn: 'Mohammadi', gender: 'Female' as const, birthDate: '1990-01-01' };

describe('passengers API module (SPEC §7)', () => {
  it('lists saved passengers with an empty POST body', async () => {
    const { api, seen } = fakeApi({ 'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [] });
    await expect(api.passengers.currentUserPassengers()).resolves.toEqual([]);
    expect(seen[0]!.body).toEqual({});
  });

  it('wraps the passenger in a field named passenger (SPEC §3)', async () => {
    const { api, seen } = fakeApi({ 'POST /api/flight-reservation/Passenger/AddOrUpdatePassenger': ({ body }) => ({ id: 'p1', ...(body as { passenger: object }).passenger }) });
    await expect(api.passengers.addOrUpdate(traveller)).resolves.toMatchObject({ id: 'p1', firstNameEn: 'Sara' });
    expect(seen[0]!.body).toEqual({ passenger: traveller });
  });

  it('deletes by id with DELETE', async () => {
    const { api, seen } = fakeApi({ 'DELETE /api/flight-reservation/Passenger/DeletePassenger/p1': () => true });
    await expect(api.passengers.remove('p1')).resolves.toBe(true);
    expect(seen[0]!.method).toBe('DELETE');
  });
});

describe('booking steps of flight-reservation (SPEC §7)', () => {
  it('submits, reserves, verifies and issues at their paths', async () => {
    const { api, seen } = fakeApi({
      'POST /api/flight-reservation/Submit/SubmitFlightOrder': ({ body }) => ({ id: 'o1', sent: body }),
      'POST /api/flight-reservation/Reserve/ReserveFlightOrder': ({ body }) => ({ id: (body as { orderId: string }).orderId, status: 'Reserved' }),
      'GET /api/flight-reservation/Submit/VerifyFlightOrder/o1': () => ({ canPay: true }),
      'GET /api/flight-reservation/Issue/VerifyIssueFlightTicket/o1': () => ({ issued: true }),
    });
    const request = { proposal: { requestId: 'r', proposalId: 'p' }, passengers: [], contact: { mobile: '09120000000' }, chanel: 'WebSite' as const };
    await expect(api.booking.submitFlightOrder(request)).resolves.toMatchObject({ id: 'o1', sent: request });
    await expect(api.booking.reserveFlightOrder('o1')).resolves.toMatchObject({ status: 'Reserved' });
    await expect(api.booking.verifyFlightOrder('o1')).resolves.toEqual({ canPay: true });
    await expect(api.booking.verifyIssueFlightTicket('o1')).resolves.toEqual({ issued: true });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST', 'GET', 'GET']);
  });

  it('fetches the ticket PDF as a blob from SPEC §7 ticket URL', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { api, seen } = fakeApi({ 'GET /api/flight-reservation/Tickets/FlightTicketPdf/o1': () => pdf });
    expect(api.booking.ticketPdfUrl('o1')).toBe('/api/flight-reservation/Tickets/FlightTicketPdf/o1');
    await expect(api.booking.ticketPdf('o1')).resolves.toBe(pdf);
    expect(seen[0]!.method).toBe('GET');
  });
});
