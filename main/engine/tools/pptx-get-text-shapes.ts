/**
 * pptx.getTextShapes: every shape of the deck's slides in DeckFlow's shape (`{pageNum, width, height, slides:
 * [{type, file, layoutFile, masterFile, spTree, notes}], layouts?, masters?, images?, hasDuplicatedShapeId}`).
 * Positions and sizes are in EMU (914400 per inch), as in the deck. DeckFlow's flags: `pickPages` (1-based),
 * `includeNotes`, `includeLayout`, `includeMaster`, `ignoreEmptyText` (drop shapes with neither text nor content),
 * `hasChildren` (false: groups without their children); layouts and masters are all of the deck's, `onlyBrief` (id, name, type, position and text only),
 * `imageFilter` (drop pictures covering less than that share of the slide). `needFixDuplicatedShapeId` only reports
 * duplicates here (`hasDuplicatedShapeId`); it does not write a fixed deck.
 * The JSON is the task's output; the metadata carries counts.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { SourceDeck } from '../lib/pptx/source-deck';
import { readDeckPages, type DeckPage } from './parse/deck-pages';
import { paragraphsText, type ParagraphNode, type ShapeNode } from './parse/slide-shapes';
import { md5OfBuffer } from './parse/digest';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

export type GetTextShapesParams = ParamsOf<'pptx.getTextShapes'>;

type Json = Record<string, unknown>;

const TYPE_NAMES = {
  shape: 'shape',
  picture: 'picture',
  group: 'group',
  connectionShape: 'connectionShape',
  graphicFrame: 'graphicFrame',
} as const;

function textNode(paragraphs: readonly ParagraphNode[]): Json[] {
  return paragraphs.map((p) => ({
    ...(p.align ? { horizontalAlignment: p.align } : {}),
    ...(p.rtl !== undefined ? { rtl: p.rtl ? '1' : '0' } : {}),
    children: p.runs.map((r) => ({
      text: r.text,
      ...(r.font ? { font: r.font } : {}),
      ...(r.fontSize !== undefined ? { fontSize: r.fontSize } : {}),
      ...(r.color ? { textColor: r.color } : {}),
      ...(r.bold !== undefined ? { fontBold: r.bold ? '1' : '0' } : {}),
      ...(r.italic !== undefined ? { fontItalic: r.italic ? '1' : '0' } : {}),
      ...(r.underline ? { fontUnderline: r.underline } : {}),
      ...(r.strike ? { fontStrike: r.strike } : {}),
      ...(r.charSpacing !== undefined ? { charSpacing: r.charSpacing } : {}),
    })),
  }));
}

/** All text of a shape, its table cells included. */
function shapeText(shape: ShapeNode): string {
  const own = paragraphsText(shape.paragraphs);
  const cells = shape.table?.rows.flatMap((row) => row.cells.map((cell) => paragraphsText(cell.paragraphs))) ?? [];
  return [own, ...cells].filter((t) => t !== '').join('\n');
}

function hasContent(shape: ShapeNode): boolean {
  return shapeText(shape).trim() !== '' || !!shape.picture || !!shape.media || !!shape.chart || shape.children.some(hasContent);
}

interface Emit {
  params: GetTextShapesParams;
  slideArea: number;
  images: Map<string, ShapeNode['picture']>;
  ids: Map<number, number>;
}

