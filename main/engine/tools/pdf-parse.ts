/**
 * pdf.parse: a PDF's text blocks and pictures in DeckFlow's shape `{textBlocks: [{text, role, style, locator:
 * {pageIndex}}], images: [{key, fileName, locator, bytes, hash}]}`, each with its `bbox {x, y, w, h}` in points from
 * the page's top-left corner. Poppler's pdftohtml reads the PDF (text with fonts and boxes, placed pictures); see
 * parse/pdf-layout.ts for how lines become blocks. The output is a ZIP of `result.json` and `images/…`.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { md5OfFile } from '../lib/files/file-digest';
import { buildTextBlocks, readPdfXml } from './parse/pdf-layout';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { writeBundle, type BundleEntry } from './support/output-bundle';
import { countPdfPages } from '../lib/pdf/pdf-page-count';
import { checkPageBudget } from '../lib/pdf/pdf-render';
import { locatePdftohtml } from '../lib/pdf/poppler';
import { ProcessTimeoutError, lastLines, runProcess } from '../lib/process/process-runner';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const PARSE_TIMEOUT_MS = 10 * 60_000;

export const run: ToolRun<ParamsOf<'pdf.parse'>> = async (ctx) => {
  const { params } = ctx;
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one PDF file.');
  const pages = await countPdfPages(input.path, ctx.signal);
  if (!pages) throw new ToolError('invalid_file', `“${input.name}” is not a PDF Deckhand can read, or it has no pages.`);
  checkPageBudget(pages, input.name);
  const pdftohtml = await locatePdftohtml();
  const outDir = path.join(ctx.workDir, 'pdftohtml');
  await mkdir(outDir, { recursive: true });
  const args = [
    '-xml',
    '-q',
    '-zoom',
    '1',
    '-fmt',
    'png',
    '-nomerge',
    ...(params.includeImages ? [] : ['-i']),
    input.path,
    path.join(outDir, 'page'),
  ];
  let result;
  try {
    result = await runProcess(pdftohtml, args, { signal: ctx.signal, timeoutMs: PARSE_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ProcessTimeoutError) throw new ToolError('timeout', `Reading “${input.name}” took too long and was stopped.`);
    throw error;
  }
  const xmlFile = path.join(outDir, 'page.xml');
  const made = await readdir(outDir);
  if (!made.includes('page.xml')) {
    throw new ToolError(
      'invalid_file',
      `Poppler could not read “${input.name}”${lastLines(result.stderr, 1) ? `: ${lastLines(result.stderr, 1)}` : ''} (it may be damaged or protected against copying).`,
    );
  }
  ctx.reportProgress(60);
  const layout = readPdfXml(await readFile(xmlFile, 'utf8'));
  const textBlocks = params.includeText ? buildTextBlocks(layout.items) : [];

  const entries: BundleEntry[] = [];
  const images: Record<string, unknown>[] = [];
  if (params.includeImages) {
    for (const picture of layout.pictures) {
      if (picture.pageArea > 0 && (picture.box.w * picture.box.h) / picture.pageArea < params.minImageAreaRatio) continue;
      const file = path.resolve(outDir, path.basename(picture.src));
      if (!file.startsWith(outDir) || !made.includes(path.basename(picture.src))) continue;
      const fileName = `p${picture.pageIndex + 1}-${images.length + 1}${path.extname(file)}`;
      const key = `images/${fileName}`;
      entries.push({ path: file, name: key, image: true });
      images.push({
        key,
        fileName,
        locator: { pageIndex: picture.pageIndex },
        bbox: picture.box,
        bytes: (await stat(file)).size,
        hash: await md5OfFile(file),
      });
    }
  }
  const parsed: Record<string, unknown> = { pageNum: layout.pages, textBlocks, images };
  if (params.debug) parsed.rawTextItems = layout.items;
  const json = path.join(ctx.workDir, 'result.json');
  await writeFile(json, JSON.stringify(parsed));
  const base = safeFileBase(splitFileName(input.name).base, 'document');
  const zipPath = path.join(ctx.workDir, `${base}-parsed.zip`);
  const files = await writeBundle([{ path: json, name: 'result.json' }, ...entries], zipPath, ctx.signal);
  ctx.reportProgress(100);
  return {
    path: zipPath,
    fileName: `${base}-parsed.zip`,
    mimeType: 'application/zip',
    metadata: { pages: layout.pages, textBlocks: textBlocks.length, images: images.length, files },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.parse', run });
