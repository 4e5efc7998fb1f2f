/**
 * Which shape each rendered text line belongs to. LibreOffice's PDF has no shape identity, so a line is matched by
 * its text against the shapes' texts (white space, bullets and list numbers aside), and when several shapes hold
 * that text, the one whose box is nearest wins. Lines inside a chart or SmartArt frame belong to the frame; lines
 * nothing claims (the master's footers, slide numbers) have no owner.
 */
import type { DeckShape } from './deck-shapes';
import { distance } from './geometry';
import type { TextLine } from './pdf-layout';

export interface OwnedLine {
  line: TextLine;
  owner: DeckShape | null;
  /** The table cell, for a line of a table. */
  cell: number | null;
}

/** Bullet glyphs LibreOffice draws (and symbol-font bullets, mapped into the private use area). */
const BULLETS =
  /[\u2022\u2023\u2043\u2219\u25aa\u25ab\u25a0\u25a1\u25cf\u25cb\u25e6\u25ba\u25b6\u27a2\u2713\u2714\u2013\u2014\u00b7\uf000-\uf8ff]/gu;
const LIST_NUMBER = /^(?:\d{1,3}|[a-z]|[ivxlc]{1,5})[.)]/iu;

export function normalizeText(text: string): string {
  return text.replace(BULLETS, '').replace(/\s+/gu, '').toLowerCase();
}

interface Candidate {
  shape: DeckShape;
  cell: number | null;
  text: string;
}

function candidates(shapes: readonly DeckShape[]): Candidate[] {
  const out: Candidate[] = [];
  for (const shape of shapes) {
    if (shape.kind === 'text') out.push({ shape, cell: null, text: normalizeText(shape.paragraphs.join(' ')) });
    if (shape.kind === 'table') shape.cells.forEach((cell, index) => out.push({ shape, cell: index, text: normalizeText(cell.text) }));
  }
  return out;
}

export function assignOwners(lines: readonly TextLine[], shapes: readonly DeckShape[]): OwnedLine[] {
  const all = candidates(shapes);
  const frames = shapes.filter((shape) => (shape.kind === 'chart' || shape.kind === 'diagram' || shape.kind === 'object') && shape.box);
  return lines.map((line) => {
    const cx = line.box.x + line.box.w / 2;
    const cy = line.box.y + line.box.h / 2;
    const key = normalizeText(line.text);
    const numbered = key.replace(LIST_NUMBER, '');
    let matches = key ? all.filter((c) => c.text.includes(key)) : [];
    if (matches.length === 0 && numbered && numbered !== key) matches = all.filter((c) => c.text.includes(numbered));
    const frame = frames.find((shape) => shape.box && distance(shape.box, cx, cy) === 0);
    if (matches.length === 0) return { line, owner: frame ?? null, cell: null };
    const where = (c: Candidate): number => {
      const box = c.cell !== null ? c.shape.cells[c.cell]?.box : c.shape.box;
      return box ? distance(box, cx, cy) : 1e6;
    };
    const best = matches.reduce((a, b) => (where(b) < where(a) ? b : a));
    // Text a chart draws that a text box elsewhere also says belongs to the chart when it sits inside it.
    if (frame && where(best) > 0) return { line, owner: frame, cell: null };
    return { line, owner: best.shape, cell: best.cell };
  });
}
