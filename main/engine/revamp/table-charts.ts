/**
 * Revamp draws a slide's table of numbers as a native chart (docs/charts.md, "Revamp"): the table is read with
 * Create's rule (chart-data.ts: numeric columns of one unit, sizes within 20× of each other), the chart part and its
 * workbook are Create's (chart-parts.ts, in the design's palette and body font), and the chart takes the table's
 * place on the slide. The table itself moves to a slide inserted right after, holding only it, the title (marked
 * “(cont.)”) and the footers — as a continuation slide does — so every figure as written stays in the deck.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import type { ChartData } from '../generation/chart-data';
import { chartOf } from '../generation/chart-data';
import type { Table } from '../generation/deck-outline';
import { chartParts, XLSX_CONTENT_TYPE } from '../generation/chart-parts';
import { chartFrameXml } from '../generation/chart-xml';
import { NS } from '../lib/pptx/ooxml-constants';
import type { Relationship } from '../lib/pptx/relationships';
import { allElements, childElement, childElements, parseXml, serializeXml, type Document, type Element } from '../lib/pptx/xml-dom';
import { BODY_BOX, type Box } from '../templates/layout-specs';
import { scaleBox, type SlideSize } from '../templates/master-xml';
import type { GeneratedPart } from '../templates/template-parts';
import { markContinued } from './continuation-slides';
import { overlaps } from './slide-placement';
import { boxOf, ownXfrm, shapeOf, slideShapes } from './slide-content';

const TABLE_URI = 'http://schemas.openxmlformats.org/drawingml/2006/table';
/** Merged cells make a table's rows no longer one category each: such a table stays a table. */
const MERGES = ['gridSpan', 'rowSpan', 'hMerge', 'vMerge'];

export interface ChartSwap {
  /** The table's frame, now off the slide (it goes on the data slide). */
  table: Element;
  data: ChartData;
  chart: GeneratedPart;
  workbook: { name: string; data: Buffer; contentType: string };
  /** The slide's new relationship to the chart part. */
  rel: Relationship;
}

function spTree(slide: Element): Element | undefined {
  const cSld = childElement(slide, NS.p, 'cSld');
  return cSld ? childElement(cSld, NS.p, 'spTree') : undefined;
}

const tableOf = (frame: Element): Element | undefined =>
  allElements(frame).find((el) => el.namespaceURI === NS.a && el.localName === 'graphicData' && el.getAttribute('uri') === TABLE_URI)
    ? allElements(frame).find((el) => el.namespaceURI === NS.a && el.localName === 'tbl')
    : undefined;

/** The table's cells as text, row by row, or null when cells are merged. */
function tableText(tbl: Element): Table | null {
  const rows: Table['rows'] = [];
  for (const tr of childElements(tbl).filter((el) => el.localName === 'tr')) {
    const cells = childElements(tr).filter((el) => el.localName === 'tc');
    if (cells.some((tc) => MERGES.some((name) => tc.hasAttribute(name)))) return null;
    rows.push(
      cells.map((tc) => {
        const paragraphs = allElements(tc).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
        const text = paragraphs
          .map((p) =>
            allElements(p)
              .filter((el) => el.namespaceURI === NS.a && el.localName === 't')
              .map((t) => t.textContent ?? '')
              .join(''),
          )
          .join(' ');
        return [{ text }];
      }),
    );
  }
  return { rows, align: [] };
}

