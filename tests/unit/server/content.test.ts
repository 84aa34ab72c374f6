import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { storeKinds } from './test-database';
import { errorsOf, useServer } from './server-fixture';

const POSTS = '/api/blog/wp-json/wp/v2/posts';

/** SPEC §7 routes of part 2, grouped by service. */
const RESERVATION_PATHS = [
  'Passenger/GetCurrentUserPassengers', 'Passenger/AddOrUpdatePassenger', 'Passenger/DeletePassenger/{id}',
  'Proposals/GetFlightDetails', 'FareRules/GetRouteRules', 'FareRules/GetFareRules',
  'Submit/SubmitFlightOrder', 'Reserve/ReserveFlightOrder', 'Submit/VerifyFlightOrder/{id}', 'Issue/VerifyIssueFlightTicket/{id}', 'Tickets/FlightTicketPdf/{id}',
].map((p) => `/api/flight-reservation/${p}`).concat([
  'GetCurrentUserOrders', 'GetCurrentUserOrderDetails/{id}', 'GetOrderPassengers/{id}', 'GetById/{id}', 'ApplyDiscountVoucher', 'RemoveDiscountVoucher', 'CancelOrder',
].map((p) => `/api/orders/Order/${p}`)).concat([
  'wallet/CurrentUserBalance', 'wallet/CurrentUserBalanceDifference', 'wallet/ConfirmOrder', 'WalletFlows/GetCurrentUserWalletFlows', 'WalletFlows/CheckGiftExceedCount',
].map((p) => `/api/wallet/${p}`)).concat([
  'Pay/Create', 'Pay/ById', 'Pay/Callback', 'Sandbox/Pay/{authority}', 'Pay/Gateways', 'Pay/Go/{id}', 'Pay/Return/{id}',
].map((p) => `/api/payment/${p}`)).concat([
  'RefundReason/GetAll', 'RefundableItems/GetOrderRefundableItems/{orderId}', 'RefundRequest/Quote', 'RefundRequest/GetOrderRefunds/{orderId}', 'RefundRequest/Create',
].map((p) => `/api/refund/${p}`)).concat([
  'Visa/GetVisaEnums', 'Visa/GetBasePrices', 'Visa/GetTotalPrice', 'Submit/SubmitVisaRequest', 'Submit/UploadImage', 'Submit/Image/{id}', 'Submit/VerifyVisaPayment/{id}',
].map((p) => `/api/visa/${p}`)).concat(['/api/orders/Order/GetCurrentUserVisaOrderDetails/{id}', '/api/orders/VisaOrder/GetById']).concat([
  'CallStep', 'GetSafarMarketRequestByOrderId', 'GetSafarMarketRequestByProposalId',
].map((p) => `/api/resellers/SafarMarket/SafarMarket/${p}`)).concat([
  'Book', 'GetHotelOrderDetails/{id}', 'Voucher/{id}',
].map((p) => `/api/hotel-reservation/HotelReservation/${p}`)).concat([
  'Cip/GetAirports', 'Cip/Quote', 'CipReservation/Book', 'CipReservation/GetCipOrderDetails/{id}', 'CipReservation/Voucher/{id}',
].map((p) => `/api/cip/${p}`)).concat([
  'Tour/GetTours', 'Tour/Quote', 'TourReservation/Book', 'TourReservation/GetTourOrderDetails/{id}', 'TourReservation/Voucher/{id}',
].map((p) => `/api/tours/${p}`)).concat(['/api/live']);

