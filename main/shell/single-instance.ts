import type { App } from 'electron';
import { filesFromArgv } from './command-line-files';

interface LaunchData {
  files: string[];
}

function isLaunchData(value: unknown): value is LaunchData {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { files?: unknown }).files) &&
    (value as { files: unknown[] }).files.every((file) => typeof file === 'string')
  );
}

/**
 * Claims the single-instance lock. A second launch hands its files to the first (already resolved against its
 * own cwd, via additionalData) and exits; the first focuses its window and opens them.
 * Returns false in the second instance, which must quit.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'on'>,
  options: { files: string[]; runByElectronBinary: boolean; onSecondInstance(files: string[]): void },
): boolean {
  if (!app.requestSingleInstanceLock({ files: options.files } satisfies LaunchData)) return false;
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    const files = isLaunchData(additionalData) ? additionalData.files : filesFromArgv(argv, workingDirectory, options.runByElectronBinary);
    options.onSecondInstance(files);
  });
  return true;
}
