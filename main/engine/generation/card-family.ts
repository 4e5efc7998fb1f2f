/**
 * The cards family: a short list of a few short points (2–4 top-level items, none numbered, each within its text
 * budget) is drawn as a row of cards across the body area — a tinted card per point with an accent band on top —
 * rather than three lines in the top third of an empty slide (design notes: Presenton's "key insights", Gamma's
 * cards). A list over budget, or one that does not fit its cards at 80 % of the body size, stays a list.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { BODY_BOX, type Box } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { fits, fitScale, type MeasuredParagraph } from '../templates/text-layout';
import { escapeXml } from '../templates/theme-xml';
import type { Bullet } from './deck-outline';
import { fontOf, type Fonts } from './outline-text';

export const MIN_CARDS = 2;
export const MAX_CARDS = 4;
/** A point longer than this (characters) is a sentence for a list, not a card. */
export const CARD_BUDGET = 90;
const CARD_SIZE_PT = 24;
const GROW_PT = 32;
const GAP = 274320;
/** Cards take this share of the body area's height, centred in it. */
const HEIGHT_SHARE = 0.7;
const BAND = 91440;
const INSET = 182880;
const TOP_INSET = 320040;

/** Whether the list is for cards: a few short top-level points. */
export function suitsCards(bullets: readonly Bullet[]): boolean {
  return (
    bullets.length >= MIN_CARDS &&
    bullets.length <= MAX_CARDS &&
    bullets.every((b) => b.level === 0 && !b.number && !b.plain && b.runs.map((r) => r.text).join('').length <= CARD_BUDGET)
  );
}

/** The cards' boxes (EMU) in `body` (Create's body area on a 16:9 slide; Revamp's at the deck's slide size). */
export function cardBoxes(count: number, body: Box = BODY_BOX): Box[] {
  const [x, y, w, h] = body;
  const width = Math.floor((w - GAP * (count - 1)) / count);
  const height = Math.round(h * HEIGHT_SHARE);
  const top = y + Math.round((h - height) / 2);
  return Array.from({ length: count }, (_, i) => [x + i * (width + GAP), top, width, height] as Box);
}

const FIGURE_PT = 54;
const FIGURE = /^([€$£¥]?\s?\d[\d.,]*\s?(?:%|k|K|m|M|bn|x|×)?)(?:\s*[-–—:]\s*|\s+)(\S.{0,59})$/u;

/** A point that opens with a figure ("87 % first-time fixes"): the figure and its label. */
export function figureOf(bullet: Bullet): { figure: string; label: string } | null {
  const match = FIGURE.exec(
    bullet.runs
      .map((run) => run.text)
      .join('')
      .trim(),
  );
  return match ? { figure: match[1]!.trim(), label: match[2]!.trim() } : null;
}

/** Every point opens with a figure: the cards are a row of key numbers, each figure large in the accent colour. */
export function isKpiRow(bullets: readonly Bullet[]): boolean {
  return bullets.every((bullet) => figureOf(bullet) !== null);
}

function cardParagraphs(bullet: Bullet, fonts: Fonts, kpi: boolean): MeasuredParagraph[] {
  const style = { sizePt: CARD_SIZE_PT };
  const parts = kpi ? figureOf(bullet) : null;
  if (parts) {
    return [
      {
        runs: [{ text: parts.figure, font: { family: fonts.heading, bold: true }, sizePt: FIGURE_PT }],
        lineSpacing: { factor: 1 },
        spaceBeforePt: 0,
      },
      { runs: [{ text: parts.label, font: fontOf(style, fonts), sizePt: CARD_SIZE_PT }], lineSpacing: { factor: 1 }, spaceBeforePt: 6 },
    ];
  }
  return [
    {
      runs: bullet.runs.map((run) => ({ text: run.text, font: fontOf(style, fonts, run), sizePt: CARD_SIZE_PT })),
      lineSpacing: { factor: 1 },
      spaceBeforePt: 0,
    },
  ];
}