/** The slide's one table of numbers (its frame and data), or null: none, or more than one (which to draw is unclear). */
export function chartableTable(slide: Element): { frame: Element; data: ChartData } | null {
  const tree = spTree(slide);
  if (!tree) return null;
  const found: { frame: Element; data: ChartData }[] = [];
  for (const child of childElements(tree)) {
    const frame = shapeOf(child);
    const tbl = frame?.localName === 'graphicFrame' ? tableOf(frame) : undefined;
    const table = tbl ? tableText(tbl) : null;
    const data = table ? chartOf(table) : null;
    if (data) found.push({ frame: child, data });
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * Where the chart goes: the whole body area when nothing else is on the slide; else the table's box grown (aspect
 * kept, centred where the table was), then stretched down and sideways (a chart has no aspect of its own, but
 * never taller than wide) — each only as far as the body area goes without reaching any of `others` (the slide's
 * other content) that the table itself kept clear of.
 */
function chartBox(table: Box | null, size: SlideSize, others: readonly Box[]): Box {
  const area = scaleBox(BODY_BOX, size);
  if (others.length === 0) return area;
  if (!table || table[2] <= 0 || table[3] <= 0) return table ?? area;
  const clear = others.filter((box) => !overlaps(box, table));
  const free = (box: Box): boolean => !clear.some((other) => overlaps(other, box));
  const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), Math.max(lo, hi));
  const most = Math.max(1, Math.min(area[2] / table[2], area[3] / table[3]));
  let box: Box = table;
  for (let scale = most; scale > 1; scale -= 0.05) {
    const w = Math.round(table[2] * scale);
    const h = Math.round(table[3] * scale);
    const x = clamp(table[0] + table[2] / 2 - w / 2, area[0], area[0] + area[2] - w);
    const y = clamp(table[1] + table[3] / 2 - h / 2, area[1], area[1] + area[3] - h);
    const grown: Box = [Math.round(x), Math.round(y), w, h];
    if (free(grown)) {
      box = grown;
      break;
    }
  }
  const [x, y, w] = box;
  const down: Box = [x, y, w, Math.min(w, area[1] + area[3] - y)];
  if (down[3] > box[3] && free(down)) box = down;
  const right: Box = [box[0], box[1], area[0] + area[2] - box[0], box[3]];
  if (right[2] > box[2] && free(right)) box = right;
  const left: Box = [area[0], box[1], box[0] + box[2] - area[0], box[3]];
  if (left[2] > box[2] && free(left)) box = left;
  return box;
}

function nextShapeId(slide: Element): number {
  const ids = allElements(slide)
    .filter((el) => el.localName === 'cNvPr')
    .map((el) => Number(el.getAttribute('id')) || 0);
  return Math.max(1, ...ids) + 1;
}

/**
 * Puts a chart of `found`'s data where its table was on `slide`; the chart part is `/ppt/charts/chart{n}.xml`.
 * `relId` names the chart from the slide; `others` are the boxes of the slide's other content (the chart grows
 * into free room only); `scratch` is a file the workbook passes through.
 */
export async function swapInChart(
  slide: Element,
  found: { frame: Element; data: ChartData },
  n: number,
  relId: string,
  template: DeckTemplate,
  size: SlideSize,
  others: readonly Box[],
  scratch: string,
): Promise<ChartSwap> {
  const { frame, data } = found;
  const parts = await chartParts(n, data, template, scratch);
  const box = chartBox(boxOf(ownXfrm(shapeOf(frame)!)), size, others);
  const name =
    allElements(frame)
      .find((el) => el.localName === 'cNvPr')
      ?.getAttribute('name') ?? '';
  const description = `${data.kind[0]!.toUpperCase()}${data.kind.slice(1)} chart of the table ${name}`.trim();
  const xml = chartFrameXml(nextShapeId(slide), relId, box, description);
  const wrapper = parseXml(`<w xmlns:a="${NS.a}" xmlns:p="${NS.p}" xmlns:r="${NS.r}">${xml}</w>`).documentElement!;
  const chartFrame = slide.ownerDocument!.importNode<Element>(childElements(wrapper)[0]!, true);
  frame.parentNode!.replaceChild(chartFrame, frame);
  return {
    table: frame,
    data,
    chart: parts.chart,
    workbook: { ...parts.workbook, contentType: XLSX_CONTENT_TYPE },
    rel: { id: relId, type: parts.slideRel.type, target: parts.slideRel.target, external: false },
  };
}

/**
 * The slide that keeps the table: a copy of `slide` (restyled so far) with only its title, marked “(cont.)”, its
 * footers and the table, which takes the chart's place in the drawing order.
 */
export function tableSlide(slide: Element, table: Element, chartRelId: string): Document {
  const copy = parseXml(serializeXml(slide.ownerDocument!));
  const root = copy.documentElement!;
  const tree = spTree(root)!;
  for (const shape of slideShapes(root, { cx: 1, cy: 1 }, () => null)) {
    const chart = allElements(shape.element).some((el) => el.localName === 'chart' && el.getAttributeNS(NS.r, 'id') === chartRelId);
    if (chart) tree.replaceChild(copy.importNode<Element>(table, true), shape.element);
    else if (shape.role === 'title') markContinued(shape.element);
    else if (shape.role !== 'footer') tree.removeChild(shape.element);
  }
  const timing = childElement(root, NS.p, 'timing');
  if (timing) root.removeChild(timing);
  return copy;
}
