import type { ApiEnvelope, GetCurrentUserPassengersResponse, Passenger, PassengerInput } from '../contract';
import type { ApiBases, Http } from './http';

/** Saved passengers of flight-reservation (SPEC §7), relative to the API base. */
export function createPassengersApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}flight-reservation/Passenger/${path}`;
  const client = () => http.instance();

  return {
    /** The traveller's saved passengers, newest first. */
    async currentUserPassengers(): Promise<GetCurrentUserPassengersResponse> {
      return (await (await client()).post<ApiEnvelope<GetCurrentUserPassengersResponse>>(url('GetCurrentUserPassengers'), {})).data.data;
    },
    /** SPEC §3: the passenger travels wrapped in a field named passenger; with an id it is an update. */
    async addOrUpdate(passenger: PassengerInput): Promise<Passenger> {
      return (await (await client()).post<ApiEnvelope<Passenger>>(url('AddOrUpdatePassenger'), { passenger })).data.data;
    },
    async remove(passengerId: string): Promise<boolean> {
      return (await (await client()).delete<ApiEnvelope<boolean>>(url(`DeletePassenger/${encodeURIComponent(passengerId)}`))).data.data;
    },
  };
}

export type PassengersApi = ReturnType<typeof createPassengersApi>;
