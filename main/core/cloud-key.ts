/**
 * The DeckFlow cloud key, bound to the service address it was saved for. A key is a credential for one service: it is
 * only ever sent to that address, so changing the address in Settings (or testing another one) never hands the key to
 * whoever answers there; the new address needs its own key. Stored in the key store as `{"baseUrl", "key"}`.
 */
import { serviceAddress } from '../../shared/contract/http-url';
import type { KeyStore } from './key-store';

export interface CloudKeyEntry {
  key: string;
  /** The address the key was saved for, as normalised by `serviceAddress`. */
  baseUrl: string;
}

function parseEntry(stored: string): CloudKeyEntry | { legacy: string } {
  try {
    const parsed = JSON.parse(stored) as Partial<CloudKeyEntry> | null;
    if (parsed && typeof parsed.key === 'string' && typeof parsed.baseUrl === 'string') return { key: parsed.key, baseUrl: parsed.baseUrl };
  } catch {
    // A key saved before keys were bound: the bare key itself.
  }
  return { legacy: stored };
}

export class CloudKey {
  /** `slot`: the DeckFlow cloud's key, or the personal key for a Deckhand server (bound to its address the same way). */
  constructor(
    private readonly keys: KeyStore,
    private readonly slot: 'cloud' | 'server' = 'cloud',
  ) {}

  /** The stored key and the address it is for; null when none is saved (or one from before binding, not yet bound). */
  async entry(): Promise<CloudKeyEntry | null> {
    const stored = await this.keys.get(this.slot);
    if (stored === null) return null;
    const entry = parseEntry(stored);
    return 'legacy' in entry ? null : entry;
  }

  /** The key for `baseUrl`: only when it was saved for that address. */
  async forAddress(baseUrl: string): Promise<string | null> {
    const entry = await this.entry();
    return entry && entry.baseUrl === serviceAddress(baseUrl) ? entry.key : null;
  }

  /** Saves `key` for `baseUrl` (replacing any other); null or blank removes it. */
  async set(key: string | null, baseUrl: string): Promise<void> {
    const trimmed = key?.trim() ?? '';
    await this.keys.set(this.slot, trimmed === '' ? null : JSON.stringify({ baseUrl: serviceAddress(baseUrl), key: trimmed }));
  }

  /**
   * A key saved before keys were bound was used with the address in the settings at that time: bind it to that one,
   * once, at start, before the address can change.
   */
  async bindLegacy(currentAddress: string): Promise<void> {
    const stored = await this.keys.get('cloud');
    if (stored === null) return;
    const entry = parseEntry(stored);
    if ('legacy' in entry) await this.set(entry.legacy, currentAddress);
  }
}
