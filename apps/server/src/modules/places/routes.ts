import { placesQuery, placesResponse } from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeIndex } from './place-index.ts';
import { suggestPlaces } from './suggest.ts';

/** GET /api/places?q=: place suggestions from the bundled US dataset, no third-party service. */
export function placesRoutes(app: FastifyInstance): void {
  // Build the index (~0.5 s) once the server listens, not on the first visitor's search.
  app.addHook('onListen', (done) => {
    setImmediate(placeIndex);
    done();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/places',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Places (cities, counties, ZIP codes) that match what was typed, for the search box',
        operationId: 'suggestPlaces',
        tags: ['places'],
        querystring: placesQuery,
        response: { 200: placesResponse },
      },
    },
    async (request, reply) => {
      // The dataset only changes with a release: browsers may keep an answer for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { places: suggestPlaces(request.query.q) };
    },
  );
}
