/**
 * pdf.redact: true removal of the words, patterns and areas given. Patterns (regular expressions, and the ready-made
 * e-mail and phone ones: shared/tools/redaction-patterns.ts) are matched on MuPDF's own text of each page, line by
 * line, and what they match is redacted as words are. MuPDF (`mutool run`, lib/pdf/mutool.ts) takes every
 * occurrence and everything under an area out of the page content, draws a black box where it stood and blanks the
 * pixels of pictures under it; the same words and patterns are then taken out of the strings around the pages
 * (document information, bookmarks, annotations, form fields — lib/pdf/text-strings.ts). No page is turned into a
 * picture. The engine checks its own output: pdftotext must find none of the words and no text the patterns match;
 * what it still finds is redacted once more, and if anything is still readable the task fails.
 */
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { redactionWords } from '../../../shared/tools/definitions/pdf-redact';
import { REDACTION_PRESETS, patternMatches, redactionPatternLines } from '../../../shared/tools/redaction-patterns';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ToolError } from '../lib/errors/tool-error';
import { PAGE_TEXT_SCRIPT, REDACT_SCRIPT, locateMutool } from '../lib/pdf/mutool';
import { locatePdftotext } from '../lib/pdf/poppler';
import { checkPdfOutput } from '../lib/pdf/qpdf';
import { scrubTextStrings } from '../lib/pdf/text-strings';
import { ProcessTimeoutError, runProcess } from '../lib/process/process-runner';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolContext, type ToolRun } from './tool';

const MUTOOL_TIMEOUT_MS = 300_000;
/** Distinct texts the patterns may find before the task asks for narrower ones (each is a search on every page). */
const MAX_PATTERN_HITS = 5000;

type Area = NonNullable<ParamsOf<'pdf.redact'>['areas']>[number];
interface PageReport {
  page: number;
  hits: number;
  areas: number;
}
type Run = Pick<ToolContext, 'workDir' | 'signal'>;
interface Pattern {
  /** The pattern as typed, or the ready-made one's name. */
  label: string;
  preset?: 'emails' | 'phones';
  regex: RegExp;
}

async function mutool(ctx: Run, script: string, args: string[], name: string): Promise<string> {
  const file = join(ctx.workDir, `${name}.js`);
  await writeFile(file, script);
  try {
    const result = await runProcess(await locateMutool(), ['run', file, ...args], {
      signal: ctx.signal,
      timeoutMs: MUTOOL_TIMEOUT_MS,
      maxStdoutBytes: 256 * 1024 * 1024,
    });
    const last = result.stdout.trim().split('\n').pop() ?? '';
    if (result.exitCode !== 0 || !last.startsWith('[')) {
      throw new ToolError('invalid_file', `MuPDF could not read the PDF to redact: ${result.stderr.trim().slice(0, 200)}`);
    }
    return last;
  } catch (error) {
    if (error instanceof ProcessTimeoutError) throw new ToolError('timeout', `MuPDF did not finish within ${MUTOOL_TIMEOUT_MS / 1000} s.`);
    throw error;
  }
}

function patternsOf(params: ParamsOf<'pdf.redact'>): Pattern[] {
  const patterns: Pattern[] = [];
  if (params.emails) patterns.push({ label: 'e-mail addresses', preset: 'emails', regex: new RegExp(REDACTION_PRESETS.emails, 'u') });
  if (params.phones) patterns.push({ label: 'phone numbers', preset: 'phones', regex: new RegExp(REDACTION_PRESETS.phones, 'u') });
  for (const source of redactionPatternLines(params.patterns)) patterns.push({ label: source, regex: new RegExp(source, 'u') });
  return patterns;
}

