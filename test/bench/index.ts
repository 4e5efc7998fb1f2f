/**
 * `npm run bench [-- name …]`: runs every `*.bench.ts` beside this file (or only the named ones), one after another,
 * each printing its measurements next to the reference tool doing the same job. Targets live here, not in tests.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  runBench(log: (line: string) => void): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort();

let failed = 0;
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n== ${name} ==`);
  const started = performance.now();
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
    await mod.runBench((line) => console.log(`  ${line}`));
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.error(`  ${name} failed:`, error);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
