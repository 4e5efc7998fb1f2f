/**
 * JSON over HTTP for the network providers (chat endpoints, DeepL, LibreTranslate): a timeout per attempt, the
 * task's AbortSignal, and retries with backoff on 429 and 5xx (honouring Retry-After) and on dropped connections.
 * Messages name the provider and the status, never the request headers: those carry the API key.
 */
import { ToolError } from '../errors/tool-error';

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 20_000, timeoutMs: 120_000 };

export interface JsonRequest {
  /** The provider's name, for messages. */
  label: string;
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal: AbortSignal;
  policy?: RetryPolicy;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After in seconds or as an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = parsed.error;
    const message =
      typeof error === 'object' && error !== null && 'message' in error ? error.message : (error ?? parsed.message ?? parsed.detail);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // Not JSON: the start of the text says enough.
  }
  return body.trim().replace(/\s+/g, ' ').slice(0, 200);
}

const RETRIABLE = (status: number): boolean => status === 429 || status === 408 || status >= 500;

type Attempt = { status: number; ok: boolean; retryAfter: string | null; text: string } | { failure: string };

/**
 * One request with its own timeout. The task's signal is listened to only for the attempt's duration (not through
 * AbortSignal.any, whose listeners on a long-lived task signal pile up over many calls).
 */
async function attemptOnce(request: JsonRequest, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
    return { status: response.status, ok: response.ok, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason as Error;
    return {
      failure: timedOut
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : `cannot be reached at ${new URL(request.url).origin} (${causeText(error)})`,
    };
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
  }
}

export async function requestJson(request: JsonRequest): Promise<unknown> {
  const policy = request.policy ?? DEFAULT_RETRY;
  let lastProblem = '';
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const response = await attemptOnce(request, policy.timeoutMs);
    if ('failure' in response) {
      lastProblem = response.failure;
      if (attempt < policy.attempts) await sleep(backoff(policy, attempt), request.signal);
      continue;
    }
    const { text } = response;
    if (response.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ToolError('translation_failed', `${request.label} answered with something that is not JSON: ${text.slice(0, 120)}`);
      }
    }
    if (response.status === 401 || response.status === 403) {
      throw new ToolError(
        'provider_auth',
        `${request.label} refused the request (${response.status}): ${errorText(text) || 'check the API key in Settings'}.`,
      );
    }
    lastProblem = `answered ${response.status}${errorText(text) ? `: ${errorText(text)}` : ''}`;
    if (!RETRIABLE(response.status)) throw new ToolError('translation_failed', `${request.label} ${lastProblem}`);
    if (attempt < policy.attempts) {
      const wait = retryAfterMs(response.retryAfter) ?? backoff(policy, attempt);
      await sleep(Math.min(wait, policy.maxDelayMs), request.signal);
    }
  }
  throw new ToolError('provider_unavailable', `${request.label} ${lastProblem} (tried ${policy.attempts} times).`);
}

function backoff(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}

function causeText(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
