import { execFileSync } from 'node:child_process';

/**
 * LibreOffice run directly, as the reference the tests hold the engine's output against: headless, with a throw-away
 * profile of its own, every input converted to `target` into `outDir` in one run.
 */
export function sofficeConvert(
  inputs: readonly string[],
  options: { outDir: string; profile: string; timeoutMs: number; target?: string },
): void {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${options.profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      options.target ?? 'pdf',
      '--outdir',
      options.outDir,
      ...inputs,
    ],
    { timeout: options.timeoutMs, stdio: 'ignore' },
  );
}
