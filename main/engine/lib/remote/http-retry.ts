/**
 * JSON over HTTP for the network providers (chat endpoints, DeepL, LibreTranslate): a timeout per attempt, the
 * task's AbortSignal, and retries with backoff on 429 and 5xx (honouring Retry-After) and on dropped connections.
 * Messages name the provider and the status, never the request headers: those carry the API key.
 */
import { backoffDelay, retry } from '../../../../shared/retry';
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
  /** The chat model's address, when the provider is the chat model (which a client names in its words). */
  chatModel?: string;
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal: AbortSignal;
  policy?: RetryPolicy;
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

type Attempt = { status: number; ok: boolean; retryAfter: string | null; text: string } | { failure: string; facts: ProblemFacts };

/** Why an attempt failed, by kind, for a client to word (`provider-unreachable`, shared/contract/failure-reasons.ts). */
interface ProblemFacts {
  how: 'silent' | 'unreachable' | 'answered';
  seconds?: number;
  origin?: string;
  status?: number;
  /** The network's or the provider's own words. */
  detail?: string;
}

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
    const seconds = Math.round(timeoutMs / 1000);
    const { origin } = new URL(request.url);
    const cause = causeText(error);
    return timedOut
      ? { failure: `no answer within ${seconds} s`, facts: { how: 'silent', seconds } }
      : { failure: `cannot be reached at ${origin} (${cause})`, facts: { how: 'unreachable', origin, detail: cause } };
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
  }
}

/** A failed attempt that may go again: why it failed, and how long the provider asked us to wait. */
class RetriableFailure extends Error {
  constructor(
    readonly problem: string,
    readonly retryAfter: number | null,
    readonly facts: ProblemFacts,
  ) {
    super(problem);
  }
}

export async function requestJson(request: JsonRequest): Promise<unknown> {
  const policy = request.policy ?? DEFAULT_RETRY;
  const backoff = { initialMs: policy.baseDelayMs, maxMs: policy.maxDelayMs };
  try {
    return await retry(() => attemptJson(request, policy), {
      signal: request.signal,
      delayFor: (failures, error) =>
        error instanceof RetriableFailure && failures + 1 < policy.attempts
          ? Math.min(error.retryAfter ?? backoffDelay(backoff, failures), policy.maxDelayMs)
          : undefined,
    });
  } catch (error) {
    if (!(error instanceof RetriableFailure)) throw error;
    const { how, seconds = 0, origin = '', status = 0, detail = '' } = error.facts;
    const provider = request.label;
    const chat = request.chatModel ?? '';
    throw new ToolError('provider_unavailable', `${request.label} ${error.problem} (tried ${policy.attempts} times).`, {
      reason: { code: 'provider-unreachable', params: { provider, chat, how, seconds, origin, status, detail, attempts: policy.attempts } },
    });
  }
}

async function attemptJson(request: JsonRequest, policy: RetryPolicy): Promise<unknown> {
  const response = await attemptOnce(request, policy.timeoutMs);
  if ('failure' in response) throw new RetriableFailure(response.failure, null, response.facts);
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
  const said = errorText(text);
  const problem = `answered ${response.status}${said ? `: ${said}` : ''}`;
  if (!RETRIABLE(response.status)) throw new ToolError('translation_failed', `${request.label} ${problem}`);
  throw new RetriableFailure(problem, retryAfterMs(response.retryAfter), { how: 'answered', status: response.status, detail: said });
}

function causeText(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
