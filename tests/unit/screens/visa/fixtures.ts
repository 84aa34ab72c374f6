import type { VisaBasePrice, VisaEnums, VisaOrderDetails, VisaSpeed, VisaType } from '../../../../src/contract';

const SURCHARGE: Record<VisaSpeed, number> = { Normal: 0, Urgent: 40, SuperUrgent: 80 };

const type = (code: string, titleFa: string, basePrice: number, extra: Partial<VisaType> = {}) => ({
  visa: {
    code, titleFa, kind: 'Tourist', stayDays: 30, entries: 'Single', validityDays: 58,
    processingDays: { Normal: 5, Urgent: 3, SuperUrgent: 1 }, documents: ['Photo', 'Passport'], ...extra,
  } as VisaType,
  basePrice,
});

const TYPES = {
  AE: [type('AE-T30', 'توریستی ۳۰ روزه، یک بار ورود', 72_000_000), type('AE-TR96', 'ترانزیت ۹۶ ساعته', 38_000_000, { kind: 'Transit', stayDays: 4 })],
  IT: [type('IT-C', 'شینگن توریستی کوتاه‌مدت (نوع C)', 160_000_000, { entries: 'Multiple', documents: ['Photo', 'Passport', 'BankStatement', 'Insurance'] })],
  AZ: [type('AZ-E30', 'الکترونیکی ۳۰ روزه، یک بار ورود', 26_000_000)],
  TH: [type('TH-E60', 'الکترونیکی توریستی ۶۰ روزه', 58_000_000)],
};

/** A small GetVisaEnums answer in the server's shape: UAE, Italy, Azerbaijan, Thailand. */
export const ENUMS: VisaEnums = {
  destinations: [
    { code: 'AE', slug: 'uae', nameFa: 'امارات متحده عربی', nameEn: 'United Arab Emirates', note: 'روادید الکترونیکی؛ اصل گذرنامه لازم نیست.', visaTypes: TYPES.AE.map((t) => t.visa) },
    { code: 'IT', slug: 'italy', nameFa: 'ایتالیا (شینگن)', nameEn: 'Italy', note: 'نوبت سفارت لازم است.', visaTypes: TYPES.IT.map((t) => t.visa) },
    { code: 'AZ', slug: 'azerbaijan', nameFa: 'جمهوری آذربایجان', nameEn: 'Azerbaijan', note: 'ورود هوایی.', visaTypes: TYPES.AZ.map((t) => t.visa) },
    { code: 'TH', slug: 'thiland', nameFa: 'تایلند', nameEn: 'Thailand', note: 'تمکن مالی لازم است.', visaTypes: TYPES.TH.map((t) => t.visa) },
  ],
  speeds: [
    { code: 'Normal', titleFa: 'عادی', surchargePercent: 0 }, { code: 'Urgent', titleFa: 'فوری', surchargePercent: 40 },
    { code: 'SuperUrgent', titleFa: 'خیلی فوری', surchargePercent: 80 },
  ],
  kinds: [{ code: 'Tourist', titleFa: 'توریستی' }, { code: 'Transit', titleFa: 'ترانزیت' }],
  documents: [
    { code: 'Photo', titleFa: 'عکس ۴×۶ با زمینه سفید' }, { code: 'Passport', titleFa: 'صفحه اول گذرنامه' },
    { code: 'BankStatement', titleFa: 'گواهی تمکن مالی' }, { code: 'Insurance', titleFa: 'بیمه‌نامه مسافرتی' },
  ],
  genders: [{ code: 'Male', titleFa: 'مرد' }, { code: 'Female', titleFa: 'زن' }],
  image: { maxBytes: 5 * 1024 * 1024, formats: ['jpeg', 'png', 'webp'], minWidth: 200, minHeight: 200 },
};

const ALL_TYPES = Object.entries(TYPES).flatMap(([destination, types]) => types.map((t) => ({ destination, ...t })));

export const unitPrice = (visaType: string, speed: VisaSpeed) =>
  (ALL_TYPES.find((t) => t.visa.code === visaType)!.basePrice * (100 + SURCHARGE[speed])) / 100;

export const BASE_PRICES: VisaBasePrice[] = ALL_TYPES.map((t) => ({
  destination: t.destination, visaType: t.visa.code, basePrice: t.basePrice,
  prices: { Normal: unitPrice(t.visa.code, 'Normal'), Urgent: unitPrice(t.visa.code, 'Urgent'), SuperUrgent: unitPrice(t.visa.code, 'SuperUrgent') },
}));

export const ORDER_ID = '11111111-2222-4333-8444-555555555555';

export function visaOrder(over: Partial<VisaOrderDetails> = {}): VisaOrderDetails {
  return {
    id: ORDER_ID, number: 100_245, product: 'Visa', status: 'Created', statusFa: 'در انتظار پرداخت', channel: 'WebSite', clientIdentifier: null,
    title: 'روادید امارات متحده عربی (توریستی ۳۰ روزه، یک بار ورود)', baseAmount: 144_000_000, discountAmount: 0, payableAmount: 144_000_000,
    voucherCode: null, passengerCount: 2, departureTime: '2026-12-20', holdExpiresAt: null, paymentMethod: null,
    createdAt: '2026-11-20T09:00:00Z', paidAt: null, issuedAt: null,
    contact: { mobile: '09121112233', email: null },
    visa: { destination: 'AE', destinationFa: 'امارات متحده عربی', visaType: 'AE-T30', visaTypeFa: 'توریستی ۳۰ روزه، یک بار ورود', speed: 'Normal', speedFa: 'عادی', travelDate: '2026-12-20', unitPrice: 72_000_000, processingDays: 5 },
    passengers: ['MARYAM', 'ALI'].map((firstNameEn, i) => ({
      id: `p-${i}`, passengerType: 1, firstNameFa: null, lastNameFa: null, firstNameEn, lastNameEn: 'KAZEMI', gender: 'Female', birthDate: '1990-01-01',
      nationality: 'IR', nationalCode: null, passportNumber: `K1234567${i}`, passportExpiryDate: '2036-01-01',
      photo: { id: `ph-${i}`, kind: 'Photo', format: 'jpeg', width: 400, height: 500, bytes: 1000 },
      passportImage: { id: `pp-${i}`, kind: 'Passport', format: 'png', width: 400, height: 500, bytes: 1000 },
    })),
    history: [],
    ...over,
  } as VisaOrderDetails;
}

/** The visa service's reads, computing totals like the server does. */
export const visaRoutes = {
  'GET /api/visa/Visa/GetVisaEnums': () => ENUMS,
  'GET /api/visa/Visa/GetBasePrices': () => BASE_PRICES,
  'GET /api/visa/Visa/GetTotalPrice': ({ params }: { params: Record<string, unknown> }) => {
    const speed = (params.speed ?? 'Normal') as VisaSpeed;
    const count = Number(params.passengerCount ?? 1);
    const unit = unitPrice(String(params.visaType), speed);
    return { destination: 'AE', visaType: params.visaType, speed, passengerCount: count, unitPrice: unit, totalPrice: unit * count, processingDays: 5 };
  },
};
