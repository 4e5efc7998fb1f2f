import type { EngineServices } from '../engine-services';
import { CATALOG, describeTool } from '../../../shared/tools/catalog';
import { invalidParameter } from './http-error';
import type { Router } from './router';
import { sendJson } from './send-json';

export function addInfoRoutes(router: Router, services: EngineServices): void {
  router.add('GET', '/health', ({ res }) => sendJson(res, 200, { ok: true, version: services.version }), { public: true });

  const descriptors = CATALOG.map(describeTool);
  router.add('GET', '/tools/types', ({ res }) => sendJson(res, 200, descriptors));

  router.add('GET', '/fonts', async ({ res, url }) => {
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
