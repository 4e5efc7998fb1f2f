import { invalidParameter } from '../lib/errors/http-error';
import { checkUrl, type AddressPolicy } from '../lib/net/address-policy';

/** Refuses (400) a webhook address the engine would not send to, before the task is stored. */
export async function checkWebhookTarget(policy: AddressPolicy, url: string, field: string): Promise<void> {
  try {
    await checkUrl(policy, new URL(url));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? `${new URL(url).hostname} cannot be resolved` : (err as Error).message;
    throw invalidParameter(`${field} is refused: ${reason}`);
  }
}
