/**
 * pdf.compress: lossless packing by qpdf (object streams, Flate at level 9, unused resources dropped) and, for the
 * lossy levels, Ghostscript's pdfwrite first (pictures downsampled and re-encoded, fonts subset, duplicate pictures
 * merged), each pdfwrite output a candidate with and without the qpdf pass after it. The smallest candidate wins;
 * when none is smaller than the input, the input comes back unchanged and the result says so (docs/pdf-tools.md).
 * With a target size, pictures go down the TARGET_LADDER of resolutions, one Ghostscript run each, until a candidate
 * fits; when none does, the smallest comes back with how far it is off.
 */
import { copyFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ghostscriptPdfwrite } from '../lib/pdf/ghostscript';
import { checkPdfOutput, runQpdf } from '../lib/pdf/qpdf';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

type Level = ParamsOf<'pdf.compress'>['level'];

/** pdfwrite's settings per lossy level: a preset, then the picture resolution the level promises. */
const GHOSTSCRIPT_SETTINGS: Readonly<Record<Exclude<Level, 'quality'>, readonly string[]>> = {
  balanced: ['-dPDFSETTINGS=/ebook', '-dColorImageResolution=150', '-dGrayImageResolution=150', '-dMonoImageResolution=300'],
  smallest: ['-dPDFSETTINGS=/screen', '-dColorImageResolution=100', '-dGrayImageResolution=100', '-dMonoImageResolution=300'],
};

/** Picture resolutions tried in turn for a target size, below the level's own; 50 dpi is still legible on screen. */
const TARGET_LADDER = [120, 96, 72, 50] as const;
const LEVEL_DPI: Readonly<Record<Level, number>> = { quality: 300, balanced: 150, smallest: 100 };

function atResolution(dpi: number): string[] {
  return ['-dPDFSETTINGS=/screen', `-dColorImageResolution=${dpi}`, `-dGrayImageResolution=${dpi}`, '-dMonoImageResolution=300'];
}

const COMMON_GHOSTSCRIPT = ['-dCompatibilityLevel=1.7', '-dDetectDuplicateImages=true', '-dSubsetFonts=true', '-dCompressFonts=true'];

const QPDF_PACK = [
  '--object-streams=generate',
  '--compress-streams=y',
  '--recompress-flate',
  '--compression-level=9',
  '--remove-unreferenced-resources=yes',
];

export const run: ToolRun<ParamsOf<'pdf.compress'>> = async (ctx) => {
  const { params, signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  const name = pdf.input.name;
  const inputBytes = pdf.input.size;

  const packed = join(ctx.workDir, 'packed.pdf');
  await runQpdf([...QPDF_PACK, pdf.plain, packed], { signal, name });
  const candidates = [packed];
  ctx.reportProgress(25);
  if (params.level !== 'quality') {
    const rewritten = join(ctx.workDir, 'pdfwrite.pdf');
    await ghostscriptPdfwrite(packed, rewritten, [...GHOSTSCRIPT_SETTINGS[params.level], ...COMMON_GHOSTSCRIPT], { signal, name });
    ctx.reportProgress(80);
    const repacked = join(ctx.workDir, 'pdfwrite-packed.pdf');
    await runQpdf([...QPDF_PACK, rewritten, repacked], { signal, name: 'the compressed PDF' });
    // Both: qpdf's Flate recompression drops the PNG predictors pdfwrite puts on pictures, and can grow them.
    candidates.push(rewritten, repacked);
  }
  const sized = await Promise.all(candidates.map(async (file) => ({ file, bytes: (await stat(file)).size, dpi: null as number | null })));
  let best = sized.reduce((a, b) => (b.bytes < a.bytes ? b : a));
  const target = params.targetKB === undefined ? null : params.targetKB * 1024;
  if (target !== null && best.bytes > target) {
    const ladder = TARGET_LADDER.filter((dpi) => dpi < LEVEL_DPI[params.level]);
    for (const [i, dpi] of ladder.entries()) {
      const rewritten = join(ctx.workDir, `target-${dpi}.pdf`);
      await ghostscriptPdfwrite(packed, rewritten, [...atResolution(dpi), ...COMMON_GHOSTSCRIPT], { signal, name });
      const repacked = join(ctx.workDir, `target-${dpi}-packed.pdf`);
      await runQpdf([...QPDF_PACK, rewritten, repacked], { signal, name: 'the compressed PDF' });
      for (const file of [rewritten, repacked]) {
        const bytes = (await stat(file)).size;
        if (bytes < best.bytes) best = { file, bytes, dpi };
      }
      ctx.reportProgress(80 + Math.round(((i + 1) / ladder.length) * 15));
      if (best.bytes <= target) break;
    }
  }

  const fileName = `${pdf.base}-compressed.pdf`;
  const output = join(ctx.workDir, fileName);
  const unchanged = best.bytes >= inputBytes;
  await copyFile(unchanged ? pdf.input.path : best.file, output);
  if (!unchanged) await checkPdfOutput(output, signal);
  const outputBytes = unchanged ? inputBytes : best.bytes;
  const reached = target === null ? undefined : outputBytes <= target;
  const targetNote =
    target === null || reached
      ? undefined
      : `The target of ${params.targetKB} KB could not be reached: the smallest this PDF became is ${Math.ceil(outputBytes / 1024)} KB${best.dpi ? ` (pictures at ${best.dpi} dpi)` : ''}.`;
  return {
    path: output,
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: {
      pages: pdf.pages,
      level: params.level,
      inputSize: inputBytes,
      outputSize: outputBytes,
      unchanged,
      ...(target === null ? {} : { targetKB: params.targetKB, targetReached: reached, pictureDpi: unchanged ? null : best.dpi }),
      ...removedNote([pdf]),
      ...(unchanged
        ? {
            note: `“${name}” could not be made smaller${target === null ? ' at this level' : ''}, so it comes back as it was.${targetNote ? ` ${targetNote}` : ''}`,
          }
        : targetNote
          ? { note: targetNote }
          : {}),
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.compress', run });
