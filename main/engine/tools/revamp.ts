/**
 * `revamp`: a .pptx on one of the built-in designs — theme colours and fonts replaced, each slide's content placed
 * on the layout it asks for (text that does not fit continues on an inserted slide), notes and order kept; the
 * result is checked by the layout checker against the source (`layoutIssues`). See main/engine/revamp/.
 */
import { parse } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { DEFAULT_DECK_TEMPLATE, findDeckTemplate } from '../../../shared/tools/deck-templates';
import { TRANSLATION_LANGUAGE_CODES } from '../../../shared/tools/languages';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { restyleDeck, type RestyleReport } from '../revamp/restyle-deck';
import { documentLanguageTag } from '../translation/language-codes';
import { embedDesignFonts } from './support/design-fonts';
import type { LayoutIssue } from '../layout-check/check-layout';
import type { KeyedIssue } from '../layout-check/layout-issue';
import { layoutFindings, type LayoutMetadata } from './support/layout-report';
import type { ReadableFix } from '../templates/readable-text';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

type Params = ParamsOf<'revamp'>;

/** Repair passes after the first arrangement (each one restyle and one render; only while something is flagged). */
const REPAIR_ROUNDS = 3;

const issueCount = (layout: LayoutMetadata): number => (layout.layoutCheck ? Infinity : (layout.layoutIssues?.length ?? 0));

/** The source slide (1-based) behind an output slide: a continuation slide's is its original's, the nearest before it. */
function sourceOf(slide: number, slideMap: readonly (number | null)[]): number | null {
  for (let n = slide; n >= 1; n--) {
    const source = slideMap[n - 1];
    if (source != null) return source;
  }
  return null;
}

/** The source slides (1-based) behind the output slides the checker flagged, broken words and faint text aside. */
function flaggedSources(issues: readonly LayoutIssue[], slideMap: readonly (number | null)[]): number[] {
  const out = new Set<number>();
  for (const issue of issues) {
    const source =
      issue.slide === null || issue.kind === 'word-broken' || issue.kind === 'low-contrast' ? null : sourceOf(issue.slide, slideMap);
    if (source !== null) out.add(source);
  }
  return [...out];
}

/** How many times a shape's broken words are fitted before the loop leaves them to the report. */
const WORD_TRIES = 3;

/**
 * Counts the rounds each shape's words came out broken (source slide → shape id → times); true when a shape is to
 * be fitted again.
 */
function countBrokenWords(
  issues: readonly KeyedIssue[],
  slideMap: readonly (number | null)[],
  tries: Map<number, Map<string, number>>,
): boolean {
  let more = false;
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.kind !== 'word-broken' || issue.slide === null || !issue.shapeId) continue;
    const source = sourceOf(issue.slide, slideMap);
    if (source === null || seen.has(`${source}:${issue.shapeId}`)) continue;
    seen.add(`${source}:${issue.shapeId}`);
    const shapes = tries.get(source) ?? new Map<string, number>();
    const count = shapes.get(issue.shapeId) ?? 0;
    if (count >= WORD_TRIES) continue;
    shapes.set(issue.shapeId, count + 1);
    tries.set(source, shapes);
    more = true;
  }
  return more;
}

/** How many times a shape's faint text is repaired: a colour first, then a backdrop. */
const CONTRAST_TRIES = 2;

/**
 * Notes what the checker measured under each shape whose text stood out too little (source slide → shape id); true
 * when a shape is to be repaired (again).
 */
function noteFaintText(
  issues: readonly KeyedIssue[],
  slideMap: readonly (number | null)[],
  faint: Map<number, Map<string, ReadableFix>>,
  meant: ReadonlySet<string>,
): boolean {
  let more = false;
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.kind !== 'low-contrast' || issue.slide === null || !issue.shapeId || !issue.ground) continue;
    const source = sourceOf(issue.slide, slideMap);
    if (source === null || seen.has(`${source}:${issue.shapeId}`) || meant.has(`${source}:${issue.shapeId}`)) continue;
    seen.add(`${source}:${issue.shapeId}`);
    const shapes = faint.get(source) ?? new Map<string, ReadableFix>();
    const tries = shapes.get(issue.shapeId)?.tries ?? 0;
    if (tries >= CONTRAST_TRIES) continue;
    // The ground first measured is what the slide shows: a backdrop added later is not the ground to judge by.
    shapes.set(issue.shapeId, { ground: shapes.get(issue.shapeId)?.ground ?? issue.ground, tries: tries + 1 });
    faint.set(source, shapes);
    more = true;
  }
  return more;
}

/** DeckFlow's code or a BCP 47 tag as given; anything else is not a language. */
function languageTag(lang: string | undefined): string | undefined {
  const value = lang?.trim();
  if (!value) return undefined;
  if ((TRANSLATION_LANGUAGE_CODES as readonly string[]).includes(value)) return documentLanguageTag(value);
  if (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) return value;
  throw new ToolError('invalid_parameter', `lang "${value}" is not a language code such as en or fr-FR.`);
}

