import type { EngineServices } from '../engine-services';
import { CATALOG, describeTool } from '../../../shared/tools/catalog';
import type { ToolDescriptor } from '../../../shared/contract/service';
import type { Unavailability } from '../tools/availability';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../lib/errors/connection-loss';
import { invalidParameter, notFound } from '../lib/errors/http-error';
import type { Router } from './router';
import { sendJson } from './send-json';

const CLOUD_ONLY: Unavailability = {
  text: 'This tool runs on the DeckFlow cloud service only: choose the cloud backend in Settings to use it.',
  reason: { code: 'cloud-only', params: {} },
};

/** `prefix`: '' at the root, '/v1' for the SDK dialect. */
export function addInfoRoutes(router: Router, services: EngineServices, prefix = ''): void {
  // Liveness: the process answers, and says whether its database does (a team server's). A load balancer asks
  // /ready instead, which fails while this node cannot serve tasks.
  router.add(
    'GET',
    `${prefix}/health`,
    async ({ res }) => {
      const database = await services.databaseReachable();
      sendJson(res, 200, {
        ok: database !== false,
        version: services.version,
        ...(database === null ? {} : { database: database ? 'up' : 'down' }),
      });
    },
    { public: true },
  );
  router.add(
    'GET',
    `${prefix}/ready`,
    async ({ res }) => {
      if ((await services.databaseReachable()) === false) {
        sendJson(res, 503, DATABASE_UNAVAILABLE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
        return;
      }
      sendJson(res, 200, { ready: true });
    },
    { public: true },
  );

  const descriptors = CATALOG.map(describeTool);
  router.add('GET', `${prefix}/tools/types`, async ({ res }) => {
    const described = await Promise.all(
      descriptors.map(async (descriptor): Promise<ToolDescriptor> => {
        const why = descriptor.local ? await services.availability.unavailability(descriptor.type) : CLOUD_ONLY;
        if (!why) return descriptor;
        return { ...descriptor, unavailable: why.text, ...(why.reason ? { unavailableReason: why.reason } : {}) };
      }),
    );
    sendJson(res, 200, described);
  });

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

  router.add('GET', `${prefix}/fonts/:family/regular`, async ({ res, params, req }) => {
    const family = params.family ?? '';
    if (family.length === 0 || family.length > 200) throw invalidParameter('Name a font family of 1 to 200 characters.');
    const controller = new AbortController();
    req.on('close', () => controller.abort());
    const { previewFace } = await import('../lib/fonts/preview-face');
    const data = await previewFace(family, controller.signal);
    if (!data) throw notFound(`No font file for “${family}” is on this computer.`);
    res.writeHead(200, { 'content-type': 'font/ttf', 'content-length': data.length, 'cache-control': 'private, max-age=3600' });
    res.end(data);
  });
}
