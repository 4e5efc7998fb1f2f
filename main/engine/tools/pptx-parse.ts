/**
 * pptx.parse: the deck as structured data, in the shape DeckFlow's SDK reads (`{width, height, slides: [{spTree}],
 * files}`): each shape with its `type` (Shape, Picture, Group, Table, Chart, GraphicFrame, Connector), `xfrm`
 * `{x, y, cx, cy}` in EMU (inherited from the layout or master for placeholders), `txBody.children` paragraphs of runs
 * `{t, …}`, `table.trs[].cells[].txBody`, `picture.blip` naming an entry of `files`. `files` maps each picture's part
 * name to `[path in the ZIP, bytes, md5]`. The output is a ZIP of `result.json` and `media/…` pictures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceDeck } from '../lib/pptx/source-deck';
import { readDeckPages } from './parse/deck-pages';
import { md5OfBuffer } from './parse/digest';
import type { ParagraphNode, ShapeNode } from './parse/slide-shapes';
import { writeBundle, type BundleEntry } from './support/output-bundle';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

type Json = Record<string, unknown>;

const PICTURE = /\.(png|jpe?g|gif|bmp|tiff?|webp|svg|emf|wmf)$/i;

function txBody(paragraphs: readonly ParagraphNode[]): Json {
  return {
    children: paragraphs.map((p) => ({
      ...(p.align ? { algn: p.align } : {}),
      lvl: p.level,
      children: p.runs.map((r) => ({
        t: r.text,
        ...(r.font ? { font: r.font } : {}),
        ...(r.fontSize !== undefined ? { sz: r.fontSize } : {}),
        ...(r.bold ? { b: true } : {}),
        ...(r.italic ? { i: true } : {}),
        ...(r.color ? { color: r.color } : {}),
      })),
    })),
  };
}

function typeOf(shape: ShapeNode): string {
  if (shape.table) return 'Table';
  if (shape.chart) return 'Chart';
  return { shape: 'Shape', picture: 'Picture', group: 'Group', connectionShape: 'Connector', graphicFrame: 'GraphicFrame' }[shape.kind];
}

function shapeJson(shape: ShapeNode, pictures: Set<string>): Json {
  const box = shape.box;
  const json: Json = { type: typeOf(shape), id: shape.id, name: shape.name };
  if (shape.hidden) json.hidden = true;
  if (shape.phType) json.phType = shape.phType;
  if (shape.descr) json.descr = shape.descr;
  if (box) json.xfrm = { x: box.left, y: box.top, cx: box.width, cy: box.height };
  if (shape.paragraphs.length > 0) json.txBody = txBody(shape.paragraphs);
  if (shape.picture && PICTURE.test(shape.picture.part)) {
    const key = shape.picture.part.replace(/^\//, '');
    pictures.add(key);
    json.picture = { blip: key };
  }
  if (shape.table)
    json.table = { trs: shape.table.rows.map((row) => ({ cells: row.cells.map((cell) => ({ txBody: txBody(cell.paragraphs) })) })) };
  if (shape.chart) json.chart = { part: shape.chart.part.replace(/^\//, '') };
  if (shape.media) json.media = { kind: shape.media.kind, part: shape.media.part?.replace(/^\//, '') ?? null };
  if (shape.children.length > 0) json.children = shape.children.map((child) => shapeJson(child, pictures));
  return json;
}

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one .pptx file.');
  const deck = await SourceDeck.open(input.path, input.name, 0);
  try {
    const pages = await readDeckPages(deck, { notes: true, signal: ctx.signal });
    ctx.reportProgress(50);
    const pictures = new Set<string>();
    const slides = pages.slides.map((page) => ({
      index: page.number,
      file: page.file,
      ...(page.layoutFile ? { layoutFile: page.layoutFile } : {}),
      ...(page.hidden ? { hidden: true } : {}),
      spTree: page.shapes.map((shape) => shapeJson(shape, pictures)),
      notes: (page.notes ?? []).join('\n'),
    }));
    const mediaDir = path.join(ctx.workDir, 'media');
    await mkdir(mediaDir, { recursive: true });
    const files: Record<string, [string, number, string]> = {};
    const entries: BundleEntry[] = [];
    for (const [i, part] of [...pictures].sort().entries()) {
      ctx.signal.throwIfAborted();
      const data = await deck.zip.readBuffer(`/${part}`);
      // Unique inside the ZIP as part names are unique in the deck: `ppt/media/image1.png` → `media/image1.png`.
      const name = part.replace(/^ppt\//, '');
      const onDisk = path.join(mediaDir, `${i}-${path.posix.basename(part)}`);
      await writeFile(onDisk, data);
      files[part] = [name, data.length, md5OfBuffer(data)];
      entries.push({ path: onDisk, name, image: /\.(png|jpe?g|gif|webp|tiff?)$/i.test(part) });
    }
    const result = { width: deck.slideSize.cx, height: deck.slideSize.cy, slides, files };
    const json = path.join(ctx.workDir, 'result.json');
    await writeFile(json, JSON.stringify(result));
    const base = safeFileBase(splitFileName(input.name).base, 'deck');
    const zipPath = path.join(ctx.workDir, `${base}-parsed.zip`);
    const described = await writeBundle([{ path: json, name: 'result.json' }, ...entries], zipPath, ctx.signal);
    ctx.reportProgress(100);
    const countShapes = (list: readonly Json[]): number =>
      list.reduce((n, s) => n + 1 + countShapes((s.children as Json[] | undefined) ?? []), 0);
    return {
      path: zipPath,
      fileName: `${base}-parsed.zip`,
      mimeType: 'application/zip',
      metadata: {
        slides: slides.length,
        shapes: slides.reduce((n, s) => n + countShapes(s.spTree), 0),
        pictures: entries.length,
        files: described,
      },
    };
  } finally {
    deck.close();
  }
};

export const engineTool = defineEngineTool({ type: 'pptx.parse', run });
