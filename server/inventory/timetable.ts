import { localIso, localToUtcMs } from '../time/zones';
import { weekday } from '../time/calendar';
import type { Route } from './network';
import { hash, seeded } from './random';
import { blockMinutes } from './geo';
import type { SegmentFlight } from './supplier';

/** A flight of the timetable: same number and time every week, on the days it operates. */
export interface ScheduledFlight {
  route: Route;
  airlineCode: string;
  flightNumber: string;
  /** Local clock time at the origin, minutes after midnight. */
  departureMinutes: number;
  durationMinutes: number;
  aircraft: string;
  isCharter: boolean;
  /** A weekday (0 = Sunday) it does not fly, or null when it flies daily. */
  restDay: number | null;
}

const SMALL_FLEET = ['Fokker 100', 'ATR 72-600', 'McDonnell Douglas MD-83'];
const DOMESTIC_FLEET = ['Airbus A320', 'Airbus A321', 'Boeing 737-500', 'Fokker 100', 'McDonnell Douglas MD-83', 'Airbus A300-600', 'Airbus A310'];
const FLEETS: Record<string, [short: string[], long: string[]]> = {
  TK: [['Airbus A321neo', 'Boeing 737 MAX 8'], ['Boeing 777-300ER', 'Airbus A350-900']],
  EK: [['Boeing 777-300ER'], ['Airbus A380-800', 'Boeing 777-300ER']],
  QR: [['Airbus A320', 'Boeing 787-8'], ['Airbus A350-1000', 'Boeing 787-9']],
  FZ: [['Boeing 737 MAX 8'], ['Boeing 737 MAX 9']],
  PC: [['Airbus A320neo'], ['Airbus A321neo']],
  W5: [['Airbus A310', 'Airbus A300-600'], ['Airbus A340-600']],
  IR: [['Airbus A320', 'Airbus A300-600'], ['Airbus A330-200']],
};

function aircraftFor(route: Route, airline: string, key: string): string {
  const fleet = FLEETS[airline];
  const list = route.domestic
    ? (route.from.domesticPriority < 45 || route.to.domesticPriority < 45 ? SMALL_FLEET : DOMESTIC_FLEET)
    : fleet ? fleet[route.km > 3500 ? 1 : 0] : ['Airbus A320', 'Boeing 737-800'];
  return list[hash(key) % list.length]!;
}

/** Keyed by the route object, so a network built from other reference data never shares it. */
const schedules = new WeakMap<Route, ScheduledFlight[]>();

/** The route's weekly timetable, spread from 05:30 to 23:30 local time. */
export function schedule(route: Route): ScheduledFlight[] {
  const cached = schedules.get(route);
  if (cached) return cached;
  const random = seeded(`timetable:${route.key}`);
  const pair = [route.from.iataCode, route.to.iataCode].sort().join('-');
  const direction = route.from.iataCode < route.to.iataCode ? 0 : 1;
  const perAirline = new Map<string, number>();
  const flights: ScheduledFlight[] = [];
  for (let i = 0; i < route.daily; i++) {
    const airlineCode = route.airlines[(i + (hash(route.key) % route.airlines.length)) % route.airlines.length]!;
    const nth = perAirline.get(airlineCode) ?? 0;
    perAirline.set(airlineCode, nth + 1);
    const number = (100 + (hash(`${pair}:${airlineCode}`) % 400)) * 2 + direction + nth * 20;
    const slot = 330 + (1080 * (i + 0.5)) / route.daily + (random() - 0.5) * 70;
    const departureMinutes = Math.min(1410, Math.max(330, Math.round(slot / 5) * 5));
    const flightNumber = `${airlineCode}${number}`;
    flights.push({
      route,
      airlineCode,
      flightNumber,
      departureMinutes,
      durationMinutes: blockMinutes(route.km) + (random() < 0.3 ? 5 : 0),
      aircraft: aircraftFor(route, airlineCode, flightNumber),
      isCharter: random() < route.charterShare,
      // The first flights of a route fly daily; later ones rest one day a week.
      restDay: i < 2 ? null : random() < 0.4 ? Math.floor(random() * 7) : null,
    });
  }
  flights.sort((a, b) => a.departureMinutes - b.departureMinutes);
  schedules.set(route, flights);
  return flights;
}

export interface OperatedFlight {
  scheduled: ScheduledFlight;
  flight: SegmentFlight;
}

/** The flights that operate on a local date, with real local times at both ends. */
export function flightsOn(route: Route, date: string): OperatedFlight[] {
  const day = weekday(date);
  return schedule(route)
    .filter((s) => s.restDay !== day)
    .map((s) => {
      const departureUtcMs = localToUtcMs(date, s.departureMinutes, route.from.timeZone);
      const arrivalUtcMs = departureUtcMs + s.durationMinutes * 60_000;
      return {
        scheduled: s,
        flight: {
          flightNumber: s.flightNumber,
          airlineCode: s.airlineCode,
          origin: route.from.iataCode,
          destination: route.to.iataCode,
          departureTime: localIso(departureUtcMs, route.from.timeZone),
          arrivalTime: localIso(arrivalUtcMs, route.to.timeZone),
          departureUtcMs,
          arrivalUtcMs,
          durationMinutes: s.durationMinutes,
          aircraft: s.aircraft,
        },
      };
    });
}
