/**
 * pptx.split: one deck → a ZIP of single-slide decks (issue #4). Each output keeps its slide's layout, master, theme,
 * media, charts and notes, and nothing other slides used. Outputs are written one at a time to temp files and
 * streamed into the ZIP, so a 300-slide deck never sits in memory.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDeck } from '../lib/pptx/deck-builder';
import { safeBaseName } from '../../../shared/file-names';
import { ZipWriter } from '../lib/zip/zip-writer';
import { writePackage } from '../lib/pptx/package-writer';
import { readSlideFacts, sectionCounts } from '../lib/pptx/slide-facts';
import { md5OfFile } from '../lib/files/file-digest';
import { SourceDeck } from '../lib/pptx/source-deck';
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
    for (const n of params.indexes ?? []) {
      if (!Number.isInteger(n) || n < 1 || n > count) {
        throw new ToolError(
          'invalid_parameter',
          `indexes: slide ${n} does not exist; ${input.name} has ${count} slide${count === 1 ? '' : 's'}`,
        );
      }
    }
    const chosen = params.indexes ? [...new Set(params.indexes)].sort((a, b) => a - b) : deck.slides.map((_, i) => i + 1);
    const base = safeBaseName(input.name);
    const width = String(count).length;
    await mkdir(tempDir, { recursive: true });

    const zipPath = join(workDir, `${base}-slides.zip`);
    const zip = new ZipWriter(zipPath, { signal });

    const files: string[] = [];
    // Per slide, what DeckFlow's SDK reads from a split (one download each, with its size, md5, hidden flag, notes).
    const slideFiles: Array<{ name: string; bytes: number; md5: string; hidden: boolean; notes: string }> = [];
    for (const [i, n] of chosen.entries()) {
      signal.throwIfAborted();
      const slide = deck.slides[n - 1];
      if (!slide) continue;
      const built = await buildDeck(deck, [{ deck, slide }], {
        layouts: 'used',
        reuseIdenticalMasters: false,
        includeAllSkeletonMasters: false,
        includeSkeletonNotesMaster: false,
        unhideAll: true,
        sections: 'drop',
        customShows: 'drop',
        signal,
      });
      const name = `${base}-slide-${String(n).padStart(width, '0')}.pptx`;
      const file = join(tempDir, name);
      await writePackage(built.pkg, file, { signal });
      // Single-slide decks are ZIPs of mostly compressed parts: storing them is fast and costs little.
      zip.addFile(name, file, { compress: false });
      files.push(name);
      const facts = await readSlideFacts(deck, slide);
      slideFiles.push({ name, bytes: (await stat(file)).size, md5: await md5OfFile(file), ...facts });
      reportProgress(Math.round(((i + 1) / chosen.length) * 95));
    }
    await zip.finish();
    return {
      path: zipPath,
      fileName: `${base}-slides.zip`,
      mimeType: 'application/zip',
      metadata: { slides: files.length, files, slideFiles, slideSize: { ...deck.slideSize }, sections: sectionCounts(deck) },
      preview: { fileNumber: files.length },
    };
  } finally {
    deck.close();
    await rm(tempDir, { recursive: true, force: true });
  }
};

export const engineTool = defineEngineTool({ type: 'pptx.split', run });
