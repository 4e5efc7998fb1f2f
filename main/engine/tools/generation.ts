/**
 * `generation` (Create): a deck on one of the built-in designs. A Markdown or plain-text outline — the input text,
 * or an outline file given with the task — becomes slides as written, with no model; otherwise, or when asked, the
 * chat model set up in Settings proposes the outline and the slide text first. Either way the layouts are chosen
 * from the content and the text is fitted to them (long lists continue on further slides). Pictures the outline
 * refers to come only from the task's own files. The deck is then checked by the layout checker, and the slides it
 * flags are drawn again in their plainest family and re-checked (`layoutIssues`: what is left).
 * See main/engine/generation/.
 */
import { extname } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { DEFAULT_DECK_TEMPLATE, findDeckTemplate } from '../../../shared/tools/deck-templates';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { GENERATION_LIMITS } from '../../../shared/tools/definitions/generation';
import { slideText, type DeckOutline } from '../generation/deck-outline';
import { writeDeck } from '../generation/deck-writer';
import { modelOutline } from '../generation/model-outline';
import { attachPictures, PICTURE_EXTENSIONS, type PictureFile } from '../generation/outline-pictures';
import { parseMarkdownOutline } from '../generation/outline-parser';
import { looksLikeOutline, plainTextToMarkdown } from '../generation/plain-text-outline';
import { readReference, type ReferenceText } from '../generation/reference-text';
import { fitOutline, type FitProblem } from '../generation/slide-fit';
import { familyOf } from '../generation/layout-families';
import { ToolError } from '../lib/errors/tool-error';
import { FontMeasure } from '../lib/fonts/font-measure';
import { ChatClient } from '../lib/remote/chat-client';
import { documentLanguageTag } from '../translation/language-codes';
import { detectLanguage } from '../../../shared/tools/language-detect';
import { safeFileName } from '../../../shared/file-names';
import { embedDesignFonts } from './support/design-fonts';
import { layoutFindings, type LayoutMetadata } from './support/layout-report';
import type { KeyedIssue } from '../layout-check/layout-issue';
import type { ReadableFix } from '../templates/readable-text';
import { defineEngineTool, type ToolRun } from './tool';

type Params = ParamsOf<'generation'>;

/** Rounds of repair after the first check (each one more render, only when something was flagged). */
const REPAIR_ROUNDS = 2;

function fileNameFor(title: string): string {
  return `${safeFileName(title, 'Presentation', { replacement: ' ', maxLength: 80 })}.pptx`;
}

function outlineFromText(text: string, fallbackTitle: string): DeckOutline {
  if (text.length > GENERATION_LIMITS.maxOutlineChars) {
    throw new ToolError(
      'invalid_parameter',
      `The outline (the text and the reference files' text) has ${text.length.toLocaleString('en')} characters; Create reads at most ${GENERATION_LIMITS.maxOutlineChars.toLocaleString('en')}. Shorten it, or make several decks.`,
    );
  }
  const markdown = /^\s*#{1,6}\s/m.test(text) || /^\s*[-*+]\s/m.test(text) ? text : plainTextToMarkdown(text);
  return parseMarkdownOutline(markdown, fallbackTitle);
}

const isPicture = (name: string): boolean => (PICTURE_EXTENSIONS as readonly string[]).includes(extname(name).toLowerCase());

/** The outline as written: the text, an outline file, or both (a short text then titles the file's outline). */
function writtenOutline(topic: string, references: readonly ReferenceText[]): DeckOutline {
  const fallback = topic.split('\n')[0]?.trim() || references[0]?.name.replace(/\.[^.]+$/, '') || 'Presentation';
  if (!topic || looksLikeOutline(topic) || !references.some((reference) => reference.structured)) {
    return outlineFromText([topic, ...references.map((reference) => reference.text)].filter(Boolean).join('\n\n'), fallback);
  }
  const reference = references.find((entry) => entry.structured)!;
  const text = /^#\s/m.test(reference.text) || topic.length > 120 ? reference.text : `# ${topic}\n\n${reference.text}`;
  return outlineFromText(text, topic);
}

/** Notes what the checker measured under text that stood out too little; true when something is to be repaired (again). */
function noteFaintText(issues: readonly KeyedIssue[], faint: Map<number, Map<string, ReadableFix>>): boolean {
  let more = false;
  for (const issue of issues) {
    if (issue.kind !== 'low-contrast' || issue.slide === null || !issue.shapeId || !issue.ground) continue;
    const shapes = faint.get(issue.slide) ?? new Map<string, ReadableFix>();
    const before = shapes.get(issue.shapeId);
    if (before && before.tries >= 2) continue;
    shapes.set(issue.shapeId, { ground: before?.ground ?? issue.ground, tries: (before?.tries ?? 0) + 1 });
    faint.set(issue.slide, shapes);
    more = true;
  }
  return more;
}

