import { isAbsolute, resolve } from 'node:path';

/**
 * File paths given on a command line: everything after the executable (and, when run as `electron <app>`,
 * after the app path) that is not a switch. Relative paths are resolved against the launching shell's cwd.
 */
export function filesFromArgv(argv: readonly string[], cwd: string, runByElectronBinary: boolean): string[] {
  const args = argv.slice(runByElectronBinary ? 2 : 1);
  const files: string[] = [];
  let afterDoubleDash = false;
  for (const arg of args) {
    if (!afterDoubleDash && arg === '--') {
      afterDoubleDash = true;
      continue;
    }
    if (!afterDoubleDash && arg.startsWith('-')) continue;
    if (arg.length === 0) continue;
    files.push(isAbsolute(arg) ? arg : resolve(cwd, arg));
  }
  return files;
}
