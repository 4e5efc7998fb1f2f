/**
 * image.ocr: the text in a picture, read by Tesseract, in DeckFlow's shape `{data: {text, confidence, blocks}}`
 * (blocks → paragraphs → lines → words, each with its text, confidence 0–100 and `bbox {x0, y0, x1, y1}` in pixels,
 * as tesseract.js reports them). The picture is first normalised to PNG by sharp (orientation applied), so every
 * format sharp reads works and Tesseract never parses the untrusted file itself.
 * The JSON file holds the whole tree; the result metadata holds the text, confidence and blocks without their children.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { MAX_INPUT_PIXELS } from '../lib/media/picture-input';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { exitDescription, stoppedFailure } from '../lib/process/process-exit';
import { ProcessTimeoutError, lastLines, runProcess } from '../lib/process/process-runner';
import { locateTesseract, tesseractLanguage } from '../lib/ocr/tesseract';
import { buildOcrTree } from '../lib/ocr/tesseract-tsv';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const OCR_TIMEOUT_MS = 5 * 60_000;

export const run: ToolRun<ParamsOf<'image.ocr'>> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one image.');
  const tesseract = await locateTesseract();
  const language = await tesseractLanguage(tesseract, ctx.params.language);
  const png = path.join(ctx.workDir, 'page.png');
  let size: { width: number; height: number };
  try {
    const info = await sharp(input.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().png().toFile(png);
    size = { width: info.width, height: info.height };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new ToolError(
      'invalid_file',
      /pixel limit/i.test(text)
        ? `“${input.name}” is too large to read: over ${MAX_INPUT_PIXELS / 1e6} megapixels.`
        : `“${input.name}” could not be read as an image; it may be damaged.`,
    );
  }
  ctx.reportProgress(10);
  const outBase = path.join(ctx.workDir, 'ocr');
  let result;
  try {
    result = await runProcess(tesseract, [png, outBase, '-l', language, '--psm', '3', 'txt', 'tsv'], {
      signal: ctx.signal,
      timeoutMs: OCR_TIMEOUT_MS,
      // One thread: the engine runs tools side by side, and Tesseract's OpenMP threads only fight over the cores.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
  } catch (error) {
    if (error instanceof ProcessTimeoutError)
      throw new ToolError('timeout', `Reading the text of “${input.name}” took too long and was stopped.`);
    throw error;
  }
  const stopped = stoppedFailure('Tesseract', input.name, result);
  if (stopped) throw stopped;
  if (result.exitCode !== 0) {
    throw new ToolError(
      'invalid_file',
      `Tesseract could not read “${input.name}”: ${lastLines(result.stderr, 2) || exitDescription(result)}.`,
    );
  }
  ctx.reportProgress(90);
  const text = (await readFile(`${outBase}.txt`, 'utf8')).replace(/\f/g, '').trim();
  const tree = buildOcrTree(await readFile(`${outBase}.tsv`, 'utf8'));
  const data = { text, confidence: tree.confidence, blocks: tree.blocks };
  const file = path.join(ctx.workDir, 'ocr.json');
  await writeFile(file, JSON.stringify({ data }, null, 1));
  ctx.reportProgress(100);
  return {
    path: file,
    fileName: `${safeFileBase(splitFileName(input.name).base, 'image')}-text.json`,
    mimeType: 'application/json',
    metadata: {
      data: { text, confidence: tree.confidence, blocks: tree.blocks.map(({ paragraphs: _paragraphs, ...block }) => block) },
      language,
      words: tree.wordCount,
      width: size.width,
      height: size.height,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'image.ocr', run });
