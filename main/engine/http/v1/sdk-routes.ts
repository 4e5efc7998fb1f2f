/**
 * The SDK dialect (docs/service-api.md, "Two dialects"): DeckFlow's SDKs and CLI use the root `…/v1` and append the
 * same route paths, and read DeckFlow's wire shapes. The same handlers, store and tools as the root serve it;
 * this module only decides the shapes (sdk-task.ts, sdk-results.ts) and adds the SDK's own routes (pre-uploads,
 * `GET /user`).
 */
import type { EngineServices } from '../../engine-services';
import { DEFAULT_SPACE_ID } from '../../store/spaces';
import { addInfoRoutes } from '../info-routes';
import type { Router } from '../router';
import { sendJson } from '../send-json';
import type { TaskDialect } from '../task-dialect';
import { addTaskRoutes } from '../task-routes';
import { linkExpiry, type UrlSigner } from '../url-signer';
import { receiveJsonCreate } from './json-intake';
import { SDK_PREFIX } from './sdk-errors';
import type { LinkMaker } from './sdk-results';
import { sdkResult } from './sdk-results';
import { presentSdkTask } from './sdk-task';
import { addUploadRoutes } from './upload-routes';

export function createSdkDialect(services: EngineServices, signer: UrlSigner): TaskDialect {
  // A result link opens its task's owner's files only (url-signer.ts).
  const links = (origin: string, owner: string | undefined): LinkMaker => {
    const expiresAt = linkExpiry(services.signedLinkTtlMs);
    return (path) => `${origin}${signer.sign(path, expiresAt, owner)}`;
  };
  return {
    prefix: SDK_PREFIX,
    presentTask: (record, origin) => presentSdkTask(record, links(origin, record.job.ownerId)),
    presentDownload: (record, origin) => sdkResult(record.task, links(origin, record.job.ownerId)),
    receiveJson: (ctx, inputsDir) => receiveJsonCreate(services, ctx, inputsDir),
  };
}

export function addSdkRoutes(router: Router, services: EngineServices, signer: UrlSigner): void {
  addInfoRoutes(router, services, SDK_PREFIX);
  addTaskRoutes(router, services, createSdkDialect(services, signer));
  addUploadRoutes(router, services, signer);
  // The SDK resolves its space here when none is configured, and again as a guest (no key) after a 401: a 404
  // would hide that 401, and a 401 here makes the SDK wait on itself forever (issue #10).
  router.add('GET', `${SDK_PREFIX}/user`, ({ res }) => sendJson(res, 200, { id: DEFAULT_SPACE_ID }), { public: true });
}
