/**
 * After a workbook's strings are translated: which cells show a translated string (shared or inline), handed to
 * the fit of cells that no longer fit their column (xlsx-fit.ts); the sheets and formats it changes are saved.
 */
import type { Document, Element } from '../../lib/pptx/xml-dom';
import { childElement, childElements } from '../../lib/pptx/xml-dom';
import type { PackageEdit } from './package-edit';
import { fitSheetCells, type SheetCells } from './xlsx-fit';
import { WorkbookStyles, X } from './xlsx-styles';

const STYLES = 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml';
/** Sheets larger than this are not parsed for the fit (a DOM of a huge sheet costs more than the fit is worth). */
const MAX_FIT_SHEET_BYTES = 8 * 1024 * 1024;

export interface TranslatedCells {
  /** Shared string index → its translated `si`. */
  shared: Map<number, Element>;
  /** Translated inline strings (`is`). */
  inline: Set<Element>;
  /** Sheets already parsed (for their inline strings), by part. */
  docs: Map<string, Document>;
}

/** The text a string item shows: its `t`, or its runs' (phonetic runs aside). */
function itemText(item: Element): string {
  const own = childElement(item, X, 't');
  if (own) return own.textContent ?? '';
  return childElements(item)
    .filter((child) => child.localName === 'r')
    .map((run) => childElement(run, X, 't')?.textContent ?? '')
    .join('');
}

export async function fitTranslatedCells(pkg: PackageEdit, sheetParts: readonly string[], cells: TranslatedCells): Promise<void> {
  if (cells.shared.size === 0 && cells.inline.size === 0) return;
  const stylesPart = pkg.partsOfType(new Set([STYLES]))[0];
  if (!stylesPart) return;
  const stylesDoc = await pkg.readXml(stylesPart);
  const styles = new WorkbookStyles(stylesDoc.documentElement);
  const sheets: (SheetCells & { part: string; doc: Document })[] = [];
  for (const part of sheetParts) {
    let doc = cells.docs.get(part);
    if (!doc) {
      if ((pkg.zip.get(part)?.uncompressedSize ?? Infinity) > MAX_FIT_SHEET_BYTES) continue;
      doc = await pkg.readXml(part);
    }
    const root = doc.documentElement;
    if (!root) continue;
    sheets.push({
      part,
      doc,
      root,
      translated: (cell) => {
        const type = cell.getAttribute('t');
        if (type === 's') {
          const item = cells.shared.get(Number(childElement(cell, X, 'v')?.textContent ?? NaN));
          return item ? itemText(item) : null;
        }
        const inline = type === 'inlineStr' ? childElement(cell, X, 'is') : undefined;
        return inline && cells.inline.has(inline) ? itemText(inline) : null;
      },
    });
  }
  const fit = await fitSheetCells(sheets, styles);
  if (fit.shrunk + fit.wrapped === 0) return;
  for (const sheet of sheets) if (fit.changed.has(sheet.root)) pkg.update(sheet.part, sheet.doc);
  pkg.update(stylesPart, stylesDoc);
}
