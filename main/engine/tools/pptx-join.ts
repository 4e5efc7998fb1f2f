/**
 * pptx.join: merge two or more decks, in upload order, into one deck (issue #2). Every slide keeps its own layout,
 * master and theme (identical masters are shared), media, charts, SmartArt, OLE objects, notes and links, and looks
 * as it did in its own deck (issue #11). A deck of another slide size is scaled to fit the first deck's slides and
 * centred, its picture backgrounds with it (`autoResize`, default true), or keeps its size (`autoResize: false`),
 * shrunk only if it would not fit, with its background filling the slide.
 *
 * `slides` (issue #21) picks slides instead of whole decks, in any order across the decks; each picked slide is copied
 * by the same builder with the same options as in a whole-deck merge, so it looks the same either way. The first
 * upload that has a picked slide sets the size and the deck-wide settings, as the first deck does in a whole merge.
 */
import { join } from 'node:path';
import { buildDeck, type SlidePick } from '../lib/pptx/deck-builder';
import type { SlideTransform } from '../lib/pptx/slide-scale';
import { safeBaseName } from '../../../shared/file-names';
import { writePackage } from '../lib/pptx/package-writer';
import { SourceDeck } from '../lib/pptx/source-deck';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';

/** As the tool definition's schema parses them (shared/tools/definitions). */
export type JoinParams = ParamsOf<'pptx.join'>;

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export const run: ToolRun<JoinParams> = async (ctx) => {
  const { inputs, params, workDir, signal } = ctx;
  const reportProgress = (percent: number): void => ctx.reportProgress(percent);
  if (inputs.length < 2) throw new ToolError('invalid_parameter', 'Merging needs at least two decks');
  const decks: SourceDeck[] = [];
  try {
    for (const [i, input] of inputs.entries()) {
      signal.throwIfAborted();
      decks.push(await SourceDeck.open(input.path, input.name, i));
    }
    const picks: SlidePick[] = params.slides
      ? pickedSlides(decks, params.slides)
      : decks.flatMap((deck) => deck.slides.map((slide) => ({ deck, slide })));
    if (picks.length === 0) throw new ToolError('invalid_file', 'None of the decks has any slides, so there is nothing to merge');
    const hiddens = params.hiddens ?? [];
    for (const n of hiddens) {
      if (n < 1 || n > picks.length) {
        throw new ToolError('invalid_parameter', `hiddens: slide ${n} does not exist; the merged deck has ${picks.length} slides`);
      }
    }
    const sectionSlides = params.sections?.reduce((sum, section) => sum + section.count, 0);
    if (sectionSlides !== undefined && sectionSlides !== picks.length) {
      throw new ToolError(
        'invalid_parameter',
        `sections: the section counts add up to ${sectionSlides} slides; the merged deck has ${picks.length}`,
      );
    }
    // The first deck that has slides (or, with `slides`, a picked slide) sets the size and the deck-wide settings; a
    // deck that gives no slide adds nothing.
    const skeleton = decks.find((deck) => picks.some((pick) => pick.deck === deck)) as SourceDeck;
    reportProgress(2);
    const autoResize = params.autoResize ?? true;
    const built = await buildDeck(skeleton, picks, {
      fit: autoResize ? 'scale' : 'keep',
      layouts: 'all',
      reuseIdenticalMasters: true,
      includeAllSkeletonMasters: true,
      includeSkeletonNotesMaster: true,
      hide: new Set(hiddens),
      unhideAll: false,
      sections: params.sections ?? 'rebuild',
      customShows: 'keep',
      signal,
      onProgress: (f) => reportProgress(2 + Math.round(f * 38)),
    });
    const path = join(workDir, 'merged.pptx');
    const bytes = await writePackage(built.pkg, path, {
      signal,
      onProgress: (done, total) => reportProgress(40 + Math.round((done / Math.max(total, 1)) * 60)),
    });
    return {
      path,
      fileName: `${safeBaseName(inputs[0]?.name ?? 'merged')}-merged.pptx`,
      mimeType: PPTX_MIME,
      metadata: {
        slides: built.slides,
        sourceSlides: decks.map((d) => d.slides.length),
        hiddenSlides: built.hidden,
        slideSize: { ...skeleton.slideSize },
        autoResize,
        resizedDecks: [...built.resizedDecks].map(([index, t]) => resizedDeck(decks[index] as SourceDeck, t)),
        ...(built.warnings.length > 0 ? { warnings: built.warnings } : {}),
      },
      preview: { bytes },
    };
  } finally {
    for (const deck of decks) deck.close();
  }
};

/** The chosen slides as picks, each checked against its deck (the definition's crossCheck saw only the file count). */
function pickedSlides(decks: readonly SourceDeck[], chosen: NonNullable<JoinParams['slides']>): SlidePick[] {
  const seen = new Set<string>();
  return chosen.map(({ file, slide }, i) => {
    const deck = decks[file];
    if (!deck)
      throw new ToolError(
        'invalid_parameter',
        `slides[${i}].file is ${file}, but only ${decks.length} decks were sent (files count from 0)`,
      );
    const source = deck.slides[slide - 1];
    if (!source) {
      const count = deck.slides.length;
      throw new ToolError(
        'invalid_parameter',
        `slides[${i}]: “${deck.label}” has no slide ${slide}; it has ${count} slide${count === 1 ? '' : 's'}`,
      );
    }
    const key = `${file}:${slide}`;
    if (seen.has(key)) throw new ToolError('invalid_parameter', `slides[${i}]: slide ${slide} of “${deck.label}” is chosen twice`);
    seen.add(key);
    return { deck, slide: source };
  });
}

/** How a deck of another size was fitted: scaled to the slide, kept at its size, or kept but shrunk to fit. */
function resizedDeck(deck: SourceDeck, t: SlideTransform): Record<string, unknown> {
  const fit = t.mode === 'scale' ? 'scaled' : t.scale === 1 ? 'kept' : 'shrunk';
  return {
    file: deck.label,
    index: deck.index + 1,
    slideSize: { ...deck.slideSize },
    fit,
    scale: Math.round(t.scale * 10000) / 10000,
    box: { x: t.dx, y: t.dy, cx: Math.round(t.from.cx * t.scale), cy: Math.round(t.from.cy * t.scale) },
  };
}

export const engineTool = defineEngineTool({ type: 'pptx.join', run });
