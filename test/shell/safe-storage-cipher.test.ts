import { fake } from './electron-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorageCipher } from '../../main/shell/safe-storage-cipher';

beforeEach(() => {
  fake.safeStorage.available = true;
  fake.safeStorage.backend = 'gnome_libsecret';
});

describe('safeStorage cipher', () => {
  it('encrypts through the OS keychain when it is available', () => {
    const cipher = createSafeStorageCipher(fake.safeStorage as never, 'linux');
    expect(cipher.encrypted).toBe(true);
    const stored = cipher.encrypt('sk-live-1234');
    expect(stored.includes(Buffer.from('sk-live-1234'))).toBe(false);
    expect(cipher.decrypt(stored)).toBe('sk-live-1234');
  });

  it('reports plain text on Linux when Chromium fell back to the basic_text backend (no keyring)', () => {
    fake.safeStorage.backend = 'basic_text';
    expect(createSafeStorageCipher(fake.safeStorage as never, 'linux').encrypted).toBe(false);
    // The backend name only matters on Linux.
    expect(createSafeStorageCipher(fake.safeStorage as never, 'darwin').encrypted).toBe(true);
  });

  it('stores marked plain text when no encryption is available, and says so', () => {
    fake.safeStorage.available = false;
    const cipher = createSafeStorageCipher(fake.safeStorage as never, 'linux');
    expect(cipher.encrypted).toBe(false);
    const stored = cipher.encrypt('sk-test-9876');
    expect(stored.toString('utf8')).toBe('deckhand-plain:sk-test-9876');
    expect(cipher.decrypt(stored)).toBe('sk-test-9876');
  });

  it('still reads a key saved as plain text after a keyring appears', () => {
    fake.safeStorage.available = false;
    const stored = createSafeStorageCipher(fake.safeStorage as never, 'linux').encrypt('sk-old');
    fake.safeStorage.available = true;
    const later = createSafeStorageCipher(fake.safeStorage as never, 'linux');
    expect(later.encrypted).toBe(true);
    expect(later.decrypt(stored)).toBe('sk-old');
  });
});
