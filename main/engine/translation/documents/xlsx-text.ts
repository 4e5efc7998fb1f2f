/**
 * The text of a workbook: shared strings (plain and rich), inline strings in sheets, comments, and charts and
 * shapes drawn with DrawingML. Numbers, formulas and sheet names stay as they are (formulas refer to the names).
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { allElements, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';
import { hasWords } from '../unit-markup';
import { DRAWING_TEXT_PARTS } from './docx-text';
import { addDrawingParagraph } from './drawingml-paragraph';
import type { OpenedDocument } from './opened-document';
import { PackageEdit } from './package-edit';
import { TextPlan, type TargetStyle } from './text-plan';
import { sharedStringSheets, sheetNames } from './xlsx-sheets';
import { fitTranslatedCells, type TranslatedCells } from './xlsx-cells';

const X = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml.';
const SHARED_STRINGS = `${SML}sharedStrings+xml`;
const COMMENTS = `${SML}comments+xml`;
const SHEET_TYPES = new Set([`${SML}worksheet+xml`, 'application/vnd.ms-excel.worksheet+xml']);

const MAX_SHEET_BYTES = 32 * 1024 * 1024;

const isX = (el: Element, name: string): boolean => el.namespaceURI === X && el.localName === name;

function setText(t: Element, text: string): void {
  while (t.firstChild) t.removeChild(t.firstChild);
  t.appendChild(ownerDocument(t).createTextNode(text));
  if (/^\s|\s$/.test(text)) t.setAttributeNS('http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve');
}

/**
 * A string item (`si`, `is`, comment `text`): plain `t` translated line by line (cells break lines with "\n"),
 * rich `r` runs as one line whose stretches copy the run they came from. Phonetic runs are dropped: they spell
 * the old text.
 */
function addStringItem(item: Element, plan: TextPlan): boolean {
  const children = childElements(item);
  const plain = children.find((child) => isX(child, 't'));
  const runs = children.filter((child) => isX(child, 'r'));
  if (plain && runs.length === 0) {
    const lines = (plain.textContent ?? '').split('\n');
    const units = lines.map((line) => ({ pieces: [line] }));
    if (!units.some(hasWords)) return false;
    plan.add(units, (translated) => setText(plain, translated.map((pieces) => pieces.map((piece) => piece.text).join('')).join('\n')));
    return true;
  }
  if (runs.length === 0) return false;
  const texts = runs.map((run) => childElements(run).find((child) => isX(child, 't'))?.textContent ?? '');
  const unit = { pieces: texts };
  if (!hasWords(unit)) return false;
  plan.add([unit], (translated) => {
    const anchor = children.find((child) => isX(child, 'phoneticPr')) ?? null;
    for (const child of children) if (isX(child, 'r') || isX(child, 'rPh')) item.removeChild(child);
    for (const piece of translated[0] ?? []) {
      const source = runs[piece.source] ?? runs[0];
      if (!source) continue;
      const run = source.cloneNode(true) as Element;
      let t = childElements(run).find((child) => isX(child, 't'));
      if (!t) {
        t = createElement(ownerDocument(item), X, 't', '');
        run.appendChild(t);
      }
      setText(t, piece.text);
      item.insertBefore(run, anchor);
    }
  });
  return true;
}

export async function openXlsx(path: string, label: string, style: TargetStyle): Promise<OpenedDocument> {
  const pkg = await PackageEdit.open(path, label);
  try {
    const plan = new TextPlan('sheet');
    const sheets = pkg.partsOfType(SHEET_TYPES);
    const names = await sheetNames(pkg);
    const sheetXml: { name: string; xml: string }[] = [];
    for (const part of names.keys()) {
      if ((pkg.zip.get(part)?.uncompressedSize ?? Infinity) > MAX_SHEET_BYTES) continue;
      sheetXml.push({ name: names.get(part) ?? '', xml: (await pkg.zip.readBuffer(part)).toString('utf8') });
    }
    const stringSheets = sharedStringSheets(sheetXml);
    const cells: TranslatedCells = { shared: new Map(), inline: new Set(), docs: new Map() };
    const parts = pkg.partsOfType(
      new Set([SHARED_STRINGS, COMMENTS, ...DRAWING_TEXT_PARTS, `application/vnd.openxmlformats-officedocument.drawing+xml`]),
    );
    for (const part of [...parts, ...sheets]) {
      const type = pkg.contentTypes.lookup(part);
      // Sheets can be huge; only those with inline strings are parsed, and none beyond a size a DOM can hold.
      if (type && SHEET_TYPES.has(type)) {
        if ((pkg.zip.get(part)?.uncompressedSize ?? Infinity) > MAX_SHEET_BYTES) continue;
        if (!(await pkg.zip.readBuffer(part)).includes('inlineStr')) continue;
      }
      const doc = await pkg.readXml(part);
      const root = doc.documentElement;
      if (!root) continue;
      let touched = false;
      let shared = 0;
      plan.at(names.get(part) ?? null);
      if (type && SHEET_TYPES.has(type)) cells.docs.set(part, doc);
      for (const el of allElements(root)) {
        if (type === SHARED_STRINGS && isX(el, 'si')) plan.at(stringSheets.get(shared++) ?? null);
        if (isX(el, 'si') || isX(el, 'is') || (type === COMMENTS && isX(el, 'text'))) {
          if (!addStringItem(el, plan)) continue;
          touched = true;
          if (type === SHARED_STRINGS && isX(el, 'si')) cells.shared.set(shared - 1, el);
          else if (isX(el, 'is')) cells.inline.add(el);
        } else if (el.localName === 'p' && el.namespaceURI === NS.a) touched = addDrawingParagraph(el, plan, style) || touched;
      }
      if (touched) pkg.update(part, doc);
    }
    return {
      plan,
      pages: Math.max(1, sheets.length),
      async write(outPath) {
        await fitTranslatedCells(pkg, [...names.keys()], cells);
        await pkg.write(outPath);
      },
      close: () => pkg.close(),
    };
  } catch (error) {
    pkg.close();
    throw error;
  }
}
