/** The fixed amenity codes a hotel can list, with the Persian label the app shows for each. */
export const AMENITY_LABELS = {
  'wifi': 'اینترنت وای‌فای',
  'parking': 'پارکینگ',
  'pool': 'استخر',
  'spa': 'اسپا',
  'sauna': 'سونا و جکوزی',
  'gym': 'باشگاه بدنسازی',
  'restaurant': 'رستوران',
  'coffee-shop': 'کافی‌شاپ',
  'breakfast': 'صبحانه',
  'room-service': 'سرویس اتاق',
  'airport-shuttle': 'ترانسفر فرودگاهی',
  'laundry': 'خشکشویی',
  'elevator': 'آسانسور',
  'reception-24h': 'پذیرش ۲۴ ساعته',
  'meeting-room': 'سالن همایش',
  'prayer-room': 'نمازخانه',
  'kids-club': 'فضای بازی کودکان',
  'beach': 'ساحل اختصاصی',
  'accessible': 'دسترسی با ویلچر',
  'currency-exchange': 'صرافی',
  'kitchen': 'آشپزخانه',
  'courtyard': 'حیاط سنتی',
} as const;

export type AmenityCode = keyof typeof AMENITY_LABELS;

export const AMENITY_CODES = Object.keys(AMENITY_LABELS) as AmenityCode[];

export const BOARD_LABELS = {
  RoomOnly: 'بدون صبحانه',
  Breakfast: 'با صبحانه',
  HalfBoard: 'صبحانه و یک وعده غذا',
  FullBoard: 'سه وعده غذا',
} as const;
