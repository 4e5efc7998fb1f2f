/**
 * The local engine's translation routes, as core calls them: the provider setup (with keys) goes to the engine
 * with `PUT /translation/providers`; `GET /translation/languages` says what each provider can do there.
 */
import { type ProviderSetup, type TranslationLanguages } from '../../shared/contract/translation';
import type { EngineHandle } from './backend';
import { mapServiceCode, ServiceError } from './service-client/service-error';

const TIMEOUT_MS = 15_000;

async function call(engine: Pick<EngineHandle, 'baseUrl' | 'key'>, path: string, init: RequestInit = {}): Promise<TranslationLanguages> {
  let response: Response;
  try {
    response = await fetch(`${engine.baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${engine.key}`,
        accept: 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServiceError({
      code: 'engine_unavailable',
      message: `The local engine did not answer: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ServiceError({
      code: mapServiceCode((body as { code?: string } | null)?.code ?? null, response.status, 'bad_response').code,
      message: typeof message === 'string' ? message : `The local engine answered ${response.status}.`,
      status: response.status,
    });
  }
  return body as TranslationLanguages;
}

export function pushProviderSetup(engine: Pick<EngineHandle, 'baseUrl' | 'key'>, setup: ProviderSetup): Promise<TranslationLanguages> {
  return call(engine, '/translation/providers', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(setup),
  });
}

export function fetchTranslationLanguages(engine: Pick<EngineHandle, 'baseUrl' | 'key'>): Promise<TranslationLanguages> {
  return call(engine, '/translation/languages');
}
