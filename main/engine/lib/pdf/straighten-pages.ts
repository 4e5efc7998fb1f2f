/**
 * Turns and straightens pages of a PDF without touching their pictures: a quarter turn is the page's /Rotate (qpdf
 * `--rotate=+N`), a small lean is a rotation matrix (`cm`) around the page's content, about the page's centre, put
 * in as a content stream before it (`q … cm`) and one after (`Q`) with qpdf's JSON. A rotation about the centre turns
 * the page as shown the same way whatever its /Rotate, so the lean is measured on the upright picture and undone here.
 */
import { writeFile } from 'node:fs/promises';
import { compactRange, runQpdf } from './qpdf';

export interface PageFix {
  /** 1-based page. */
  page: number;
  /** Clockwise quarter turn to add to the page's /Rotate. */
  turn: 0 | 90 | 180 | 270;
  /** The lean of its lines as seen once upright, degrees clockwise: the content is turned back that far. */
  skew: number;
}

type PdfValue = string | number | boolean | null | PdfValue[] | { [key: string]: PdfValue };
interface PdfObject {
  value?: Record<string, PdfValue>;
  stream?: { dict: Record<string, PdfValue>; data?: string };
}

const num = (n: number): string => (Math.abs(n) < 1e-9 ? '0' : n.toFixed(6).replace(/\.?0+$/, ''));

/** The `cm` operands that turn content anticlockwise as seen by `skew` degrees about (cx, cy), PDF space (y up). */
export function straighteningMatrix(skew: number, cx: number, cy: number): number[] {
  // Seen y-down, the lines lean `skew` clockwise; in PDF space (y up) turning them back is a positive angle.
  const t = (skew * Math.PI) / 180;
  const [a, b, c, d] = [Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t)];
  return [a, b, c, d, cx - (a * cx + c * cy), cy - (b * cx + d * cy)];
}

/** The page box content is drawn in: the crop box when there is one, else the media box (inherited ones too). */
function pageBox(page: Record<string, PdfValue>, inherited: Record<string, PdfValue> | undefined): number[] | null {
  for (const key of ['/CropBox', '/MediaBox']) {
    const box = page[key] ?? inherited?.[key];
    if (Array.isArray(box) && box.length === 4 && box.every((n) => typeof n === 'number')) return box;
  }
  return null;
}

/** Writes `file` with `fixes` applied to `output`; `scratch` is a path for the JSON and the turned copy. */
export async function straightenPages(
  file: string,
  output: string,
  fixes: readonly PageFix[],
  scratch: string,
  signal: AbortSignal,
  name: string,
): Promise<void> {
  const turnArgs = ([90, 180, 270] as const).flatMap((turn) => {
    const pages = fixes.filter((fix) => fix.turn === turn).map((fix) => fix.page);
    return pages.length > 0 ? [`--rotate=+${turn}:${compactRange(pages)}`] : [];
  });
  const leaning = fixes.filter((fix) => fix.skew !== 0);
  const turned = leaning.length > 0 ? `${scratch}-turned.pdf` : output;
  await runQpdf([file, ...turnArgs, turned], { signal, name });
  if (leaning.length === 0) return;

  const pagesJson = await runQpdf(['--json', '--json-key=pages', turned], { signal, name });
  const pageRefs = (JSON.parse(pagesJson.stdout) as { pages: Array<{ object: string }> }).pages.map((page) => page.object);
  const dump = await runQpdf(['--json-output', '--json-key=qpdf', '--json-stream-data=none', turned], {
    signal,
    name,
    maxStdoutBytes: 512 * 1024 * 1024,
  });
  const [meta, all] = (JSON.parse(dump.stdout) as { qpdf: [Record<string, unknown>, Record<string, PdfObject>] }).qpdf;
  let nextId = Number(meta.maxobjectid);
  const objects: Record<string, PdfObject> = {};
  const addStream = (text: string): string => {
    const ref = `${++nextId} 0 R`;
    objects[`obj:${ref}`] = { stream: { dict: {}, data: Buffer.from(text, 'latin1').toString('base64') } };
    return ref;
  };
  for (const fix of leaning) {
    const ref = pageRefs[fix.page - 1];
    const page = ref ? all[`obj:${ref}`]?.value : undefined;
    if (!ref || !page) continue;
    const parent = typeof page['/Parent'] === 'string' ? all[`obj:${page['/Parent']}`]?.value : undefined;
    const box = pageBox(page, parent);
    if (!box) continue;
    const [x0, y0, x1, y1] = box as [number, number, number, number];
    const matrix = straighteningMatrix(fix.skew, (x0 + x1) / 2, (y0 + y1) / 2)
      .map(num)
      .join(' ');
    const contents = page['/Contents'];
    const old = Array.isArray(contents) ? contents : contents ? [contents] : [];
    const contentsNow = [addStream(`q ${matrix} cm\n`), ...old, addStream('\nQ\n')];
    objects[`obj:${ref}`] = { value: { ...page, '/Contents': contentsNow } };
  }
  const json = `${scratch}-straighten.json`;
  await writeFile(json, JSON.stringify({ qpdf: [{ ...meta, maxobjectid: nextId }, objects] }));
  await runQpdf([turned, `--update-from-json=${json}`, output], { signal, name });
}