describe.each(storeKinds())('blog, images and the OpenAPI document on %s', (kind) => {
  const f = useServer(kind);
  const get = (url: string, headers: Record<string, string> = {}) => f.app.inject({ method: 'GET', url, headers });

  it('answers blog posts in the WordPress REST shape, 8 per page, newest first, with embedded media', async () => {
    const res = await get(`${POSTS}?page=1&per_page=8&_embed=1&timestamp=5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-wp-total']).toBe('18');
    expect(res.headers['x-wp-totalpages']).toBe('3');
    const posts = res.json();
    expect(posts).toHaveLength(8);
    const dates = posts.map((p: { date_gmt: string }) => p.date_gmt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const post = posts[0];
    expect(post).toMatchObject({ id: 1, slug: 'kish-in-winter', date: '2026-11-18T09:30:00', status: 'publish', type: 'post' });
    expect(post.title.rendered).toMatch(/کیش/);
    expect(post.excerpt.rendered).toMatch(/^<p>/);
    expect(post.link).toMatch(/\/blog\/kish-in-winter\/$/);
    const media = post._embedded['wp:featuredmedia'][0];
    expect(media).toMatchObject({ id: post.featured_media, media_type: 'image', alt_text: expect.stringMatching(/[آ-ی]/) });
    const image = await get(new URL(media.media_details.sizes.medium.source_url).pathname + new URL(media.media_details.sizes.medium.source_url).search);
    expect(image.statusCode).toBe(200);
    const page3 = (await get(`${POSTS}?page=3`)).json();
    expect(page3).toHaveLength(2);
    expect(page3[0]._embedded).toBeUndefined();
    expect((await get(POSTS)).json()).toHaveLength(8);
    expect(errorsOf(await get(`${POSTS}?page=4`)).page![0]).toMatch(/۳/);
    expect(errorsOf(await get(`${POSTS}?page=0`)).page).toBeDefined();
    expect(errorsOf(await get(`${POSTS}?page=abc`)).page).toEqual(['شماره صفحه باید عدد صحیح باشد.']);
    expect(errorsOf(await get(`${POSTS}?per_page=1000`)).per_page).toBeDefined();
  });

  it('serves seeded images resized with sharp, as asked, and cached', async () => {
    const res = await get('/images/blog/kish-in-winter.jpg?rmode=max&width=300&height=300');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    const crop = await sharp((await get('/images/cities/tehran.webp?rmode=crop&width=200&height=200')).rawPayload).metadata();
    expect([crop.format, crop.width, crop.height]).toEqual(['webp', 200, 200]);
    const logo = await get('/images/airlines/IR.svg');
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('<svg');
    const png = await sharp((await get('/images/airlines/W5.png?width=32')).rawPayload).metadata();
    expect([png.format, png.width]).toEqual(['png', 32]);
    const again = await get('/images/blog/kish-in-winter.jpg?rmode=max&width=300&height=300', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const full = await sharp((await get('/images/blog/refund-guide.jpg?timestamp=1')).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([1200, 800]);
  });

  it('answers unknown or hostile image paths with a JSON 404 and bad sizes with 400, never the app page', async () => {
    for (const url of ['/images/nope.jpg', '/images/blog/nope.png', '/images/a/..%2f..%2f..%2fpackage.json', '/images/blog/kish-in-winter.exe', '/images/', '/images', '/images/blog//kish-in-winter.jpg', '/images/Blog/kish-in-winter.jpg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    expect(errorsOf(await get('/images/blog/kish-in-winter.jpg?width=0')).width).toBeDefined();
    expect(errorsOf(await get('/images/blog/kish-in-winter.jpg?width=99999')).width).toBeDefined();
    expect(errorsOf(await get('/images/blog/kish-in-winter.jpg?rmode=stretch')).rmode).toBeDefined();
  });

  it('serves an OpenAPI document that lists every route with its base', async () => {
    const res = await get('/api/openapi.json?timestamp=1');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    const expected = [
      '/api/health', '/api/ready',
      '/api/flight-catalog/FlightCatalog/Available', '/api/flight-catalog/FlightCatalog/FlightDetail', '/api/flight-catalog/FlightCatalog/GetAvailableRequest',
      '/api/flight-catalog/FlightCatalog/GetPlpProposalDetails', '/api/flight-catalog/FlightCalendar/CalendarPrices',
      '/api/hotel-catalog/HotelCatalog/GetDestinations', '/api/hotel-catalog/HotelCatalog/Search', '/api/hotel-catalog/HotelCatalog/GetHotel',
      '/api/hotel-catalog/HotelCatalog/GetCalendarPrices',
      '/api/flight-configuration/Agency/GetAgencies', '/api/flight-configuration/Airport/GetInternationalPlpAirports',
      '/api/flight-configuration/Airport/GetDomesticPlpAirports', '/api/flight-configuration/Country/GetAllCountries',
      '/account/otp/create', '/account/connect/token', '/account/connect/revocation', '/account/api/Account/CurrentUser', '/account/api/Account/Update',
      '/account/api/Account/ChangePassword', '/account/api/Account/userExistsByPhoneOrEmail',
      '/api/user-interactions/FlightUserInteractions/GetFlightSearchHistories', '/api/user-interactions/FlightUserInteractions/DeActive',
      '/api/blog/wp-json/wp/v2/posts', '/images/{*}', '/api/openapi.json',
      // Issue 30: fare watch.
      '/api/fare-watch/Watches', '/api/fare-watch/Watches/{id}', '/api/fare-watch/Watches/{id}/Channels', '/api/fare-watch/Push/PublicKey',
      '/api/fare-watch/Push/Subscriptions', '/api/fare-watch/FlexibleDates', '/api/fare-watch/PriceInsight',
      ...RESERVATION_PATHS,
    ];
    expect(paths.sort()).toEqual(expected.sort());
    for (const [path, operations] of Object.entries(doc.paths) as [string, Record<string, { parameters?: { name: string }[] }>][]) {
      expect(path.startsWith('/api/') || path.startsWith('/account/') || path.startsWith('/images/'), path).toBe(true);
      for (const op of Object.values(operations)) expect(op.parameters?.map((p) => p.name), path).toContain('timestamp');
    }
    expect(doc.paths['/account/connect/token'].post.requestBody.content).toHaveProperty('application/x-www-form-urlencoded');
    expect(doc.paths['/account/api/Account/CurrentUser'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
