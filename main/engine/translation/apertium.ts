/**
 * Apertium, the offline rule-based translator (Debian: `apertium` + a pair package such as `apertium-eng-spa`).
 * Its modes are the `.mode` files it lists with `apertium -l`; each batch runs `apertium -f html <mode> in out`, with
 * its marks for unknown words, which apertium-marks.ts reads and removes. With Transfuse
 * installed Apertium moves inline tags with the words they wrap (`The <b>red</b> car` → `El coche <b>rojo</b>`);
 * without it tags keep their place in the sentence, so formatting can land on the wrong words.
 */
import { mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TranslationPair } from '../../../shared/contract/translation';
import { languageName } from '../../../shared/tools/languages';
import { ToolError } from '../lib/errors/tool-error';
import { findOnPath } from '../lib/process/executable-lookup';
import { exitDescription, stoppedFailure } from '../lib/process/process-exit';
import { lastLines, runProcess } from '../lib/process/process-runner';
import { unmarkAnswer } from './apertium-marks';
import { apertiumModePair, debianPackageForPair, type ApertiumMode } from './language-codes';
import type { TranslateRequest, TranslationProvider } from './provider';

export interface ApertiumInstall {
  program: string;
  /** The best mode per DeckFlow pair. */
  modes: ApertiumMode[];
  /** Transfuse's `tf-extract` is on PATH: formatting follows the words. */
  transfuse: boolean;
}

export const APERTIUM_INSTALL_HINT =
  'install Apertium and a language pair (Debian/Ubuntu: `sudo apt install --no-install-recommends apertium transfuse apertium-eng-spa`)';

const LIST_TIMEOUT_MS = 30_000;
const CACHE_MS = 60_000;
let cached: { at: number; install: Promise<ApertiumInstall | null> } | null = null;

/** The installed Apertium and its pairs, or null when it is not installed (cached for a minute). */
export function findApertium(now = Date.now()): Promise<ApertiumInstall | null> {
  if (cached && now - cached.at < CACHE_MS) return cached.install;
  const install = probeApertium();
  cached = { at: now, install };
  return install;
}

/**
 * The mode names: the `.mode` files of `<prefix>/share/apertium/modes` beside the program (what `apertium -l`
 * lists, without starting its shell script), else whatever `apertium -l` prints.
 */
async function listModes(program: string): Promise<string[] | null> {
  try {
    const dir = join(dirname(dirname(await realpath(program))), 'share', 'apertium', 'modes');
    return (await readdir(dir)).filter((name) => name.endsWith('.mode')).map((name) => name.slice(0, -'.mode'.length));
  } catch {
    try {
      return (await runProcess(program, ['-l'], { timeoutMs: LIST_TIMEOUT_MS })).stdout.split('\n').map((line) => line.trim());
    } catch {
      return null;
    }
  }
}

async function probeApertium(): Promise<ApertiumInstall | null> {
  const program = process.env.DECKHAND_APERTIUM?.trim() || (await findOnPath('apertium'));
  if (!program) return null;
  const listed = await listModes(program);
  if (!listed) return null;
  const best = new Map<string, ApertiumMode>();
  for (const line of listed) {
    const mode = apertiumModePair(line);
    if (!mode) continue;
    const key = `${mode.from}>${mode.to}`;
    const current = best.get(key);
    if (!current || mode.rank < current.rank) best.set(key, mode);
  }
  return { program, modes: [...best.values()], transfuse: (await findOnPath('tf-extract')) !== null };
}

export function apertiumPairs(install: ApertiumInstall): TranslationPair[] {
  return install.modes.map(({ from, to }) => ({ from, to })).sort((a, b) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`));
}

/** What to install for a pair Apertium lacks, as a sentence. */
export function apertiumPairHint(from: string, to: string): string {
  const pkg = debianPackageForPair(from, to);
  return pkg
    ? `install its pair (Debian/Ubuntu: \`sudo apt install --no-install-recommends ${pkg}\`)`
    : `Apertium has no ${languageName(from)}–${languageName(to)} pair in Debian`;
}

export class ApertiumProvider implements TranslationProvider {
  readonly id = 'apertium' as const;
  // One process per batch: large batches amortise the pipeline's start-up (~0.1 s).
  readonly batch = { maxItems: 4000, maxChars: 200_000 };
  readonly detectsLanguage = false;

  constructor(private readonly install: ApertiumInstall) {}

  private mode(from: string, to: string): ApertiumMode | undefined {
    return this.install.modes.find((mode) => mode.from === from && mode.to === to);
  }

  pairRefusal(from: string, to: string): Promise<string | null> {
    if (this.mode(from, to)) return Promise.resolve(null);
    const installed = apertiumPairs(this.install)
      .map((pair) => `${pair.from}→${pair.to}`)
      .join(', ');
    return Promise.resolve(
      `Apertium cannot translate ${languageName(from)} into ${languageName(to)}: ${apertiumPairHint(from, to)}` +
        `${installed ? ` (installed pairs: ${installed})` : ''}, or choose another translation provider in Settings.`,
    );
  }

  describe(request: Pick<TranslateRequest, 'from' | 'to'>): string {
    return `apertium ${this.mode(request.from, request.to)?.mode ?? `${request.from}-${request.to}`}`;
  }

  async translate(fragments: readonly string[], request: TranslateRequest): Promise<string[]> {
    const mode = this.mode(request.from, request.to);
    if (!mode) throw new ToolError('tool_unavailable', (await this.pairRefusal(request.from, request.to)) ?? 'No Apertium mode.');
    const dir = await mkdtemp(join(tmpdir(), 'deckhand-apertium-'));
    try {
      const input = join(dir, 'in.html');
      const output = join(dir, 'out.html');
      await writeFile(input, fragments.map((fragment, index) => `<p id="u${index}">${fragment}</p>\n`).join(''));
      const result = await runProcess(this.install.program, ['-f', 'html', mode.mode, input, output], {
        signal: request.signal,
        timeoutMs: 10 * 60_000,
        killTree: true,
        // Transfuse keeps its scratch files in TMPDIR; ours is removed afterwards whatever happens.
        env: { ...process.env, TMPDIR: dir, APERTIUM_TRANSFUSE: this.install.transfuse ? 'yes' : 'no' },
      });
      const stopped = stoppedFailure(`Apertium (${mode.mode})`, 'the text', result);
      if (stopped) throw stopped;
      if (result.exitCode !== 0) {
        throw new ToolError('translation_failed', `Apertium (${mode.mode}) failed: ${lastLines(result.stderr) || exitDescription(result)}`);
      }
      return splitParagraphs(await readFile(output, 'utf8'), fragments.length).map((answer, index) => {
        const { text, unknown } = unmarkAnswer(answer, fragments[index] ?? '');
        if (unknown.length > 0) request.onUntranslated?.(index, unknown);
        return text;
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** The `<p id="uN">` blocks of Apertium's answer, by N; a block it lost comes back empty. */
export function splitParagraphs(html: string, count: number): string[] {
  const out = new Array<string>(count).fill('');
  const block = /<p\s+id="u(\d+)"\s*>([\s\S]*?)<\/p>/g;
  for (let match = block.exec(html); match; match = block.exec(html)) {
    const index = Number(match[1]);
    if (index < count) out[index] = match[2] ?? '';
  }
  return out;
}
