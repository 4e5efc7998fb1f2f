import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { keepAliveAgent } from './http-agents';
import { ServiceError, abortedError, errorFromNetwork, errorFromResponse } from './service-error';

export interface RequestTarget {
  method: string;
  url: URL;
  headers: OutgoingHttpHeaders;
  signal?: AbortSignal | undefined;
  /** Default: the shared keep-alive agent (http-agents.ts); `false` for a connection of its own. */
  agent?: http.Agent | false;
}

/** Starts a request with node:http(s); the caller writes the body and ends it. */
export function openRequest(target: RequestTarget): http.ClientRequest {
  const send = target.url.protocol === 'https:' ? https.request : http.request;
  const agent = target.agent ?? keepAliveAgent(target.url);
  return send(target.url, { method: target.method, headers: target.headers, signal: target.signal, agent });
}

export function waitForResponse(request: http.ClientRequest, baseUrl: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', (error) => reject(errorFromNetwork(error, baseUrl)));
  });
}

export async function readText(response: IncomingMessage, limitBytes = 8 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) {
      response.destroy();
      throw new Error(`Response larger than ${limitBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Throws the mapped ServiceError for a non-2xx response (consuming its body). */
export async function ensureOk(response: IncomingMessage, baseUrl: string): Promise<void> {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return;
  let bodyText = '';
  try {
    bodyText = await readText(response, 64 * 1024);
  } catch {
    bodyText = '';
  }
  throw errorFromResponse({
    status,
    bodyText,
    contentType: header(response, 'content-type'),
    requestId: header(response, 'x-request-id'),
    retryAfter: header(response, 'retry-after'),
    baseUrl,
  });
}

export function responseHeader(response: IncomingMessage, name: string): string | null {
  return header(response, name);
}

/**
 * A bodiless request (GET/DELETE) that resolves with a 2xx response or throws the mapped error. One that fails on a
 * reused keep-alive socket before any answer is sent again once on a new connection: the server closed that socket
 * while it sat idle, so the request never reached it (Node's documented `reusedSocket` pattern).
 */
export async function sendSimple(target: RequestTarget, baseUrl: string): Promise<IncomingMessage> {
  if (target.signal?.aborted) throw abortedError();
  const request = openRequest(target);
  const pending = waitForResponse(request, baseUrl);
  request.end();
  let response: IncomingMessage;
  try {
    response = await pending;
  } catch (error) {
    const code = (error instanceof ServiceError ? (error.cause as { code?: unknown } | undefined) : undefined)?.code;
    if (!request.reusedSocket || (code !== 'ECONNRESET' && code !== 'EPIPE') || target.signal?.aborted) throw error;
    const retry = openRequest({ ...target, agent: false });
    const second = waitForResponse(retry, baseUrl);
    retry.end();
    response = await second;
  }
  await ensureOk(response, baseUrl);
  return response;
}

export async function readJson(response: IncomingMessage, baseUrl: string): Promise<unknown> {
  const text = await readText(response);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError({
      code: 'bad_response',
      message: `The service at ${baseUrl} sent an answer that is not JSON: ${text.replace(/\s+/g, ' ').slice(0, 80)}`,
      status: response.statusCode ?? null,
    });
  }
}
