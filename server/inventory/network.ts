import type { AirportRow, Reference } from '../reference';
import { distanceKm } from './geo';
import { INTERNATIONAL_ROUTES } from './international-routes';
import { hash } from './random';

/** One direction of a served airport pair. */
export interface Route {
  key: string; // 'THR-MHD'
  from: AirportRow;
  to: AirportRow;
  km: number;
  domestic: boolean;
  airlines: string[];
  /** Flights a day in this direction, all airlines together. */
  daily: number;
  charterShare: number;
}

/** Domestic traffic weight from SPEC §9 priorities: Tehran 5 … the smallest airports 1. */
const weight = (a: AirportRow) => Math.max(1, (a.domesticPriority - 20) / 8);

/** Short hops (Ahvaz–Abadan, Bandar Abbas–Qeshm) go by road or sea, not by air. */
const MIN_DOMESTIC_KM = 150;

export class Network {
  private readonly routes = new Map<string, Route>();

  constructor(private readonly ref: Reference) {
    this.addDomestic();
    for (const spec of INTERNATIONAL_ROUTES) {
      const [a, b] = spec.between.map((code) => ref.airportByIata.get(code));
      if (!a || !b) continue;
      for (const [from, to] of [[a, b], [b, a]] as const) {
        this.add(from, to, false, spec.airlines, spec.daily, spec.charterShare ?? 0);
      }
    }
  }

  private addDomestic() {
    const domestic = this.ref.airports.filter((a) => a.domestic);
    const carriers = this.ref.airlines.filter((a) => a.domestic).map((a) => a.code);
    for (const from of domestic) {
      for (const to of domestic) {
        if (from === to || !(from.hub || to.hub)) continue;
        const km = distanceKm(from, to);
        if (km < MIN_DOMESTIC_KM) continue;
        const tehran = from.iataCode === 'THR' || to.iataCode === 'THR';
        const daily = Math.min(24, Math.max(1, Math.round((weight(from) * weight(to)) / (tehran ? 1.2 : 3.6))));
        // The same airlines serve both directions: choose them on the unordered pair.
        const pair = [from.iataCode, to.iataCode].sort().join('-');
        const count = Math.min(carriers.length, Math.max(2, Math.min(8, 2 + Math.round(daily / 4))));
        const airlines = [...carriers].sort((x, y) => hash(`${pair}:${x}`) - hash(`${pair}:${y}`)).slice(0, count);
        this.add(from, to, true, airlines, daily, 0.35);
      }
    }
  }

  private add(from: AirportRow, to: AirportRow, domestic: boolean, airlines: string[], daily: number, charterShare: number) {
    const key = `${from.iataCode}-${to.iataCode}`;
    this.routes.set(key, { key, from, to, km: distanceKm(from, to), domestic, airlines, daily, charterShare });
  }

  direct(from: string, to: string): Route | undefined {
    return this.routes.get(`${from}-${to}`);
  }

  all(): Route[] {
    return [...this.routes.values()];
  }
}
