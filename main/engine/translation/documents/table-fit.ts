/**
 * Table cells: a table grows row by row into the room below it, then all its cells' text is shrunk evenly (written
 * into the runs), never below the floor.
 */
import type { TextMeasure } from '../../lib/fonts/text-measure';
import { flowHeight, type FlowParagraph } from '../../lib/fonts/text-flow';
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, childElements, type Element } from '../../lib/pptx/xml-dom';
import { writeScale } from './run-sizes';
import { excerpt, type FitProblem, type TableCandidate } from './fit-types';
import { EMU_PER_POINT, minimumScale } from './text-fit';

function margins(tcPr: Element | undefined): { x: number; y: number } {
  const n = (name: string, fallback: number): number => {
    const value = Number(tcPr?.getAttribute(name));
    return tcPr?.hasAttribute(name) && Number.isFinite(value) ? value : fallback;
  };
  return { x: (n('marL', 91440) + n('marR', 91440)) / EMU_PER_POINT, y: (n('marT', 45720) + n('marB', 45720)) / EMU_PER_POINT };
}

interface CellLayout {
  tc: Element;
  row: number;
  widthPt: number;
  marginY: number;
}

function cellLayouts(tbl: Element): { cells: CellLayout[]; rows: Element[]; columns: number[] } {
  const grid = childElement(tbl, NS.a, 'tblGrid');
  const columns = (grid ? childElements(grid) : []).map((col) => (Number(col.getAttribute('w')) || 0) / EMU_PER_POINT);
  const rows = childElements(tbl).filter((el) => el.localName === 'tr');
  const cells: CellLayout[] = [];
  rows.forEach((tr, row) => {
    let column = 0;
    for (const tc of childElements(tr).filter((el) => el.localName === 'tc')) {
      const span = Math.max(1, Number(tc.getAttribute('gridSpan')) || 1);
      const width = columns.slice(column, column + span).reduce((a, b) => a + b, 0);
      column += span;
      if (tc.getAttribute('hMerge') === '1' || tc.getAttribute('vMerge') === '1' || Number(tc.getAttribute('rowSpan')) > 1) continue;
      const m = margins(childElement(tc, NS.a, 'tcPr'));
      cells.push({ tc, row, widthPt: Math.max(1, width - m.x), marginY: m.y });
    }
  });
  return { cells, rows, columns };
}

export function fitTable(candidate: TableCandidate, measure: TextMeasure, after: Map<Element, FlowParagraph[]>): FitProblem | null {
  const { cells, rows } = cellLayouts(candidate.tbl);
  const rowHeights = rows.map((tr) => (Number(tr.getAttribute('h')) || 0) / EMU_PER_POINT);
  const heights = (flows: Map<Element, FlowParagraph[]>, scale: number): number[] => {
    const needed = [...rowHeights];
    for (const cell of cells) {
      const flow = flows.get(cell.tc);
      if (!flow) continue;
      const height = flowHeight(flow, cell.widthPt, measure, scale).height + cell.marginY;
      needed[cell.row] = Math.max(needed[cell.row] ?? 0, height);
    }
    return needed;
  };
  const total = (list: number[]): number => list.reduce((a, b) => a + b, 0);
  const source = total(heights(candidate.before, 1));
  const budget = Math.max(candidate.box.cy / EMU_PER_POINT + candidate.room.below / EMU_PER_POINT, source);
  const floor = Math.min(...[...candidate.before.values()].map((before) => minimumScale({ before, currentScale: 1, title: false })));
  let chosen = 1;
  let fits = false;
  for (let s = 1; s >= floor - 1e-9; s = Math.round((s - 0.025) * 1000) / 1000) {
    chosen = s;
    if (total(heights(after, s)) <= budget * 1.01) {
      fits = true;
      break;
    }
  }
  const final = heights(after, chosen);
  if (chosen < 1)
    for (const cell of cells) {
      const txBody = childElement(cell.tc, NS.a, 'txBody');
      if (txBody) writeScale(txBody, candidate.defaults, chosen, 0);
    }
  if (total(final) > total(rowHeights) + 0.5) {
    rows.forEach((tr, i) => tr.setAttribute('h', String(Math.round(Math.max(rowHeights[i] ?? 0, final[i] ?? 0) * EMU_PER_POINT))));
    const xfrm = childElement(candidate.frame, NS.p, 'xfrm');
    const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
    ext?.setAttribute('cy', String(Math.round(Math.min(budget, total(final)) * EMU_PER_POINT)));
  }
  if (fits) return null;
  const first = [...after.values()][0] ?? [];
  return {
    slide: candidate.slide,
    shape: candidate.name,
    excerpt: excerpt(first),
    code: 'table-too-long',
    params: { percent: Math.round(chosen * 100) },
    detail: `The table's translated text does not fit below it on the slide even at ${Math.round(chosen * 100)} % of its size.`,
  };
}
