import { DECK_TEMPLATES, DEFAULT_DECK_TEMPLATE } from '../../../shared/tools/deck-templates';
import type { Router } from './router';
import { sendJson } from './send-json';

/** `GET /templates`: the built-in designs Create and Revamp take as `template` (id, name, colours, fonts). */
export function addTemplateRoutes(router: Router): void {
  router.add('GET', '/templates', ({ res }) => sendJson(res, 200, { default: DEFAULT_DECK_TEMPLATE, templates: DECK_TEMPLATES }));
}