/** The distinct texts each pattern matches in `pages`, and how many times each pattern matched. */
function findPatterns(pages: readonly string[], patterns: readonly Pattern[]): { texts: string[]; counts: number[] } {
  const texts = new Set<string>();
  const counts = patterns.map(({ regex }) => {
    let count = 0;
    for (const text of pages) {
      for (const found of patternMatches(text, regex)) {
        texts.add(found);
        count += 1;
      }
    }
    return count;
  });
  if (texts.size > MAX_PATTERN_HITS) {
    throw new ToolError(
      'invalid_parameter',
      `The patterns match ${texts.size} different texts (at most ${MAX_PATTERN_HITS}): make them narrower.`,
    );
  }
  return { texts: [...texts], counts };
}

async function popplerText(ctx: Run, pdf: string): Promise<string> {
  const text = await runProcess(await locatePdftotext(), [pdf, '-'], {
    signal: ctx.signal,
    timeoutMs: 120_000,
    maxStdoutBytes: 256 * 1024 * 1024,
  });
  return text.stdout;
}

/** What a second reader (poppler) still finds: the words, and any text the patterns match. */
async function stillReadable(ctx: Run, pdf: string, words: readonly string[], patterns: readonly Pattern[]): Promise<string[]> {
  const text = await popplerText(ctx, pdf);
  const lower = text.toLocaleLowerCase();
  const left = words.filter((word) => lower.includes(word.toLocaleLowerCase()));
  return [...new Set([...left, ...patterns.flatMap(({ regex }) => patternMatches(text, regex))])];
}

const wordsOf = (text: string): string[] => text.toLocaleLowerCase().match(/\p{L}{2,}/gu) ?? [];

/** The words of `before` that no redaction target holds or is part of, and how many of them `after` still has. */
function otherWordsKept(before: string, after: string, targets: readonly string[]): { kept: number; total: number } {
  const lowerTargets = targets.map((target) => target.toLocaleLowerCase());
  const targetWords = new Set(lowerTargets.flatMap(wordsOf));
  const others = wordsOf(before).filter((word) => !targetWords.has(word) && !lowerTargets.some((target) => word.includes(target)));
  const left = new Map<string, number>();
  for (const word of wordsOf(after)) left.set(word, (left.get(word) ?? 0) + 1);
  const kept = others.filter((word) => {
    const n = left.get(word) ?? 0;
    if (n > 0) left.set(word, n - 1);
    return n > 0;
  }).length;
  return { kept, total: others.length };
}

/** Adds a pass's report to the one so far, page by page. */
function addReports(into: Map<number, PageReport>, pass: readonly PageReport[]): void {
  for (const entry of pass) {
    const known = into.get(entry.page) ?? { page: entry.page, hits: 0, areas: 0 };
    into.set(entry.page, { page: entry.page, hits: known.hits + entry.hits, areas: known.areas + entry.areas });
  }
}

/** How far each hit's box is narrowed at its ends, times its height (lib/pdf/mutool.ts); then further, when a word was lost. */
const NARROWING = 0.1;
const TIGHT_NARROWING = 0.25;

interface Redacted {
  output: string;
  report: Map<number, PageReport>;
  strings: number;
}

/**
 * One redaction of `source`: MuPDF takes the targets and areas out of the pages and the strings around them are
 * cleaned; a second pass takes what poppler still reads (a pattern's text MuPDF split differently), and then leftover
 * text fails the task.
 */
