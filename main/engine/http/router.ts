import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../store/people';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  url: URL;
  /** `http://<host>` as the client reached the engine; used to make result URLs absolute. */
  origin: string;
  requestId: string;
  /** Who the request speaks for: it sees only that person's tasks (an admin sees everyone's). */
  principal: Principal;
}

export type RouteHandler = (ctx: RequestContext) => Promise<void> | void;

export interface RouteAccess {
  /** Answered without the key (health, `GET /v1/user`). */
  public?: boolean;
  /** Also answered to a request without the key whose URL carries a valid signature (see url-signer.ts). */
  signed?: boolean;
  /**
   * Changes what the whole engine does for everyone (its translation providers): only the operator's key or an
   * admin's. On the embedded engine that is its one key; on a team server a person's key gets 403.
   */
  operator?: boolean;
}

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
  access: RouteAccess;
}

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string>; access: RouteAccess }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

/** Path patterns like `/tools/tasks/:id/download`; a `:name` segment matches one decoded path segment. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: RouteHandler, access: RouteAccess = {}): this {
    this.routes.push({ method, segments: split(pattern), handler, access });
    return this;
  }

  match(method: string, pathname: string): RouteMatch {
    const parts = split(pathname);
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
        return { kind: 'found', handler: route.handler, params, access: route.access };
      }
      allowed.add(route.method);
      if (route.method === 'GET') allowed.add('HEAD');
    }
    return allowed.size > 0 ? { kind: 'method-not-allowed', allowed: [...allowed] } : { kind: 'not-found' };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] ?? '';
    const actual = parts[i] ?? '';
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
