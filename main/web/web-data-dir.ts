import os from 'node:os';
import path from 'node:path';

/**
 * Web mode keeps its own data dir, apart from the desktop app's: its keys are plain text (no OS keychain
 * here) while the desktop app's are encrypted with safeStorage, and the two must not share a keys file.
 */
export function defaultWebDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Deckhand-web');
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Deckhand-web');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Deckhand-web');
}

export function isInside(dir: string, candidate: string): boolean {
  const base = path.resolve(dir);
  const target = path.resolve(candidate);
  return target.startsWith(base + path.sep);
}
