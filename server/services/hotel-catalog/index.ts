import type { FastifyInstance } from 'fastify';
import type { HotelCalendarPricesRequest, HotelDestinationsRequest, HotelDetailRequest, HotelSearchRequest } from '../../../src/contract';
import { COMPRESSES_ITS_OWN } from '../../http/compression';
import { ok } from '../../http/envelope';
import type { HotelCatalog } from './catalog';
import { calendarSchema, destinationsSchema, hotelSchema, searchSchema } from './schemas';

export async function hotelCatalogRoutes(app: FastifyInstance, { catalog }: { catalog: HotelCatalog }) {
  const base = '/api/hotel-catalog';

  app.get<{ Querystring: HotelDestinationsRequest }>(`${base}/HotelCatalog/GetDestinations`, { schema: destinationsSchema }, async (request) =>
    ok(await catalog.destinations(request.query.q)));

  app.post<{ Body: HotelSearchRequest }>(`${base}/HotelCatalog/Search`, { schema: searchSchema, ...COMPRESSES_ITS_OWN }, async (request, reply) => {
    const answer = await catalog.search(request.body);
    // Serialized and compressed once per stay and day; sent as it is.
    return answer.body.send(request, reply);
  });

  app.post<{ Body: HotelDetailRequest }>(`${base}/HotelCatalog/GetHotel`, { schema: hotelSchema }, async (request) =>
    ok(await catalog.hotel(request.body)));

  app.get<{ Querystring: HotelCalendarPricesRequest }>(`${base}/HotelCatalog/GetCalendarPrices`, { schema: calendarSchema }, async (request) =>
    ok(await catalog.calendar(request.query)));
}
