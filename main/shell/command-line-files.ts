import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `scheme://…`: a URL, not a file name (a Windows drive letter has one letter before its colon). */
const URL_WITH_AUTHORITY = /^[a-z][a-z0-9+.-]+:\/\//i;

/**
 * One opened item as a local path, or null when it names none. Linux launchers run the app with `%U` (electron-builder's
 * desktop entry), so files chosen in a file manager arrive as `file://` URLs; other URLs (http, sftp, smb …) are
 * refused rather than read as relative file names.
 */
export function openedPath(item: string, cwd: string): string | null {
  if (/^file:/i.test(item)) {
    try {
      return fileURLToPath(item);
    } catch {
      // A file URL of another host (file://server/share on POSIX) names nothing on this machine.
      return null;
    }
  }
  if (URL_WITH_AUTHORITY.test(item)) return null;
  return isAbsolute(item) ? item : resolve(cwd, item);
}

/**
 * What follows the app on its command line. Run as `electron [switches] <app> …`, the app is found the way Electron's
 * default app finds it (default_app/main.ts): `-r`/`--require` take the next argument, `--app=<path>` or the first
 * argument that is not a switch names the app. A packaged app's own arguments start after the executable.
 */
function argumentsAfterApp(argv: readonly string[], runByElectronBinary: boolean): readonly string[] {
  if (!runByElectronBinary) return argv.slice(1);
  for (let index = 1; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '-r' || arg === '--require') index++;
    else if (arg.startsWith('--app=') || !arg.startsWith('-')) return argv.slice(index + 1);
  }
  return [];
}

/**
 * File paths given on a command line: everything after the executable (and, when run as `electron <app>`,
 * after the app path) that is not a switch. Relative paths are resolved against the launching shell's cwd.
 */
export function filesFromArgv(argv: readonly string[], cwd: string, runByElectronBinary: boolean): string[] {
  const args = argumentsAfterApp(argv, runByElectronBinary);
  const files: string[] = [];
  let afterDoubleDash = false;
  for (const arg of args) {
    if (!afterDoubleDash && arg === '--') {
      afterDoubleDash = true;
      continue;
    }
    if (!afterDoubleDash && arg.startsWith('-')) continue;
    if (arg.length === 0) continue;
    const path = openedPath(arg, cwd);
    if (path !== null) files.push(path);
  }
  return files;
}
