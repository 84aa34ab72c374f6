/**
 * A CIP service's price from an airport's tariff: the same lines the server's Quote answers, worked
 * out in the browser so the form shows a price the moment something changes. The server's Quote
 * stays the truth (Book checks the total it answered); this is only for showing before asking.
 *
 * Rules (as the cip service prices, src/contract/cip.ts): each traveller at their kind's price
 * (adults, children, infants; a kind with none is left out); an extra `per-order` once, `per-person`
 * once per traveller of any age, `per-item` the number asked for, at most its maxCount.
 */
import type { CipExtraId, CipExtraPricing, CipKind } from './cip-words';

export interface CipPartyCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface CipKindPrices {
  kind: CipKind;
  adult: number;
  child: number;
  infant: number;
}

export interface CipExtraPrice {
  extra: CipExtraId;
  titleFa: string;
  unit: CipExtraPricing;
  price: number;
  maxCount: number;
}

/** An extra asked for: per-item extras with how many, the others once. */
export interface CipExtraChoice {
  extra: CipExtraId;
  count?: number;
}

export interface CipPriceLine {
  /** 'adult' | 'child' | 'infant' | an extra. */
  key: string;
  labelFa: string;
  count: number;
  unitPrice: number;
  amount: number;
}

export const partySize = (p: CipPartyCounts) => p.adults + p.children + p.infants;

const PARTY_LINES = [
  ['adult', 'adults', 'بزرگسال'],
  ['child', 'children', 'کودک (۲ تا ۱۲ سال)'],
  ['infant', 'infants', 'نوزاد (زیر ۲ سال)'],
] as const;

/** How many of an extra are charged for this party. */
export function extraUnits(tariff: Pick<CipExtraPrice, 'unit' | 'maxCount'>, choice: CipExtraChoice, party: CipPartyCounts): number {
  if (tariff.unit === 'per-order') return 1;
  if (tariff.unit === 'per-person') return partySize(party);
  return Math.max(1, Math.min(tariff.maxCount, Math.floor(choice.count ?? 1)));
}

/** The price lines of a service; extras not in the tariff are left out. */
export function cipPriceLines(kind: CipKindPrices, extras: readonly CipExtraPrice[], party: CipPartyCounts, chosen: readonly CipExtraChoice[]): CipPriceLine[] {
  const lines: CipPriceLine[] = [];
  for (const [key, group, labelFa] of PARTY_LINES) {
    const count = party[group];
    if (count > 0) lines.push({ key, labelFa, count, unitPrice: kind[key], amount: kind[key] * count });
  }
  for (const choice of chosen) {
    const tariff = extras.find((e) => e.extra === choice.extra);
    if (!tariff) continue;
    const count = extraUnits(tariff, choice, party);
    lines.push({ key: tariff.extra, labelFa: tariff.titleFa, count, unitPrice: tariff.price, amount: tariff.price * count });
  }
  return lines;
}

export const cipTotal = (lines: readonly Pick<CipPriceLine, 'amount'>[]) => lines.reduce((sum, l) => sum + l.amount, 0);
