/**
 * Runs the `deckhand` command line as a user would (a child process, `node --import tsx main/cli/index.ts …`), and
 * lets it find a test engine that already runs: the engine's key and address go into its data folder, where the
 * command looks for a running engine before starting one of its own.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publishEngineAddress } from '../../main/engine/engine-address';
import { KEY_FILE_NAME } from '../../main/engine/engine-key';
import { REPO_ROOT } from './engine-process';
import type { TestEngine } from './engine';

export interface CliOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/index.ts', ...args], {
      cwd: REPO_ROOT,
      // English unless a test asks for a language: the command speaks the terminal's (main/cli/cli-texts.ts).
      env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANGUAGE: '', LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Makes a running test engine the one `deckhand --data <engine.dataDir>` uses; answers the function that undoes it. */
export async function shareEngine(engine: TestEngine): Promise<() => Promise<void>> {
  await writeFile(join(engine.dataDir, KEY_FILE_NAME), `${engine.key}\n`, { mode: 0o600 });
  return publishEngineAddress(engine.dataDir, engine.baseUrl);
}
