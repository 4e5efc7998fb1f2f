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

/** What a second reader (poppler) still finds: the words, and any text the patterns match. */
async function stillReadable(ctx: Run, pdf: string, words: readonly string[], patterns: readonly Pattern[]): Promise<string[]> {
  const text = await runProcess(await locatePdftotext(), [pdf, '-'], {
    signal: ctx.signal,
    timeoutMs: 120_000,
    maxStdoutBytes: 256 * 1024 * 1024,
  });
  const lower = text.stdout.toLocaleLowerCase();
  const left = words.filter((word) => lower.includes(word.toLocaleLowerCase()));
  return [...new Set([...left, ...patterns.flatMap(({ regex }) => patternMatches(text.stdout, regex))])];
}

/** Adds a pass's report to the one so far, page by page. */
function addReports(into: Map<number, PageReport>, pass: readonly PageReport[]): void {
  for (const entry of pass) {
    const known = into.get(entry.page) ?? { page: entry.page, hits: 0, areas: 0 };
    into.set(entry.page, { page: entry.page, hits: known.hits + entry.hits, areas: known.areas + entry.areas });
  }
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

  const report = new Map<number, PageReport>();
  const fileName = `${pdf.base}-redacted.pdf`;
  const output = join(ctx.workDir, fileName);
  let strings = 0;
  let source = pdf.plain;
  let targets = [...words, ...found.texts];
  // A second pass takes what poppler still reads (a pattern's text MuPDF split differently); then the check is final.
  for (let pass = 1; pass <= 2; pass++) {
    const redacted = join(ctx.workDir, `redacted-pages-${pass}.pdf`);
    const passAreas = JSON.stringify(pass === 1 ? areas : []);
    addReports(
      report,
      JSON.parse(await mutool(ctx, REDACT_SCRIPT, [source, redacted, passAreas, ...targets], `redact-${pass}`)) as PageReport[],
    );
    strings += await scrubTextStrings(redacted, output, targets, {
      scratchJson: join(ctx.workDir, `strings-${pass}.json`),
      signal,
      patterns: patterns.map(({ regex }) => regex),
    });
    ctx.reportProgress(50 + pass * 20);
    const left = await stillReadable(ctx, output, words, patterns);
    if (left.length === 0) break;
    if (pass === 2) {
      throw new ToolError(
        'redaction_incomplete',
        `Some text is still readable after redaction (${left.slice(0, 10).join(', ')}); the PDF was not handed back.`,
      );
    }
    targets = left;
    source = join(ctx.workDir, 'after-pass-1.pdf');
    await rename(output, source);
  }
  await checkPdfOutput(output, signal);
  const perPage = [...report.values()].sort((a, b) => a.page - b.page);
  return {
    path: output,
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
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.redact', run });
