import { describe, expect, it } from 'vitest';
import type { HotelOrderDetails, PaymentInfo } from '../../../../src/contract';
import { EMPTY_PASSENGER } from '../../../../src/design-system';
import { Gender } from '../../../../src/domain';
import { bookedOutcomeOf as hotelOutcomeOf } from '../../../../src/screens/booking/parts/booked-product';
import { guestInputOf, roomLabel, roomLinesOf, voucherOf } from '../../../../src/screens/hotels/booking/parts/hotel-order-view';

const payment = (status: PaymentInfo['status']) => ({ status }) as PaymentInfo;

const order = {
  id: 'o1', number: 1042, status: 'Issued', statusFa: 'صادرشده', confirmationNumber: 'HC-0100003',
  hotel: {
    hotelId: 7, nameFa: 'هتل نور', nameEn: 'Noor Hotel', stars: 4, kind: 'hotel', cityId: 1, cityNameFa: 'مشهد', districtFa: 'طبرسی',
    addressFa: 'مشهد، خیابان طبرسی', latitude: 36.3, longitude: 59.6, checkInTime: '14:00', checkOutTime: '12:00', photos: ['hotels/7/1', 'hotels/7/2'],
  },
  stay: { cityId: 1, hotelId: 7, checkIn: '2026-12-04', checkOut: '2026-12-06', nights: 2, rooms: [{ adults: 2, childAges: [6] }] },
  rooms: [{
    id: 'r1', roomTypeId: 'double', roomNameFa: 'اتاق دوتخته دبل', bedsFa: 'یک تخت دونفره', board: 'breakfast', adults: 2, childAges: [6],
    leadGuest: { firstNameFa: null, lastNameFa: null, firstNameEn: 'Sara', lastNameEn: 'Smith', gender: 'Female', nationality: 'TR', nationalCode: null, passportNumber: 'U1234567', passportExpiryDate: '2030-01-01' },
    nights: [{ date: '2026-12-04', price: 10_000_000, roomsLeft: 3 }, { date: '2026-12-05', price: 12_000_000, roomsLeft: 3 }], price: 22_000_000,
  }],
  cancellationFa: 'لغو رایگان تا ۳۰ آذر', specialRequests: null,
} as unknown as HotelOrderDetails;

describe('hotel booking views', () => {
  it('names a room without repeating «اتاق» and joins its parts with commas (a dot beside Persian digits reads as zero)', () => {
    expect(roomLabel(0, { roomNameFa: 'اتاق دوتخته دبل', board: 'breakfast' }, 2)).toBe('اتاق ۱: دوتخته دبل، با صبحانه، ۲ شب');
    expect(roomLinesOf(order)).toEqual([{ key: 'r1', label: 'اتاق ۱: دوتخته دبل، با صبحانه، ۲ شب', amount: 22_000_000 }]);
  });

  it('prints the voucher from the order: a foreign guest by the Latin name, the first photo, the issued state', () => {
    const voucher = voucherOf(order);
    expect(voucher).toMatchObject({ orderNumber: 1042, confirmationNumber: 'HC-0100003', state: 'issued', nights: 2, checkInTime: '14:00' });
    // Cropped to twice the voucher's 112×84 (a `w` parameter was dropped by the images route, which then sent the full photo).
    expect(voucher.photoUrl).toBe('/images/hotels/7/1.jpg?rmode=crop&width=240&height=180');
    expect(voucher.rooms[0]).toMatchObject({ guestFa: 'Sara Smith', guestEn: 'SARA SMITH', childAges: [6], price: 22_000_000 });
    expect(voucherOf({ ...order, status: 'Paid' }).state).toBe('pending');
    expect(voucherOf({ ...order, status: 'Refunded' }).state).toBe('refunded');
  });

  it('sends a lead guest without a birth date, and only the identity their nationality shows', () => {
    const iranian = guestInputOf({ ...EMPTY_PASSENGER, firstNameFa: ' سارا ', lastNameFa: 'احمدی', firstNameEn: 'Sara', lastNameEn: 'Ahmadi', gender: Gender.Female, nationalCode: '0041234566', passportNumber: 'X1', birthDate: '1990-01-01' }, 'p1');
    expect(iranian).toEqual({ passengerId: 'p1', firstNameFa: 'سارا', lastNameFa: 'احمدی', firstNameEn: 'Sara', lastNameEn: 'Ahmadi', gender: 'Female', nationality: 'IR', nationalCode: '0041234566' });
    const foreign = guestInputOf({ ...EMPTY_PASSENGER, nationality: 'TR', firstNameEn: 'Can', lastNameEn: 'Demir', gender: Gender.Male, passportNumber: 'U1234567', passportExpiryDate: '2030-01-01' });
    expect(foreign).toEqual({ firstNameEn: 'Can', lastNameEn: 'Demir', gender: 'Male', nationality: 'TR', passportNumber: 'U1234567', passportExpiryDate: '2030-01-01' });
  });

  it('tells the payment outcome from the order first, then the bank', () => {
    expect(hotelOutcomeOf(payment('Succeeded'), { status: 'Issued' })).toBe('issued');
    expect(hotelOutcomeOf(null, { status: 'PartiallyRefunded' })).toBe('issued');
    expect(hotelOutcomeOf(payment('Succeeded'), { status: 'Paid' })).toBe('paid');
    expect(hotelOutcomeOf(payment('Returned'), { status: 'Expired' })).toBe('returned');
    expect(hotelOutcomeOf(payment('Cancelled'), { status: 'Reserved' })).toBe('failed');
    expect(hotelOutcomeOf(payment('Pending'), { status: 'Reserved' })).toBe('pending');
    expect(hotelOutcomeOf(null, { status: 'Cancelled' })).toBe('cancelled');
    expect(hotelOutcomeOf(null, { status: 'Reserved' })).toBe('unpaid');
  });
});
