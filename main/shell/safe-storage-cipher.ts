import type { SafeStorage } from 'electron';
import type { SecretCipher } from '../core/platform';

/**
 * Marks values stored without encryption, so a key saved while no keyring was available still reads back once
 * one appears (safeStorage's own output starts with "v10"/"v11", never with this marker).
 */
const PLAIN_MARKER = 'deckhand-plain:';

/**
 * A SecretCipher over Electron's safeStorage (OS keychain / DPAPI / libsecret). Must be created after app
 * `ready`: on Linux the storage backend is only known then.
 */
export function createSafeStorageCipher(safeStorage: SafeStorage, platform: NodeJS.Platform): SecretCipher {
  const available = safeStorage.isEncryptionAvailable();
  // Linux without a keyring falls back to a hard-coded password ("basic_text"): encrypted in name only.
  const basicText = platform === 'linux' && available && safeStorage.getSelectedStorageBackend() === 'basic_text';
  return {
    encrypted: available && !basicText,
    encrypt(plain) {
      return available ? safeStorage.encryptString(plain) : Buffer.from(PLAIN_MARKER + plain, 'utf8');
    },
    decrypt(stored) {
      const marker = Buffer.from(PLAIN_MARKER, 'utf8');
      if (stored.subarray(0, marker.length).equals(marker)) return stored.subarray(marker.length).toString('utf8');
      return safeStorage.decryptString(stored);
    },
  };
}