export const run: ToolRun<Params> = async (ctx) => {
  const { params } = ctx;
  const template = findDeckTemplate(params.template ?? DEFAULT_DECK_TEMPLATE);
  if (!template) throw new ToolError('invalid_parameter', `There is no design "${params.template}".`);
  const pictures: PictureFile[] = ctx.inputs.filter((input) => isPicture(input.name)).map(({ name, path }) => ({ name, path }));
  const references: ReferenceText[] = [];
  for (const input of ctx.inputs) if (!isPicture(input.name)) references.push(await readReference(input, ctx.workDir, ctx.signal));
  const topic = (params.inputText ?? '').trim();
  if (!topic && !references.some((reference) => reference.text.trim())) {
    throw new ToolError('invalid_parameter', 'Give the deck’s outline or topic as text, or an outline file (.md or .txt) with the task.');
  }
  ctx.reportProgress(10);

  const chat = ctx.providers?.openai ? new ChatClient(ctx.providers.openai) : null;
  const outlineGiven = looksLikeOutline(topic) || references.some((reference) => reference.structured);
  const useModel = params.useModel ?? (chat !== null && !outlineGiven);
  if (useModel && !chat) {
    throw new ToolError(
      'tool_unavailable',
      'No chat model is set up to write the outline: set up an OpenAI-compatible endpoint (such as Ollama) in Settings, or give an outline in Markdown.',
    );
  }
  const tier = params.advancedModel && !params.fastMode ? 'Pro' : 'Standard';
  const written =
    useModel && chat
      ? await modelOutline(chat, {
          topic: topic || references.map((reference) => reference.name).join(', '),
          references,
          pictures: pictures.map((picture) => picture.name),
          pageCount: params.pageCount,
          audience: params.audience,
          intent: params.intent,
          author: params.author,
          tier,
          signal: ctx.signal,
        })
      : writtenOutline(topic, references);
  if (written.slides.length === 0)
    throw new ToolError('invalid_parameter', 'The text gives no slides: write at least a heading or a few lines.');
  if (written.slides.length > GENERATION_LIMITS.maxSlides) {
    throw new ToolError(
      'invalid_parameter',
      `The outline makes ${written.slides.length.toLocaleString('en')} slides; Create makes at most ${GENERATION_LIMITS.maxSlides} per deck. Split it into several decks.`,
    );
  }
  const missingPictures = await attachPictures(written, pictures);
  ctx.reportProgress(60);

  const measure = await FontMeasure.load([template.fonts.heading, template.fonts.body], ctx.signal);
  // Close the loop: slides the layout check flags are drawn again in their plainest family (a list, a picture beside
  // its text) and the deck re-checked, until nothing new is flagged; the round with the fewest issues is kept.
  let plain = new Set<number>();
  // Text that stood out too little from what its slide shows under it takes a readable colour, then a backdrop
  // (output slide → shape id → what was measured there); kept while the slides stay as they are.
  let faint = new Map<number, Map<string, ReadableFix>>();
  let best: { path: string; outline: DeckOutline; problems: FitProblem[]; layout: LayoutMetadata } | null = null;
  for (let round = 0; round <= REPAIR_ROUNDS; round++) {
    const { outline, problems, origins } = fitOutline(written, measure, template.fonts, { plain });
    ctx.reportProgress(70 + round * 5);
    const language = detectLanguage(outline.slides.flatMap(slideText).join('\n'));
    const path = `${ctx.workDir}/generated-${round}.pptx`;
    await writeDeck(path, outline, { template, lang: documentLanguageTag(language ?? 'en'), author: params.author, readable: faint });
    const { metadata: layout, keyed } = await layoutFindings({
      deck: path,
      label: fileNameFor(outline.title),
      workDir: ctx.workDir,
      signal: ctx.signal,
    });
    const issues = layout.layoutIssues ?? [];
    if (!best || issues.length < (best.layout.layoutIssues?.length ?? 0)) best = { path, outline, problems, layout };
    const flagged = keyed.flatMap((issue) => (issue.slide === null || issue.kind === 'low-contrast' ? [] : [origins[issue.slide - 1]!]));
    const next = new Set([...plain, ...flagged]);
    if (next.size !== plain.size) {
      // Slides drawn in another family: what was measured on the old ones no longer applies.
      plain = next;
      faint = new Map();
      continue;
    }
    if (!noteFaintText(keyed, faint)) break;
  }
  const { path, outline, problems, layout } = best!;
  // The design's fonts go into the deck, so it shows them where they are not installed.
  const fonts = await embedDesignFonts(path, template, ctx);
  ctx.reportProgress(100);
  const layouts: Record<string, number> = {};
  const families: Record<string, number> = {};
  for (const slide of outline.slides) {
    layouts[slide.layout] = (layouts[slide.layout] ?? 0) + 1;
    families[familyOf(slide)] = (families[familyOf(slide)] ?? 0) + 1;
  }
  return {
    path: fonts.path,
    fileName: fileNameFor(outline.title),
    mimeType: OFFICE_MIME.pptx,
    metadata: {
      slides: outline.slides.length,
      pages: outline.slides.length,
      title: outline.title,
      template: template.id,
      embeddedFonts: fonts.embedded,
      planner: useModel ? 'model' : 'outline',
      layouts,
      families,
      ...(useModel && chat ? { model: chat.model(tier) } : {}),
      ...(params.pageCount && params.pageCount !== written.slides.length ? { requestedPages: params.pageCount } : {}),
      ...(missingPictures.length ? { missingPictures } : {}),
      ...(problems.length ? { fitProblems: problems } : {}),
      ...layout,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'generation', run });