function shapeJson(shape: ShapeNode, pathPrefix: string, emit: Emit): Json | null {
  const { params } = emit;
  if (params.ignoreEmptyText && !hasContent(shape)) return null;
  if (shape.picture && params.imageFilter !== undefined && shape.box && emit.slideArea > 0) {
    if ((shape.box.width * shape.box.height) / emit.slideArea < params.imageFilter) return null;
  }
  emit.ids.set(shape.id, (emit.ids.get(shape.id) ?? 0) + 1);
  const box = shape.box ?? { left: 0, top: 0, width: 0, height: 0 };
  const text = shapeText(shape);
  const json: Json = { id: shape.id, name: shape.name, type: TYPE_NAMES[shape.kind], path: pathPrefix, ...box };
  if (shape.hidden) json.hidden = true;
  const content: Json = {};
  if (text !== '') content.text = text;
  if (!params.onlyBrief) {
    if (shape.phType) json.phType = shape.phType;
    if (shape.txBox) json.txBox = true;
    if (shape.geometry) json.shape = shape.geometry;
    if (shape.rotation) json.rotation = shape.rotation;
    if (shape.flipH) json.flipH = true;
    if (shape.flipV) json.flipV = true;
    if (shape.fill) json.color = shape.fill;
    const firstRun = shape.paragraphs.flatMap((p) => p.runs).find((r) => r.text.trim() !== '');
    if (firstRun?.font) json.font = firstRun.font;
    if (firstRun?.fontSize !== undefined) json.fontSize = firstRun.fontSize;
    if (firstRun?.color) json.textColor = firstRun.color;
    if (shape.paragraphs.length > 0) content.textNode = textNode(shape.paragraphs);
    if (shape.picture) {
      const part = shape.picture.part.replace(/^\//, '');
      emit.images.set(part, shape.picture);
      content.picture = { path: part, ext: path.extname(part), desc: shape.descr ?? '' };
    }
    if (shape.chart) content.chart = { rId: shape.chart.relId, path: shape.chart.part.replace(/^\//, '') };
    if (shape.media)
      content[shape.media.kind] = {
        path: shape.media.part?.replace(/^\//, '') ?? null,
        ext: shape.media.part ? path.extname(shape.media.part) : '',
      };
  }
  if (Object.keys(content).length > 0) json.content = content;
  if (shape.kind === 'group' && params.hasChildren) {
    json.children = shape.children.flatMap((child, i) => {
      const out = shapeJson(child, `${pathPrefix}/${i}`, emit);
      return out ? [out] : [];
    });
  }
  return json;
}

function pageJson(page: DeckPage, emit: Emit): Json {
  const json: Json = { type: page.type, file: page.file };
  if (page.number !== undefined) json.index = page.number;
  if (page.hidden) json.hidden = true;
  if (page.layoutFile) json.layoutFile = page.layoutFile;
  if (page.masterFile) json.masterFile = page.masterFile;
  json.spTree = page.shapes.flatMap((shape, i) => {
    const out = shapeJson(shape, String(i), emit);
    return out ? [out] : [];
  });
  if (page.notes) json.notes = page.notes;
  return json;
}

export const run: ToolRun<GetTextShapesParams> = async (ctx) => {
  const { params } = ctx;
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one .pptx file.');
  const deck = await SourceDeck.open(input.path, input.name, 0);
  try {
    const count = deck.slides.length;
    for (const n of params.pickPages ?? []) {
      if (n > count)
        throw new ToolError(
          'invalid_parameter',
          `pickPages: slide ${n} does not exist; ${input.name} has ${count} slide${count === 1 ? '' : 's'}.`,
        );
    }
    const pages = await readDeckPages(deck, {
      notes: params.includeNotes,
      allLayouts: params.includeLayout || params.includeMaster,
      pick: params.pickPages ? new Set(params.pickPages) : undefined,
      signal: ctx.signal,
    });
    ctx.reportProgress(60);
    const emit: Emit = { params, slideArea: deck.slideSize.cx * deck.slideSize.cy, images: new Map(), ids: new Map() };
    const slides = pages.slides.map((page) => {
      emit.ids.clear();
      const json = pageJson(page, emit);
      json.duplicatedShapeIds = [...emit.ids].filter(([, n]) => n > 1).map(([id]) => id);
      return json;
    });
    const result: Json = { pageNum: count, width: deck.slideSize.cx, height: deck.slideSize.cy, slides };
    if (params.includeLayout) result.layouts = pages.layouts.map((page) => pageJson(page, emit));
    if (params.includeMaster) result.masters = pages.masters.map((page) => pageJson(page, emit));
    const images: Record<string, [string, number, string]> = {};
    for (const part of [...emit.images.keys()].sort()) {
      const data = await deck.zip.readBuffer(`/${part}`);
      images[part] = [part, data.length, md5OfBuffer(data)];
    }
    if (!params.onlyBrief) result.images = images;
    const duplicated = slides.some((s) => (s.duplicatedShapeIds as number[]).length > 0);
    result.hasDuplicatedShapeId = duplicated;

    const file = path.join(ctx.workDir, 'text-shapes.json');
    await writeFile(file, JSON.stringify(result));
    ctx.reportProgress(100);
    const countShapes = (list: readonly ShapeNode[]): number => list.reduce((n, s) => n + 1 + countShapes(s.children), 0);
    const textShapes = (list: readonly ShapeNode[]): number =>
      list.reduce((n, s) => n + (shapeText(s).trim() ? 1 : 0) + textShapes(s.children), 0);
    return {
      path: file,
      fileName: `${safeFileBase(splitFileName(input.name).base, 'deck')}-shapes.json`,
      mimeType: 'application/json',
      metadata: {
        pageNum: count,
        slides: slides.length,
        shapes: pages.slides.reduce((n, p) => n + countShapes(p.shapes), 0),
        textShapes: pages.slides.reduce((n, p) => n + textShapes(p.shapes), 0),
        hasDuplicatedShapeId: duplicated,
      },
    };
  } finally {
    deck.close();
  }
};

export const engineTool = defineEngineTool({ type: 'pptx.getTextShapes', run });
