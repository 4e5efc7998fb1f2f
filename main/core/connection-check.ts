/**
 * "Test connection" in Settings: lists one task with the given backend settings and key, and says in plain words
 * whether the service answered and took the key, refused the key, or could not be reached.
 */
import type { ConnectionCheck } from '../../shared/contract/ipc';
import { sendSimple } from './service-client/http-request';
import { ServiceClient } from './service-client/service-client';
import { ServiceError } from './service-client/service-error';

export async function checkConnection(
  target: { baseUrl: string; key: string | null; label: string },
  timeoutMs = 15_000,
): Promise<ConnectionCheck> {
  if (!target.key) return { outcome: 'no_key', message: `No API key is set for ${target.label}: enter your DeckFlow API key first.` };
  const client = new ServiceClient({ baseUrl: target.baseUrl, key: target.key, userAgent: 'Deckhand connection test' });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    await client.listTasks({ startIndex: 0, maxResults: 1 }, signal);
    return { outcome: 'ok', message: `Connected to ${target.label}: it answered and accepted the key.` };
  } catch (error) {
    if (signal.aborted)
      return { outcome: 'unreachable', message: `${target.label} did not answer within ${Math.round(timeoutMs / 1000)} s.` };
    if (error instanceof ServiceError) {
      if (error.status === 401 || error.status === 403)
        return { outcome: 'refused', message: `${target.label} refused the key: check it and enter it again.` };
      if (error.code === 'network_error') return { outcome: 'unreachable', message: error.message };
      return { outcome: 'error', message: `${target.label} answered with an error: ${error.message}` };
    }
    return { outcome: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The test for an address the saved key is not for: the same request without any key (the key is bound to
 * `keyAddress`, cloud-key.ts), so it says only whether the address answers, and asks for its own key.
 */
export async function checkWithoutKey(
  target: { baseUrl: string; label: string; keyAddress: string },
  timeoutMs = 15_000,
): Promise<ConnectionCheck> {
  const signal = AbortSignal.timeout(timeoutMs);
  const url = new URL(`${target.baseUrl.replace(/\/+$/, '')}/tools/tasks?_startIndex=0&_maxResults=1`);
  const ask = `no key was sent: the saved key is for ${target.keyAddress}, and Deckhand sends it nowhere else. Enter the key for this address to use it.`;
  try {
    const response = await sendSimple(
      { method: 'GET', url, headers: { 'user-agent': 'Deckhand connection test', accept: 'application/json' }, signal, agent: false },
      target.baseUrl,
    );
    response.resume();
    return { outcome: 'no_key', message: `${target.label} answered, but ${ask}` };
  } catch (error) {
    if (signal.aborted)
      return { outcome: 'unreachable', message: `${target.label} did not answer within ${Math.round(timeoutMs / 1000)} s.` };
    if (error instanceof ServiceError && error.status !== null)
      return { outcome: 'no_key', message: `${target.label} answered, but ${ask}` };
    if (error instanceof ServiceError && error.code === 'network_error') return { outcome: 'unreachable', message: error.message };
    return { outcome: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
