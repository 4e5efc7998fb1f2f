import type { DeckhandError } from '../../../shared/contract/bridge';
import { failureFields } from '../../../shared/contract/error-codes';

/** `fields`: the failure's `file`, `detail` and `retryAfterSeconds` as main sent them (the rest is ignored). */
export function deckhandError(code: string, message: string, fields: object = {}): DeckhandError {
  return Object.assign(new Error(message), { name: 'DeckhandError', code }, failureFields(fields));
}

/** The `{code, message}` body of a failed host response, or a fallback naming the HTTP status. */
export function errorFromBody(status: number, body: string): DeckhandError {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown; error?: unknown };
    const message = typeof parsed.message === 'string' ? parsed.message : typeof parsed.error === 'string' ? parsed.error : null;
    if (message) return deckhandError(typeof parsed.code === 'string' ? parsed.code : 'internal_error', message);
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to the status.
  }
  if (status === 401 || status === 403)
    return deckhandError('unauthorized', 'The page’s access token was refused. Open the address printed by npm run web.');
  if (status === 413) return deckhandError('file_size_exceeded', 'The file is too large.');
  return deckhandError('internal_error', `The Deckhand host answered with HTTP ${status}.`);
}
