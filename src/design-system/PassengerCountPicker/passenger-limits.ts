/** The passenger steppers' rules (REFERENCE "Passengers"), pure so they are tested without a browser. */
import {
  ADULT_MIN_AGE_YEARS, CHILD_MIN_AGE_YEARS, DEFAULT_ADULTS, DEFAULT_CHILDREN, DEFAULT_INFANTS, MAX_PASSENGERS, MIN_ADULTS,
} from '../../domain/constants';
import { PASSENGER_GROUP_KIND, PASSENGER_GROUPS, PASSENGER_KIND_LABELS, type PassengerGroup } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';

/** How many travel in each group, named as in the search request and URL. */
export type PassengerCounts = Readonly<Record<PassengerGroup, number>>;

/** SPEC §9: one adult, no children, no infants. */
export const DEFAULT_PASSENGER_COUNTS: PassengerCounts = {
  adults: DEFAULT_ADULTS, children: DEFAULT_CHILDREN, infants: DEFAULT_INFANTS,
};

/** Why a stepper button is off; `min` needs no words (the count is simply at its floor). */
export type StepBlock = 'min' | 'max-total' | 'infants-over-adults' | 'adults-under-infants';

export const STEP_BLOCK_MESSAGES: Readonly<Record<Exclude<StepBlock, 'min'>, string>> = {
  'max-total': `حداکثر ${toPersianDigits(MAX_PASSENGERS)} مسافر`,
  'infants-over-adults': 'تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد',
  'adults-under-infants': 'تعداد بزرگسال نمی‌تواند از نوزاد کمتر باشد',
};

/** The age band under each group's name. */
export const PASSENGER_AGE_HINTS: Readonly<Record<PassengerGroup, string>> = {
  adults: `${toPersianDigits(ADULT_MIN_AGE_YEARS)} سال به بالا`,
  children: `${toPersianDigits(CHILD_MIN_AGE_YEARS)} تا ${toPersianDigits(ADULT_MIN_AGE_YEARS)} سال`,
  infants: `زیر ${toPersianDigits(CHILD_MIN_AGE_YEARS)} سال`,
};

export const totalPassengers = (c: PassengerCounts) => c.adults + c.children + c.infants;

/** Null when + may be pressed, otherwise why not. */
export function incrementBlock(counts: PassengerCounts, group: PassengerGroup): StepBlock | null {
  if (totalPassengers(counts) >= MAX_PASSENGERS) return 'max-total';
  if (group === 'infants' && counts.infants >= counts.adults) return 'infants-over-adults';
  return null;
}

/** Null when − may be pressed, otherwise why not. */
export function decrementBlock(counts: PassengerCounts, group: PassengerGroup): StepBlock | null {
  const floor = group === 'adults' ? MIN_ADULTS : 0;
  if (counts[group] <= floor) return 'min';
  // One lap infant per adult: the adult cannot leave while their infant stays.
  if (group === 'adults' && counts.adults <= counts.infants) return 'adults-under-infants';
  return null;
}

/** The counts after one step, or the same object when the step is blocked. */
export function stepCount(counts: PassengerCounts, group: PassengerGroup, delta: 1 | -1): PassengerCounts {
  const blocked = delta > 0 ? incrementBlock(counts, group) : decrementBlock(counts, group);
  return blocked ? counts : { ...counts, [group]: counts[group] + delta };
}

/** "۲ بزرگسال، ۱ کودک": the groups that travel, with the domain's Persian labels. */
export function formatPassengerSummary(counts: PassengerCounts): string {
  return PASSENGER_GROUPS.filter((g) => counts[g] > 0)
    .map((g) => `${toPersianDigits(counts[g])} ${PASSENGER_KIND_LABELS[PASSENGER_GROUP_KIND[g]]}`)
    .join('، ');
}
