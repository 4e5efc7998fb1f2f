import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the engine keeps tasks and its key when no --data is given: the usual per-user app-data place. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Deckhand', 'engine');
  if (platform === 'win32') {
    const base = env.LOCALAPPDATA || env.APPDATA || join(homedir(), 'AppData', 'Local');
    return join(base, 'Deckhand', 'engine');
  }
  const base = env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'deckhand', 'engine');
}
