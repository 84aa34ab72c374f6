/** Great-circle distances and block times. */

export interface Point {
  latitude: number;
  longitude: number;
}

export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Gate to gate: taxi, climb and descent, then about 660 km/h over the ground; in 5-minute steps. */
export function blockMinutes(km: number): number {
  return Math.round((35 + km / 11) / 5) * 5;
}
