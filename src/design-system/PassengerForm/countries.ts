/** A nationality choice: ISO 3166-1 alpha-2 code and Persian name. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Nationalities offered when the screen passes none: the neighbours and the countries most
 * foreign travellers from Iran hold passports of. The screen may pass GetAllCountries instead.
 */
export const COMMON_COUNTRIES: readonly CountryOption[] = [
  { code: 'AF', name: 'افغانستان' },
  { code: 'IQ', name: 'عراق' },
  { code: 'TR', name: 'ترکیه' },
  { code: 'AE', name: 'امارات متحده عربی' },
  { code: 'AM', name: 'ارمنستان' },
  { code: 'AZ', name: 'جمهوری آذربایجان' },
  { code: 'GE', name: 'گرجستان' },
  { code: 'PK', name: 'پاکستان' },
  { code: 'OM', name: 'عمان' },
  { code: 'DE', name: 'آلمان' },
  { code: 'GB', name: 'بریتانیا' },
  { code: 'CA', name: 'کانادا' },
  { code: 'US', name: 'ایالات متحده آمریکا' },
];
