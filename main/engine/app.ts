import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EngineServices } from './engine-services';
import { addFileRoute } from './http/file-route';
import { answerError } from './http/error-boundary';
import { isLoopbackHostHeader } from './http/host-guard';
import { HttpError } from './lib/errors/http-error';
import { addExternalTranslationRoutes } from './http/external-translation-routes';
import { addInfoRoutes } from './http/info-routes';
import { addInspectRoute } from './http/inspect-route';
import { Router } from './http/router';
import { createAccessCheck } from './http/request-access';
import { OpenByKey } from './http/open-by-key';
import { ROOT_DIALECT } from './http/task-dialect';
import { addTaskRoutes } from './http/task-routes';
import { receiveTaskInputsCreate } from './http/task-inputs-intake';
import { createUrlSigner } from './http/url-signer';
import { addSdkRoutes } from './http/v1/sdk-routes';
import { addTemplateRoutes } from './http/template-routes';
import { addTranslationRoutes } from './http/translation-routes';
import { announceKeepAlive } from './http/keep-alive';

export interface AppOptions {
  key: string;
  /** Answer only requests whose Host is a loopback name or address (set when bound to loopback). */
  loopbackOnly: boolean;
}

export interface EngineApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Ends every open event stream (shutdown). */
  closeStreams(): void;
}

/** The engine's HTTP request handler, independent of any listening socket. */
export function createEngineApp(services: EngineServices, options: AppOptions): EngineApp {
  // A team server's nodes sign with the secret they share in the database; the embedded engine with its key.
  const signer = createUrlSigner(services.people?.linkSecret() ?? options.key);
  const router = new Router();
  addInfoRoutes(router, services);
  // JSON creates at the root name other tasks' results as inputs (recipes keep intermediates on the engine).
  addTaskRoutes(router, services, {
    ...ROOT_DIALECT,
    receiveJson: (ctx, inputsDir, taskId) => receiveTaskInputsCreate(services, ctx, inputsDir, taskId),
  });
  addFileRoute(router, services);
  addInspectRoute(router, services);
  addSdkRoutes(router, services, signer);
  addTranslationRoutes(router, services);
  addExternalTranslationRoutes(router, services);
  addTemplateRoutes(router);
  const checkAccess = createAccessCheck(options.key, signer, services.people);
  const openByKey = services.people ? new OpenByKey(services.people) : undefined;
  // What a refused request may still send after its answer: as much as the largest accepted one.
  const unreadBody = {
    maxBytes: services.tools.largestRequestLimit() + 16 * 1024 * 1024,
    idleMs: services.intakeLimits.idleTimeoutMs,
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    if (options.loopbackOnly && !isLoopbackHostHeader(req.headers.host)) {
      throw new HttpError(
        403,
        'forbidden_host',
        `Host "${req.headers.host ?? ''}" is not a loopback address; the local engine only answers requests addressed to 127.0.0.1 or localhost.`,
      );
    }
    const url = new URL(req.url ?? '/', 'http://engine.invalid');
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind === 'not-found') throw new HttpError(404, 'not_found', `No route for ${req.method} ${url.pathname}.`);
    if (match.kind === 'method-not-allowed') {
      throw new HttpError(405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}; use ${match.allowed.join(', ')}.`, {
        allow: match.allowed.join(', '),
      });
    }
    const { principal, personKey } = await checkAccess(req, url, match.access);
    if (personKey) openByKey?.track(res, personKey);
    const origin = req.headers.host ? `http://${req.headers.host}` : services.baseUrl;
    await match.handler({ req, res, params: match.params, url, origin, requestId, principal });
  }

  return {
    handle(req, res) {
      const requestId = randomUUID();
      res.setHeader('x-request-id', requestId);
      res.setHeader('x-content-type-options', 'nosniff');
      announceKeepAlive(req, res);
      dispatch(req, res, requestId).catch((err: unknown) => answerError(req, res, err, requestId, unreadBody));
    },
    closeStreams() {
      openByKey?.close();
      for (const close of [...services.sse.open]) close();
    },
  };
}
