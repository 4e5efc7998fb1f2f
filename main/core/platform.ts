/**
 * What the core needs from the place it runs in. The Electron shell implements it with dialogs, shell and
 * Notification; the web host with browser downloads; tests with fakes. Keeps core free of `electron`.
 */
export interface Platform {
  readonly transport: 'electron' | 'web';
  /** Native open dialog; [] when cancelled or when the transport has none. */
  pickFiles(options: { title: string; extensions: string[] }): Promise<string[]>;
  /**
   * Native save dialog; null when cancelled. Absent where the browser downloads instead (web):
   * the router then answers save requests with a `browser-download` URL.
   */
  chooseSavePath?(options: { suggestedName: string; defaultDir: string | null; extensions: string[] }): Promise<string | null>;
  /** Native folder dialog (the default save folder); absent where there is none (web). */
  chooseFolder?(options: { title: string; defaultDir: string | null }): Promise<string | null>;
  /** Reveals a saved file in the OS file manager; absent in web mode. */
  showInFolder?(path: string): Promise<void>;
  /** Opens a saved file with the system's viewer; absent in web mode (the browser's download is how it opens). */
  openPath?(path: string): Promise<void>;
  /** A desktop notification for a finished task (completed or failed). */
  notifyTaskFinished(notice: { taskId: string; title: string; body: string; failed: boolean }): void;
}

/** Encrypts secrets at rest. The shell provides one backed by Electron's safeStorage (OS keychain). */
export interface SecretCipher {
  /** False where only plain text is possible (Linux without a keyring): the UI shows a warning. */
  readonly encrypted: boolean;
  encrypt(plain: string): Buffer;
  decrypt(stored: Buffer): string;
}