/** The scale at which every card's text fits its card (the same for all, at least `min`), or null. */
export function cardScale(
  measure: FontMeasure,
  bullets: readonly Bullet[],
  fonts: Fonts,
  min: number,
  body: Box = BODY_BOX,
): number | null {
  const [box] = cardBoxes(bullets.length, body);
  const frame = {
    widthPt: box![2] / 12700,
    heightPt: box![3] / 12700,
    insets: [INSET / 12700, TOP_INSET / 12700, INSET / 12700, INSET / 12700] as [number, number, number, number],
  };
  const kpi = isKpiRow(bullets);
  const cards = bullets.map((bullet) => cardParagraphs(bullet, fonts, kpi));
  const paragraphs = cards.flat();
  // No word may be wider than the card: a renderer would break it mid-word.
  const inner = frame.widthPt - 2 * (INSET / 12700);
  const wordsFit = (scale: number): boolean =>
    paragraphs.every((p) =>
      p.runs.every((run) => run.text.split(/\s+/).every((word) => measure.width(word, run.font, run.sizePt * scale) <= inner * 0.95)),
    );
  // Short points take larger type, up to GROW_PT, with a fifth of the card to spare.
  const roomy = { ...frame, heightPt: frame.heightPt * 0.8 };
  for (let scale = GROW_PT / CARD_SIZE_PT; scale > 1.001; scale -= 0.05) {
    if (wordsFit(scale) && cards.every((card) => fits(measure, card, roomy, scale))) return Math.round(scale * 1000) / 1000;
  }
  let scale = 1;
  for (const card of cards) {
    const fitted = fitScale(measure, card, frame, min);
    if (fitted === null) return null;
    scale = Math.min(scale, fitted);
  }
  return wordsFit(scale) ? scale : null;
}

/** The cards' shapes: each a tinted rounded card holding its point, then its accent band. */
export function cardsXml(firstId: number, bullets: readonly Bullet[], scale: number, lang: string, body: Box = BODY_BOX): string[] {
  const sz = Math.round(CARD_SIZE_PT * scale * 2) * 50;
  const kpi = isKpiRow(bullets);
  return cardBoxes(bullets.length, body).flatMap((box, i) => {
    const bullet = bullets[i]!;
    const parts = kpi ? figureOf(bullet) : null;
    const figure = parts
      ? `<a:p><a:pPr algn="l"><a:buNone/></a:pPr><a:r><a:rPr lang="${lang}" sz="${Math.round(FIGURE_PT * scale * 2) * 50}" b="1" dirty="0">` +
        `<a:solidFill><a:schemeClr val="accent1"/></a:solidFill><a:latin typeface="+mj-lt"/></a:rPr><a:t>${escapeXml(parts.figure)}</a:t></a:r></a:p>`
      : '';
    const textRuns = parts ? [{ text: parts.label }] : bullet.runs;
    const spacing = parts ? '<a:spcBef><a:spcPts val="600"/></a:spcBef>' : '';
    const runs = textRuns
      .map(
        (run) =>
          `<a:r><a:rPr lang="${lang}" sz="${sz}"${run.bold ? ' b="1"' : ''}${run.italic ? ' i="1"' : ''} dirty="0"/><a:t>${escapeXml(run.text)}</a:t></a:r>`,
      )
      .join('');
    const id = firstId + i * 2;
    const card =
      `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Card ${i + 1}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
      `<p:spPr>${boxXml(box)}<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val 6000"/></a:avLst></a:prstGeom>` +
      '<a:solidFill><a:schemeClr val="bg2"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr>' +
      `<p:txBody><a:bodyPr wrap="square" lIns="${INSET}" tIns="${TOP_INSET}" rIns="${INSET}" bIns="${INSET}" anchor="t"><a:noAutofit/></a:bodyPr><a:lstStyle/>` +
      `${figure}<a:p><a:pPr algn="l">${spacing}<a:buNone/></a:pPr>${runs}<a:endParaRPr lang="${lang}" sz="${sz}" dirty="0"/></a:p></p:txBody></p:sp>`;
    const band =
      `<p:sp><p:nvSpPr><p:cNvPr id="${id + 1}" name="Card band ${i + 1}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
      `<p:spPr>${boxXml([box[0], box[1], box[2], BAND])}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>` +
      '<a:solidFill><a:schemeClr val="accent1"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr></p:sp>';
    return [card, band];
  });
}