async function redactAll(
  ctx: Run & Pick<ToolContext, 'reportProgress'>,
  source: string,
  targets: readonly string[],
  areas: readonly Area[],
  options: { words: readonly string[]; patterns: readonly Pattern[]; inset: number; name: string },
): Promise<Redacted> {
  const { words, patterns, name } = options;
  const report = new Map<number, PageReport>();
  const output = join(ctx.workDir, `redacted-${name}.pdf`);
  let strings = 0;
  let input = source;
  let passTargets = [...targets];
  for (let pass = 1; pass <= 2; pass++) {
    const redacted = join(ctx.workDir, `redacted-pages-${name}${pass}.pdf`);
    const passAreas = JSON.stringify(pass === 1 ? areas : []);
    const args = [input, redacted, passAreas, String(options.inset), ...passTargets];
    addReports(report, JSON.parse(await mutool(ctx, REDACT_SCRIPT, args, `redact-${name}${pass}`)) as PageReport[]);
    strings += await scrubTextStrings(redacted, output, passTargets, {
      scratchJson: join(ctx.workDir, `strings-${name}${pass}.json`),
      signal: ctx.signal,
      patterns: patterns.map(({ regex }) => regex),
    });
    ctx.reportProgress(40 + pass * 20);
    const left = await stillReadable(ctx, output, words, patterns);
    if (left.length === 0) break;
    if (pass === 2) {
      throw new ToolError(
        'redaction_incomplete',
        `Some text is still readable after redaction (${left.slice(0, 10).join(', ')}); the PDF was not handed back.`,
      );
    }
    passTargets = left;
    input = join(ctx.workDir, `after-pass-${name}1.pdf`);
    await rename(output, input);
  }
  return { output, report, strings };
}

export const run: ToolRun<ParamsOf<'pdf.redact'>> = async (ctx) => {
  const { params, signal } = ctx;
  const words = redactionWords(params.words);
  const patterns = patternsOf(params);
  const areas: Area[] = params.areas ?? [];
  if (words.length + patterns.length + areas.length === 0) {
    throw new ToolError('invalid_parameter', 'Give at least one word, pattern or area to remove.');
  }
  const pdf = await openSinglePdf(ctx);
  for (const [i, area] of areas.entries()) {
    if (area.page > pdf.pages) {
      throw new ToolError('invalid_parameter', `Area ${i + 1} is on page ${area.page}, but “${pdf.input.name}” has ${pdf.pages} pages.`);
    }
  }

  let found: { texts: string[]; counts: number[] } = { texts: [], counts: [] };
  if (patterns.length > 0) {
    const pages = JSON.parse(await mutool(ctx, PAGE_TEXT_SCRIPT, [pdf.plain], 'page-text')) as string[];
    found = findPatterns(pages, patterns);
  }
  ctx.reportProgress(20);

  const targets = [...words, ...found.texts];
  const firstTry = await redactAll(ctx, pdf.plain, targets, areas, { words, patterns, inset: NARROWING, name: 'a' });
  let done = firstTry;
  let otherWords: { kept: number; total: number } | undefined;
  if (areas.length === 0) {
    // Words nobody asked to remove must survive; when one did not, the boxes are narrowed further and the better
    // of the two results is kept (an area removes what is under it by design, so then there is no such check).
    const before = await popplerText(ctx, pdf.plain);
    otherWords = otherWordsKept(before, await popplerText(ctx, firstTry.output), targets);
    if (otherWords.kept < otherWords.total) {
      const tighter = await redactAll(ctx, pdf.plain, targets, areas, { words, patterns, inset: TIGHT_NARROWING, name: 'b' });
      const tighterWords = otherWordsKept(before, await popplerText(ctx, tighter.output), targets);
      if (tighterWords.kept > otherWords.kept) [done, otherWords] = [tighter, tighterWords];
    }
  }
  const { output, report, strings } = done;
  const fileName = `${pdf.base}-redacted.pdf`;
  await rename(output, join(ctx.workDir, fileName));
  await checkPdfOutput(join(ctx.workDir, fileName), signal);
  const perPage = [...report.values()].sort((a, b) => a.page - b.page);
  return {
    path: join(ctx.workDir, fileName),
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: {
      ...removedNote([pdf]),
      pages: pdf.pages,
      words: words.length,
      removed: perPage.reduce((sum, entry) => sum + entry.hits, 0),
      areas: perPage.reduce((sum, entry) => sum + entry.areas, 0),
      perPage,
      patterns: patterns.map(({ label, preset }, i) => ({ pattern: label, ...(preset ? { preset } : {}), found: found.counts[i] ?? 0 })),
      otherStrings: strings,
      ...(otherWords ? { otherWords } : {}),
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.redact', run });
