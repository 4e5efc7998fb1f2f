/**
 * API keys at rest, encrypted by the platform's SecretCipher (Electron safeStorage in the shell). Only main
 * ever reads a key; the renderer learns `keySet` and the last 4 characters.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../fs/atomic-file';
import type { SecretCipher } from './platform';

/** The engine's own key, the DeckFlow cloud key, the Deckhand server's personal key, and the translation providers' keys. */
export type KeyName = 'engine' | 'cloud' | 'server' | 'openai' | 'deepl' | 'libretranslate';

export interface KeyStore {
  /** False when keys are stored as plain text (no OS keychain; web mode): the UI warns. */
  readonly encrypted: boolean;
  get(name: KeyName): Promise<string | null>;
  /** null removes the key. */
  set(name: KeyName, value: string | null): Promise<void>;
}

/**
 * Stands in where no OS keychain exists (web mode, tests, Linux without a keyring): the key file is then
 * only protected by its 0600 mode.
 */
export const plaintextCipher: SecretCipher = {
  encrypted: false,
  encrypt: (plain) => Buffer.from(plain, 'utf8'),
  decrypt: (stored) => stored.toString('utf8'),
};

/** `<dir>/keys.json`: `{name: base64(cipher bytes)}`, mode 0600. */
export class FileKeyStore implements KeyStore {
  private readonly filePath: string;
  private cache: Record<string, string> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    dir: string,
    private readonly cipher: SecretCipher,
  ) {
    this.filePath = path.join(dir, 'keys.json');
  }

  get encrypted(): boolean {
    return this.cipher.encrypted;
  }

  private async load(): Promise<Record<string, string>> {
    if (this.cache) return this.cache;
    try {
      const parsed: unknown = JSON.parse(await readFile(this.filePath, 'utf8'));
      const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
      this.cache = Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
      this.cache = {};
    }
    return this.cache;
  }

  async get(name: KeyName): Promise<string | null> {
    const stored = (await this.load())[name];
    if (stored === undefined) return null;
    try {
      return this.cipher.decrypt(Buffer.from(stored, 'base64'));
    } catch {
      // Encrypted on another machine or by another user: as good as unset.
      return null;
    }
  }

  async set(name: KeyName, value: string | null): Promise<void> {
    const entries = { ...(await this.load()) };
    if (value === null) delete entries[name];
    else entries[name] = this.cipher.encrypt(value).toString('base64');
    this.cache = entries;
    const write = this.writing.then(() => writeFileAtomic(this.filePath, `${JSON.stringify(entries)}\n`, 0o600));
    this.writing = write.catch(() => undefined);
    await write;
  }
}