export const run: ToolRun<Params> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_file', 'No deck to revamp.');
  if (!/\.pptx$/i.test(input.name)) {
    throw new ToolError('unsupported_format', `“${input.name}”: the local engine revamps .pptx decks; convert it to .pptx first.`);
  }
  const template = findDeckTemplate(ctx.params.template ?? DEFAULT_DECK_TEMPLATE);
  if (!template) throw new ToolError('invalid_parameter', `There is no design "${ctx.params.template}".`);
  const lang = languageTag(ctx.params.lang);
  const fileName = `${parse(input.name).name} (${template.name}).pptx`;
  // Close the loop: slides the layout checker flags are made again as they were laid out (on the design), those still
  // flagged then have their text fitted clear of what their old layout drew, and the deck is re-checked until nothing
  // new is flagged or the rounds run out; the round with the fewest issues is kept.
  let keepAsIs = new Set<number>();
  let clearText = new Set<number>();
  // A shape whose words came out broken has its text shrunk until they fit (word-fit.ts), more at each round.
  const wordTries = new Map<number, Map<string, number>>();
  // A shape whose text stood out too little from what the render shows under it takes a readable colour or a backdrop.
  const faint = new Map<number, Map<string, ReadableFix>>();
  let best: {
    path: string;
    report: RestyleReport;
    layout: LayoutMetadata;
    kept: number[];
    cleared: number[];
    wordsFitted: number[];
    madeReadable: number[];
    faintLeft: number;
  } | null = null;
  for (let round = 0; round <= REPAIR_ROUNDS; round++) {
    const path = `${ctx.workDir}/revamped-${round}.pptx`;
    const report = await restyleDeck(input.path, input.name, path, {
      template,
      lang,
      keepAsIs,
      clearText,
      fitWords: wordTries,
      readable: faint,
      signal: ctx.signal,
      onProgress: (done, total) => ctx.reportProgress(((round === 0 ? 70 : 15) * done) / Math.max(1, total) + (round === 0 ? 0 : 75)),
    });
    const {
      metadata: layout,
      keyed,
      own,
    } = await layoutFindings({
      deck: path,
      source: input.path,
      label: fileName,
      slideMap: (slide) => report.slideMap[slide - 1] ?? null,
      sameWords: true,
      workDir: ctx.workDir,
      signal: ctx.signal,
    });
    // Of rounds with as few issues, the one with the least faint text, the source's own included.
    const faintLeft = own.filter((issue) => issue.kind === 'low-contrast').length;
    const better =
      !best ||
      issueCount(layout) < issueCount(best.layout) ||
      (issueCount(layout) === issueCount(best.layout) && faintLeft < best.faintLeft);
    if (better)
      best = {
        faintLeft,
        path,
        report,
        layout,
        kept: [...keepAsIs].sort((a, b) => a - b),
        cleared: [...clearText].sort((a, b) => a - b),
        wordsFitted: [...wordTries.keys()].sort((a, b) => a - b),
        madeReadable: [...faint.keys()].sort((a, b) => a - b),
      };
    const flagged = flaggedSources(keyed, report.slideMap);
    const refitWords = countBrokenWords(keyed, report.slideMap, wordTries);
    // Faint text is repaired where the source had it faint too (a revamp makes it readable), unless its colour is meant.
    const recolor = noteFaintText(own, report.slideMap, faint, report.colorsMeant);
    // A slide flagged again as it was laid out has its text fitted clear of what its old layout drew.
    const fresh = flagged.filter((slide) => !keepAsIs.has(slide));
    const stubborn = flagged.filter((slide) => keepAsIs.has(slide) && !clearText.has(slide));
    if (fresh.length === 0 && stubborn.length === 0 && !refitWords && !recolor) break;
    keepAsIs = new Set([...keepAsIs, ...fresh]);
    clearText = new Set([...clearText, ...stubborn]);
  }
  const { path, report, layout, kept, cleared, wordsFitted, madeReadable } = best!;
  // The design's fonts go into the deck, so it shows them where they are not installed.
  const fonts = await embedDesignFonts(path, template, ctx);
  ctx.reportProgress(100);
  return {
    path: fonts.path,
    fileName,
    mimeType: OFFICE_MIME.pptx,
    metadata: {
      slides: report.slides,
      pages: report.slides,
      template: template.id,
      embeddedFonts: fonts.embedded,
      layouts: Object.fromEntries(Object.entries(report.layouts).filter(([, count]) => count > 0)),
      ...(report.continuations ? { continuationSlides: report.continuations } : {}),
      ...(report.charts ? { charts: report.charts } : {}),
      ...(report.drawnLists ? { listsDrawn: report.drawnLists } : {}),
      ...(report.problems.length ? { fitProblems: report.problems } : {}),
      ...(lang ? { lang } : {}),
      ...(kept.length ? { slidesKeptAsLaidOut: kept } : {}),
      ...(cleared.length ? { slidesTextFittedClear: cleared } : {}),
      ...(wordsFitted.length ? { slidesWordsFitted: wordsFitted } : {}),
      ...(madeReadable.length ? { slidesTextMadeReadable: madeReadable } : {}),
      ...layout,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'revamp', run });
