import type { EngineServices } from '../engine-services';
import { CATALOG, describeTool } from '../../../shared/tools/catalog';
import { invalidParameter } from './http-error';
import type { Router } from './router';
import { sendJson } from './send-json';

/** `prefix`: '' at the root, '/v1' for the SDK dialect. */
export function addInfoRoutes(router: Router, services: EngineServices, prefix = ''): void {
  router.add('GET', `${prefix}/health`, ({ res }) => sendJson(res, 200, { ok: true, version: services.version }), { public: true });

  const descriptors = CATALOG.map(describeTool);
  router.add('GET', `${prefix}/tools/types`, ({ res }) => sendJson(res, 200, descriptors));

  router.add('GET', `${prefix}/fonts`, async ({ res, url }) => {
    const rawLimit = url.searchParams.get('limit');
    let limit: number | undefined;
    if (rawLimit !== null && rawLimit !== '') {
      if (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1) throw invalidParameter(`limit must be a whole number ≥ 1, got "${rawLimit}".`);
      limit = Math.min(1000, Number(rawLimit));
    }
    const families = await services.searchFonts({
      query: url.searchParams.get('q') ?? undefined,
      category: url.searchParams.get('category') ?? undefined,
      limit,
    });
    sendJson(res, 200, families);
  });
}
