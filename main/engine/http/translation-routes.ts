/**
 * `GET /translation/languages`: DeckFlow's languages and, per provider, whether it can work here and which pairs
 * it has (the Translate panel's lists come from it). `PUT /translation/providers`: core hands the engine the
 * providers set up in Settings, API keys included; they stay in memory and are never answered back.
 */
import { providerSetupSchema } from '../../../shared/contract/translation';
import type { EngineServices } from '../engine-services';
import { invalidParameter } from '../lib/errors/http-error';
import { readJsonBody } from './json-body';
import type { Router } from './router';
import { sendJson } from './send-json';

/** Provider settings with their keys, never uploads. */
const PROVIDER_SETUP_BYTES = 64 * 1024;

export function addTranslationRoutes(router: Router, services: EngineServices): void {
  router.add('GET', '/translation/languages', async ({ res }) => {
    sendJson(res, 200, await services.translation.languages());
  });

  router.add(
    'PUT',
    '/translation/providers',
    async ({ req, res }) => {
      const parsed = providerSetupSchema.safeParse(await readJsonBody(req, PROVIDER_SETUP_BYTES, { typed: true }));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalidParameter(
          `The provider setup is not valid: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}.`,
        );
      }
      services.translation.configure(parsed.data);
      sendJson(res, 200, await services.translation.languages());
    },
    { operator: true },
  );
}
