import type { NormalizedSearch, PlpPair, PlpProposalDetailsRequest } from '../../../src/contract';
import { badField } from '../../http/envelope';
import type { Reference } from '../../reference';
import { addDays } from '../../time/calendar';
import type { Catalog } from './catalog';
import { listProposals, segmentOffers } from './proposals';
import { canonicalSearch, requestIds, type StoredRequest } from './requests';
import { airportsFor, resolvePlace } from './search';

/** The listing pages' routes when none is asked for: the home screen's popular cities. */
export const POPULAR_PAIRS = ['THR-MHD', 'THR-KIH', 'THR-SYZ', 'THR-IFN', 'THR-BND', 'THR-TBZ', 'THR-AWZ', 'MHD-THR', 'KIH-THR', 'SYZ-THR', 'THR-IST', 'THR-DXB'];

/** The cheapest proposal of each day for one adult in economy, per pair (listing pages). */
export async function plpProposals(ref: Reference, catalog: Catalog, body: PlpProposalDetailsRequest | null, today: string): Promise<PlpPair[]> {
  const kind = body?.kind ?? 'All';
  const days = kind === 'LastSecond' ? 3 : (body?.days ?? 7);
  const keys = body?.plpPairKey ? [body.plpPairKey.toUpperCase()] : POPULAR_PAIRS;
  const stored: StoredRequest[] = [];
  const pairs: PlpPair[] = [];
  for (const pairKey of keys) {
    const [o, d] = pairKey.split('-') as [string, string];
    const origin = resolvePlace(ref, o, undefined);
    const destination = resolvePlace(ref, d, undefined);
    if (!origin || !destination) throw badField('plpPairKey', `مسیر «${pairKey}» شناخته نشد.`);
    if (origin.cityId === destination.cityId) throw badField('plpPairKey', 'مبدأ و مقصد نباید یکی باشند.');
    const domestic = origin.country === 'IR' && destination.country === 'IR';
    const proposals = [];
    for (let i = 0; i < days; i++) {
      const date = addDays(today, i);
      const search: NormalizedSearch = {
        adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1,
        productType: domestic ? 'DomesticFlight' : 'InternationalFlight',
        segments: [{ origin: origin.code, originType: origin.type, destination: destination.code, destinationType: destination.type, departureDate: date }],
      };
      const segment = { origins: airportsFor(origin, domestic), destinations: airportsFor(destination, domestic), date, domestic };
      const offers = (await segmentOffers(catalog.supplier, segment, search, today))
        .filter((offer) => offer.seatsLeft > 0 && (kind === 'Charter' ? offer.isCharter : kind === 'System' ? !offer.isCharter : true));
      if (offers.length === 0) continue;
      const { requestId } = requestIds(canonicalSearch(search), search);
      const [cheapest] = listProposals(ref, offers, search, requestId, false);
      if (!cheapest) continue;
      proposals.push(cheapest);
      stored.push({ requestId, search, leg: 'all' });
    }
    const name = (cityId: number) => ref.cityById.get(cityId)?.nameFa ?? '';
    pairs.push({
      plpPairKey: `${origin.code}-${destination.code}`,
      origin: origin.code,
      originFa: name(origin.cityId),
      destination: destination.code,
      destinationFa: name(destination.cityId),
      minPrice: proposals.length ? Math.min(...proposals.map((p) => p.TotalPrice)) : null,
      proposals,
    });
  }
  // Each proposal's RequestId must lead back to it (FlightDetail), so its search is stored too.
  await catalog.requests.store(stored);
  return pairs;
}
