/**
 * Slides → pictures in one pass: LibreOffice writes one PDF of the whole deck, pdftoppm renders all its pages in one
 * run, and the pictures go out as a ZIP described page by page in the metadata.
 */
import path from 'node:path';
import type { ToolContext, ToolOutput } from '../tool';
import { ToolError } from '../../lib/errors/tool-error';
import { officeToPdf, type OfficeKind } from '../../lib/office/office-to-pdf';
import { writeBundle } from './output-bundle';
import { renderPdfPages, type PictureFormat } from '../../lib/pdf/pdf-render';

export interface PictureParams {
  resolution: number;
  format: PictureFormat;
}

/** Page-numbered names inside the ZIP: `deck-01.png` … (padded to the page count's digits, so they sort). */
export function pageFileNames(base: string, count: number, format: PictureFormat): string[] {
  const width = String(count).length;
  return Array.from({ length: count }, (_, i) => `${base}-${String(i + 1).padStart(width, '0')}.${format}`);
}

/** Bundles rendered pages into `<base>-images.zip`, with per-file metadata. */
export async function bundlePages(
  ctx: ToolContext<unknown>,
  pictures: readonly string[],
  base: string,
  params: PictureParams,
): Promise<ToolOutput> {
  const names = pageFileNames(base, pictures.length, params.format);
  const zipPath = path.join(ctx.workDir, `${base}-images.zip`);
  const files = await writeBundle(
    pictures.map((file, i) => ({ path: file, name: names[i]!, image: true })),
    zipPath,
    ctx.signal,
  );
  return {
    path: zipPath,
    fileName: `${base}-images.zip`,
    mimeType: 'application/zip',
    metadata: { pages: files.length, format: params.format, resolution: params.resolution, files },
    preview: { fileNumber: files.length },
  };
}

/** Every page of `pdf` rendered at the asked size and format, in the ZIP: how each "to pictures" tool ends. */
export async function pdfPagesToBundle(
  ctx: ToolContext<PictureParams>,
  source: { pdf: string; pages: number; base: string; displayName: string },
): Promise<ToolOutput> {
  const pictures = await renderPdfPages({
    pdf: source.pdf,
    pages: source.pages,
    outDir: path.join(ctx.workDir, 'pages'),
    prefix: 'page',
    longEdge: ctx.params.resolution,
    format: ctx.params.format,
    displayName: source.displayName,
    signal: ctx.signal,
  });
  ctx.reportProgress(90);
  const output = await bundlePages(ctx, pictures, source.base, ctx.params);
  ctx.reportProgress(100);
  return output;
}

export async function officeToPictures(ctx: ToolContext<PictureParams>, kind: OfficeKind): Promise<ToolOutput> {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one file.');
  ctx.reportProgress(5);
  const { pdf, pages, base } = await officeToPdf({ input, kind, workDir: ctx.workDir, signal: ctx.signal });
  ctx.reportProgress(50);
  return pdfPagesToBundle(ctx, { pdf, pages, base, displayName: input.name });
}
