/**
 * pptx.split: one deck → a ZIP of decks (issue #4): one per slide by default, or per group of slides, every N slides
 * or per section (issue #21, split/split-plan.ts). Each output keeps its slides' layouts, masters, themes, media,
 * charts and notes, and nothing other slides used. Outputs are written one at a time to temp files and
 * streamed into the ZIP, so a 300-slide deck never sits in memory.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDeck } from '../lib/pptx/deck-builder';
import { CUT_OUT_DECK } from '../lib/pptx/deck-plan';
import { safeBaseName } from '../../../shared/file-names';
import { ZipWriter } from '../lib/zip/zip-writer';
import { writePackage } from '../lib/pptx/package-writer';
import { readSlideFacts, sectionCounts } from '../lib/pptx/slide-facts';
import { md5OfFile } from '../lib/files/file-digest';
import { SourceDeck, type SourceSlide } from '../lib/pptx/source-deck';
import { planSplit } from './split/split-plan';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';

/** As the tool definition's schema parses them (shared/tools/definitions). */
export type SplitParams = ParamsOf<'pptx.split'>;

export const run: ToolRun<SplitParams> = async (ctx) => {
  const { inputs, params, workDir, signal } = ctx;
  const reportProgress = (percent: number): void => ctx.reportProgress(percent);
  const input = inputs[0];
  if (!input || inputs.length !== 1) throw new ToolError('invalid_parameter', 'Splitting takes exactly one deck');
  const deck = await SourceDeck.open(input.path, input.name, 0);
  const tempDir = join(workDir, 'slides');
  try {
    const count = deck.slides.length;
    if (count === 0) throw new ToolError('invalid_file', `${input.name}: the deck has no slides, so there is nothing to split`);
    const base = safeBaseName(input.name);
    const plan = await planSplit(deck, params, input.name, base);
    await mkdir(tempDir, { recursive: true });

    const zipPath = join(workDir, `${base}-slides.zip`);
    const zip = new ZipWriter(zipPath, { signal });

    const files: string[] = [];
    // Per output, what DeckFlow's SDK reads from a split (one download each, with its size, md5, hidden flag, notes);
    // for a deck of several slides, the facts of its first slide.
    const slideFiles: Array<{ name: string; bytes: number; md5: string; hidden: boolean; notes: string }> = [];
    const decks: Array<{ name: string; slides: number[] }> = [];
    for (const [i, planned] of plan.entries()) {
      signal.throwIfAborted();
      const picks = planned.slides.map((n) => ({ deck, slide: deck.slides[n - 1] as SourceSlide }));
      const built = await buildDeck(deck, picks, { ...CUT_OUT_DECK, signal });
      const file = join(tempDir, `${i}.pptx`);
      await writePackage(built.pkg, file, { signal });
      // Split decks are ZIPs of mostly compressed parts: storing them is fast and costs little.
      zip.addFile(planned.name, file, { compress: false });
      files.push(planned.name);
      decks.push({ name: planned.name, slides: planned.slides });
      const facts = await readSlideFacts(deck, picks[0]?.slide as SourceSlide);
      slideFiles.push({ name: planned.name, bytes: (await stat(file)).size, md5: await md5OfFile(file), ...facts });
      reportProgress(Math.round(((i + 1) / plan.length) * 95));
    }
    await zip.finish();
    return {
      path: zipPath,
      fileName: `${base}-slides.zip`,
      mimeType: 'application/zip',
      metadata: { slides: files.length, files, decks, slideFiles, slideSize: { ...deck.slideSize }, sections: sectionCounts(deck) },
      preview: { fileNumber: files.length },
    };
  } finally {
    deck.close();
    await rm(tempDir, { recursive: true, force: true });
  }
};

export const engineTool = defineEngineTool({ type: 'pptx.split', run });
