import { HttpError } from '../lib/errors/http-error';
import { checkUrl, type AddressPolicy } from '../lib/net/address-policy';

/** Refuses (400) a webhook address the engine would not send to, before the task is stored. */
export async function checkWebhookTarget(policy: AddressPolicy, url: string, field: string): Promise<void> {
  try {
    await checkUrl(policy, new URL(url));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const unresolved = code === 'ENOTFOUND' || code === 'EAI_AGAIN';
    const host = new URL(url).hostname;
    const detail = (err as Error).message;
    // The policy's own sentence (a private address) stays its English inside a client's words: `detail`.
    throw new HttpError(
      400,
      'invalid_parameter',
      `${field} is refused: ${unresolved ? `${host} cannot be resolved` : detail}`,
      {},
      {
        reason: {
          code: 'address-refused',
          params: { field, why: unresolved ? 'unresolved' : 'other', host, detail: unresolved ? '' : detail },
        },
      },
    );
  }
}
