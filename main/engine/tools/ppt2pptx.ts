/**
 * convertor.ppt2pptx: a PowerPoint 97–2003 deck (.ppt; also .pps, .pot, .odp) → .pptx through LibreOffice's
 * "Impress MS PowerPoint 2007 XML" export. The result is checked with our package reader before it is delivered.
 */
import { stat } from 'node:fs/promises';
import { SourceDeck } from '../lib/pptx/source-deck';
import { officeToPdf } from '../lib/office/office-to-pdf';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one .ppt file.');
  ctx.reportProgress(5);
  const { pdf: pptx, base } = await officeToPdf({
    input,
    kind: 'presentation',
    workDir: ctx.workDir,
    signal: ctx.signal,
    convertTo: 'pptx:Impress MS PowerPoint 2007 XML',
    outputExtension: '.pptx',
  });
  ctx.reportProgress(90);
  const deck = await SourceDeck.open(pptx, `${base}.pptx`, 0);
  let slides: number;
  try {
    slides = deck.slides.length;
  } finally {
    deck.close();
  }
  if (slides === 0) throw new ToolError('invalid_file', `“${input.name}” has no slides LibreOffice can read.`);
  ctx.reportProgress(100);
  return {
    path: pptx,
    fileName: `${base}.pptx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    metadata: { slides, inputSize: input.size },
    preview: { bytes: (await stat(pptx)).size },
  };
};

export const engineTool = defineEngineTool({ type: 'convertor.ppt2pptx', run });
