/**
 * html.buildPlayer: several HTML slides → one standalone, offline player page (see html-player-template.ts).
 * `contents` must have one entry per uploaded file; the catalog's schema cannot see the file count, so the check
 * lives here too. Entries are opaque apart from `key` (kept as the slide frame's `data-key`).
 */
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_MARK_POSITIONS } from '../../../shared/tools/definitions/html-build-player';
import type { PlayerSlide } from './html-player-template';
import { renderPlayerHtml } from './html-player-template';
import { brandMarkPicture } from './html-player-brand';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { decodeHtmlBytes } from '../lib/browser/html-text-decoding';
import { defineEngineTool, type ToolRun } from './tool';
import type { ToolInput } from '../lib/files/tool-input';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';

export const DEFAULT_PAGE_WIDTH = 1920;
export const DEFAULT_PAGE_HEIGHT = 1080;
export const MAX_PAGE_SIDE = 16_384;

/** As the tool definition's schema parses them (shared/tools/definitions). */
export type HtmlPlayerParams = ParamsOf<'html.buildPlayer'>;

/** The cross-check the engine should run before queueing (files are known, params validated). */
export function checkContentsMatchFiles(contents: unknown, fileCount: number): void {
  if (!Array.isArray(contents)) {
    throw new ToolError('invalid_parameter', 'contents must be an array with one object per slide file.');
  }
  if (contents.length !== fileCount) {
    throw new ToolError(
      'invalid_parameter',
      `contents has ${contents.length} ${contents.length === 1 ? 'entry' : 'entries'} but ${fileCount} slide ${fileCount === 1 ? 'file was' : 'files were'} sent: give one entry per file, in the same order.`,
    );
  }
  contents.forEach((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new ToolError('invalid_parameter', `contents[${i}] must be an object (it describes slide ${i + 1}).`);
    }
  });
}

function pageSide(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIDE) {
    throw new ToolError('invalid_parameter', `${name} must be a whole number of pixels from 1 to ${MAX_PAGE_SIDE}.`);
  }
  return value;
}

async function looksBinary(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const sample = head.subarray(0, bytesRead);
    // UTF-16 text has NULs too, but then starts with a BOM.
    const utf16 = (sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff);
    return !utf16 && sample.includes(0);
  } finally {
    await handle.close();
  }
}

const RESOURCE_PATTERNS = [
  /<(?:img|script|iframe|frame|video|audio|source|track|embed|object|input)\b[^>]*?\s(?:src|poster|data)\s*=\s*(["']?)([^"'\s>]*)\1/gi,
  /<link\b[^>]*?\shref\s*=\s*(["']?)([^"'\s>]*)\1/gi,
  /url\(\s*(["']?)([^"')]*)\1\s*\)/gi,
  /@import\s+(["'])([^"']*)\1/gi,
];

/** Resources a slide points to outside itself: they cannot load in the offline player (its CSP blocks them). */
export function countExternalResources(html: string): number {
  let count = 0;
  for (const pattern of RESOURCE_PATTERNS) {
    for (const match of html.matchAll(pattern)) {
      const url = (match[2] ?? '').trim();
      if (url && !/^(data:|blob:|#|about:)/i.test(url)) count++;
    }
  }
  return count;
}

async function readSlide(input: ToolInput, index: number, entry: Record<string, unknown>): Promise<PlayerSlide> {
  if (await looksBinary(input.path)) {
    throw new ToolError('invalid_file', `“${input.name}” (slide ${index + 1}) is not an HTML file.`);
  }
  const html = decodeHtmlBytes(await readFile(input.path));
  const key = entry.key;
  return typeof key === 'string' || typeof key === 'number' ? { html, key: String(key) } : { html };
}

export const run: ToolRun<HtmlPlayerParams> = async (ctx) => {
  const { inputs, params, workDir, signal } = ctx;
  if (inputs.length === 0) throw new ToolError('invalid_parameter', 'Send at least one .html slide.');
  checkContentsMatchFiles(params.contents, inputs.length);
  const pageWidth = pageSide(params.pageWidth, DEFAULT_PAGE_WIDTH, 'pageWidth');
  const pageHeight = pageSide(params.pageHeight, DEFAULT_PAGE_HEIGHT, 'pageHeight');
  // A picture of one's own with no corner named goes where marks usually sit; with "none" it would be dropped unseen.
  const brandMarkPosition = params.brandMarkPosition ?? (params.brandMark ? 'rightBottom' : 'none');
  if (!BRAND_MARK_POSITIONS.includes(brandMarkPosition)) {
    throw new ToolError('invalid_parameter', `brandMarkPosition must be one of ${BRAND_MARK_POSITIONS.join(', ')}.`);
  }
  if (params.brandMark && brandMarkPosition === 'none') {
    throw new ToolError('invalid_parameter', 'brandMark is given but brandMarkPosition is "none": name the corner it goes in.');
  }
  const brandPicture = params.brandMark ? await brandMarkPicture(params.brandMark) : undefined;

  const slides: PlayerSlide[] = [];
  let externalResources = 0;
  for (const [i, input] of inputs.entries()) {
    signal.throwIfAborted();
    const slide = await readSlide(input, i, params.contents[i]!);
    externalResources += countExternalResources(slide.html);
    slides.push(slide);
    ctx.reportProgress(Math.floor(((i + 1) / inputs.length) * 90));
  }

  const firstBase = splitFileName(inputs[0]!.name).base;
  const title = params.title?.trim() || firstBase || 'Slides';
  const html = renderPlayerHtml({
    title,
    description: params.description?.trim() ?? '',
    pageWidth,
    pageHeight,
    brandMarkPosition,
    ...(brandPicture ? { brandPicture } : {}),
    slides,
  });
  const output = path.join(workDir, 'player.html');
  await writeFile(output, html, 'utf8');
  const size = (await stat(output)).size;
  ctx.reportProgress(100);

  return {
    path: output,
    fileName: `${safeFileBase(title, 'slides')}-player.html`,
    mimeType: 'text/html',
    metadata: { slides: slides.length, pageWidth, pageHeight, externalResources },
    preview: { bytes: size },
  };
};

export const engineTool = defineEngineTool({ type: 'html.buildPlayer', run });
