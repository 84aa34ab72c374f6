import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api';
import { EMPTY_PASSENGER } from '../../../../src/design-system';
import { Gender, PassengerKind } from '../../../../src/domain';
import { imageProblem, kindOnTravelDate, sortServerErrors, toVisaPassengerInput } from '../../../../src/screens/visa/visa-passengers';
import { RootStore } from '../../../../src/stores';
import { visaErrorMessage } from '../../../../src/stores/VisaStore';
import { testEnv } from '../../stores/fixtures';
import { fakeApi } from './harness';
import { visaRoutes } from './fixtures';

describe('the passenger step rules', () => {
  it('reads the kind from the age on the travel date', () => {
    expect(kindOnTravelDate(null, '2027-01-10')).toBe(PassengerKind.Adult);
    expect(kindOnTravelDate('2015-01-11', '2027-01-10')).toBe(PassengerKind.Child);
    expect(kindOnTravelDate('2015-01-10', '2027-01-10')).toBe(PassengerKind.Adult);
    expect(kindOnTravelDate('2025-06-01', '2027-01-10')).toBe(PassengerKind.Infant);
  });

  it('sends Persian names and the national code for Iranians only', () => {
    const base = { ...EMPTY_PASSENGER, firstNameEn: ' Maryam ', lastNameEn: 'Kazemi', gender: Gender.Female, birthDate: '1990-01-01', passportNumber: 'K1', passportExpiryDate: '2036-01-01' };
    expect(toVisaPassengerInput({ ...base, firstNameFa: 'مریم', lastNameFa: 'کاظمی', nationalCode: '4400276201' }, 'a', 'b')).toEqual({
      firstNameEn: 'Maryam', lastNameEn: 'Kazemi', firstNameFa: 'مریم', lastNameFa: 'کاظمی', nationalCode: '4400276201', nationality: 'IR',
      gender: 'Female', birthDate: '1990-01-01', passportNumber: 'K1', passportExpiryDate: '2036-01-01', photo: 'a', passportImage: 'b',
    });
    const foreigner = toVisaPassengerInput({ ...base, nationality: 'TR', firstNameFa: 'x', nationalCode: '1' }, 'a', 'b');
    expect(foreigner).not.toHaveProperty('nationalCode');
    expect(foreigner).not.toHaveProperty('firstNameFa');
    expect(foreigner.nationality).toBe('TR');
  });

  it('puts each server message where it belongs', () => {
    const sorted = sortServerErrors({
      'passengers[1].passportExpiryDate': ['گذرنامه باید ۶ ماه اعتبار داشته باشد.'],
      'passengers[0].photo': ['این تصویر پیدا نشد؛ دوباره بارگذاری کنید.'],
      'passengers[7].firstNameEn': ['ignored index'],
      'contact.mobile': ['شماره موبایل معتبر نیست.'],
      travelDate: ['تاریخ سفر معتبر نیست.'],
    }, 2);
    expect(sorted.passengers[1]).toEqual({ passportExpiryDate: ['گذرنامه باید ۶ ماه اعتبار داشته باشد.'] });
    expect(sorted.passengers[0]).toEqual({ photo: ['این تصویر پیدا نشد؛ دوباره بارگذاری کنید.'] });
    expect(sorted.contact).toEqual({ mobile: ['شماره موبایل معتبر نیست.'] });
    expect(sorted.other).toEqual(['ignored index', 'تاریخ سفر معتبر نیست.']);
  });

  it('refuses files the server would refuse before sending them', () => {
    expect(imageProblem(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toMatch(/JPEG/);
    expect(imageProblem(new File([], 'a.png', { type: 'image/png' }))).toBe('فایل خالی است.');
    expect(imageProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toMatch(/۵ مگابایت/);
  });
});

describe('VisaStore', () => {
  it('keeps only the newest quote when answers arrive out of order', async () => {
    const releases: (() => void)[] = [];
    const { api } = fakeApi({
      ...visaRoutes,
      'GET /api/visa/Visa/GetTotalPrice': (request) => new Promise((resolve) => {
        releases.push(() => resolve(visaRoutes['GET /api/visa/Visa/GetTotalPrice'](request)));
      }),
    });
    const root = new RootStore(api, testEnv());
    const older = root.visa.requestQuote({ destination: 'uae', visaType: 'AE-T30', speed: 'Normal', passengerCount: 1 });
    const newer = root.visa.requestQuote({ destination: 'uae', visaType: 'AE-T30', speed: 'Normal', passengerCount: 3 });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]!();
    await newer;
    releases[0]!();
    await older;
    expect(root.visa.quote?.passengerCount).toBe(3);
    expect(root.visa.quote?.totalPrice).toBe(216_000_000);
    expect(root.visa.quoteStatus).toBe('ready');
  });

  it('loads the catalogue once for concurrent callers and retries after a failure', async () => {
    let fail = true;
    const { api, calls } = fakeApi({
      ...visaRoutes,
      'GET /api/visa/Visa/GetVisaEnums': () => {
        if (fail) throw new Error('offline');
        return visaRoutes['GET /api/visa/Visa/GetVisaEnums']();
      },
    });
    const root = new RootStore(api, testEnv());
    await Promise.all([root.visa.loadCatalog(), root.visa.loadCatalog()]);
    expect(root.visa.catalogStatus).toBe('error');
    expect(calls('GET /api/visa/Visa/GetVisaEnums')).toHaveLength(1);
    fail = false;
    await root.visa.loadCatalog();
    expect(root.visa.catalogStatus).toBe('ready');
    expect(root.visa.destinationBySlug('THILAND')?.code).toBe('TH');
    expect(root.visa.priceOf('AE-T30', 'SuperUrgent')).toBe(129_600_000);
  });

  it('shows the server\'s first Persian message, else its own', () => {
    expect(visaErrorMessage(new ApiError(400, { visaType: ['این نوع روادید برای ترکیه نیست.'] }), 'x')).toBe('این نوع روادید برای ترکیه نیست.');
    expect(visaErrorMessage(new Error('boom'), 'پیام')).toBe('پیام');
  });
});
