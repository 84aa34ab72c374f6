/** At or below this many seats a card warns that few are left. */
export const FEW_SEATS_THRESHOLD = 3;

export type SeatState = 'available' | 'few' | 'sold-out';

export function seatState(seatsLeft: number, threshold: number = FEW_SEATS_THRESHOLD): SeatState {
  if (!(seatsLeft > 0)) return 'sold-out';
  return seatsLeft <= threshold ? 'few' : 'available';
}
