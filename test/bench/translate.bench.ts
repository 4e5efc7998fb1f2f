/**
 * Translation with Apertium (en→es) of a 50-slide deck made by the Create tool (title, 5 bullets and notes per
 * slide), against Apertium alone translating the same text in one `apertium -u -f html eng-spa` run.
 * Reports pages (slides) per second, the ratio to Apertium alone, and the translating process's peak RSS.
 * Target: ≤ 2× Apertium alone. Apertium's own start-up (~0.5 s) dominates a deck this size; reading, parsing and
 * writing the package add a fixed ~0.3 s, so the ratio falls as decks grow.
 * The translation runs in a child process (through tsx, which itself adds ~35 MB) so the RSS is its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_CACHE } from './bench-timing';

const DECK = join(BENCH_CACHE, 'translate-50-slides.pptx');
const SLIDES = 50;
const CHILD_FLAG = '--translate-child';
const MB = 1024 * 1024;
const ROUNDS = 5;

const SENTENCES = [
  'The team reviewed the quarterly results with the finance department',
  'Customers asked for a simpler way to share their presentations',
  'We will hire two engineers to work on the new translation features',
  'Every region reported better sales than in the same period last year',
  'The board approved the budget for the next three months of work',
  'Training sessions for new staff start in the first week of the month',
  'Our support team answered most questions within one working day',
];

async function makeDeck(): Promise<void> {
  if (existsSync(DECK)) return;
  mkdirSync(BENCH_CACHE, { recursive: true });
  const { run } = await import('../../main/engine/tools/generation');
  const lines = ['# Annual planning review', 'Results, plans and open questions', ''];
  for (let n = 1; n < SLIDES; n++) {
    lines.push(`## Topic ${n}: progress of the work`);
    for (let b = 0; b < 5; b++) lines.push(`- ${SENTENCES[(n + b) % SENTENCES.length]}.`);
    lines.push(`Notes: Remind the audience that ${SENTENCES[n % SENTENCES.length]!.toLowerCase()}.`, '');
  }
  const workDir = mkdtempSync(join(tmpdir(), 'deckhand-bench-gen-'));
  const out = await run({
    inputs: [],
    params: { inputText: lines.join('\n') },
    workDir,
    signal: new AbortController().signal,
    reportProgress: () => undefined,
  });
  writeFileSync(DECK, readFileSync(out.path));
  rmSync(workDir, { recursive: true, force: true });
}

function statusKb(field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) : 0;
}

async function childMain(input: string): Promise<void> {
  // The pace of translating itself: the layout check each task also runs (one LibreOffice render) is left out.
  process.env.DECKHAND_LAYOUT_CHECK = '0';
  const { run } = await import('../../main/engine/tools/translation');
  const workDir = mkdtempSync(join(tmpdir(), 'deckhand-bench-tr-'));
  const started = performance.now();
  const out = await run({
    inputs: [{ path: input, name: basename(input), size: statSync(input).size, mimeType: 'application/octet-stream' }],
    params: { from: 'en', to: 'es' },
    workDir,
    signal: new AbortController().signal,
    reportProgress: () => undefined,
  });
  const ms = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ ms, peakRss: statusKb('VmHWM') * 1024, metadata: out.metadata })}\n`);
  rmSync(workDir, { recursive: true, force: true });
}

/** The deck's text as the one HTML document Apertium alone would translate. */
function deckHtml(): string {
  const xml = execFileSync('sh', ['-c', `unzip -p "${DECK}" 'ppt/slides/*.xml' 'ppt/notesSlides/*.xml'`], {
    encoding: 'utf8',
    maxBuffer: 64 * MB,
  });
  const paragraphs = [...xml.matchAll(/<a:p>(.*?)<\/a:p>/g)]
    .map((m) => [...m[1]!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => t[1]).join(''))
    .filter((text) => /\p{L}/u.test(text));
  return paragraphs.map((text, i) => `<p id="u${i}"><span id="s0">${text}</span></p>`).join('\n');
}

export async function runBench(log: (line: string) => void): Promise<void> {
  await makeDeck();
  const self = fileURLToPath(import.meta.url);
  const html = deckHtml();
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-bench-apertium-'));
  writeFileSync(join(dir, 'in.html'), html);
  log(`input: ${SLIDES} slides, ${(statSync(DECK).size / 1024).toFixed(0)} KB, ${html.length} characters of markup`);
  let best = Infinity;
  let bestRef = Infinity;
  let peak = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    execFileSync('apertium', ['-u', '-f', 'html', 'eng-spa', join(dir, 'in.html'), join(dir, 'out.html')]);
    bestRef = Math.min(bestRef, performance.now() - started);
    const child = spawnSync(process.execPath, ['--import', 'tsx', self, CHILD_FLAG, DECK], {
      cwd: join(self, '../../..'),
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`translation child failed: ${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as { ms: number; peakRss: number };
    best = Math.min(best, result.ms);
    peak = Math.max(peak, result.peakRss);
  }
  rmSync(dir, { recursive: true, force: true });
  const ratio = best / bestRef;
  log(`translation (best of ${ROUNDS}): ${(best / 1000).toFixed(2)} s = ${(SLIDES / (best / 1000)).toFixed(1)} slides/s`);
  log(`apertium alone on the same text (best of ${ROUNDS}): ${(bestRef / 1000).toFixed(2)} s`);
  log(`ratio ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'OK' : 'OVER'}`);
  log(`peak RSS of the translating process: ${(peak / MB).toFixed(0)} MB (tsx included)`);
}

if (process.argv.includes(CHILD_FLAG)) {
  await childMain(process.argv[process.argv.indexOf(CHILD_FLAG) + 1]!);
}
