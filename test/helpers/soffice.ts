import { spawn } from 'node:child_process';

/**
 * LibreOffice run directly, as the reference the tests hold the engine's output against: headless, with a throw-away
 * profile of its own, every input converted to `target` into `outDir` in one run. It runs as long as it needs (the
 * calling test's or hook's timeout bounds it, which a synchronous call could not let fire), and a failure says so.
 */
export async function sofficeConvert(
  inputs: readonly string[],
  options: { outDir: string; profile: string; target?: string },
): Promise<void> {
  const args = [
    `-env:UserInstallation=file://${options.profile}`,
    '--headless',
    '--norestore',
    '--convert-to',
    options.target ?? 'pdf',
    '--outdir',
    options.outDir,
    ...inputs,
  ];
  const child = spawn('soffice', args, { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`soffice ${args.join(' ')} ended with ${code === null ? 'a signal' : `exit code ${code}`}`);
}
