/**
 * pptx.getFontInfo: the fonts a deck uses and embeds (DeckFlow's `{fonts, embeddedFont, subsetFont}`, plus where each
 * font is used and which styles are embedded). The same JSON is the task's one output file and its `result`
 * metadata, so a client can show it without a download.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readDeckFontInfo } from '../lib/fonts/deck-font-info';
import { SourceDeck } from '../lib/pptx/source-deck';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';

export type GetFontInfoParams = ParamsOf<'pptx.getFontInfo'>;

export const run: ToolRun<GetFontInfoParams> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one .pptx file.');
  const deck = await SourceDeck.open(input.path, input.name, 0);
  try {
    ctx.reportProgress(10);
    const info = await readDeckFontInfo(deck, ctx.signal);
    const file = path.join(ctx.workDir, 'font-info.json');
    await writeFile(file, JSON.stringify(info, null, 2));
    ctx.reportProgress(100);
    return {
      path: file,
      fileName: `${safeFileBase(splitFileName(input.name).base, 'deck')}-fonts.json`,
      mimeType: 'application/json',
      metadata: { ...info },
    };
  } finally {
    deck.close();
  }
};

export const engineTool = defineEngineTool({ type: 'pptx.getFontInfo', run });
