export { PassengerForm } from './PassengerForm';
export type { PassengerFormProps } from './PassengerForm';
export { addMonths, addYears, ageInYears, birthDateRange, kindForAge, passportMinExpiry } from './age-limits';
export type { DateRange } from './age-limits';
export { COMMON_COUNTRIES } from './countries';
export type { CountryOption } from './countries';
export { cleanField, EMPTY_PASSENGER, IRAN, isIranian, passengerErrors, visibleFields } from './passenger-rules';
export type { PassengerErrors, PassengerField, PassengerFormValue, PassengerRules } from './passenger-rules';
