/**
 * A workbook's sheets by name, and which sheet each shared string is on (the first that uses it), read from the
 * sheets' XML without building their DOM: sheets can be huge, and only their `t="s"` cells are needed here.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElements } from '../../lib/pptx/xml-dom';
import type { PackageEdit } from './package-edit';

const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml.';
const WORKBOOK_TYPES: ReadonlySet<string> = new Set([
  `${SML}sheet.main+xml`,
  `${SML}template.main+xml`,
  'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  'application/vnd.ms-excel.template.macroEnabled.main+xml',
]);
/** A shared-string cell: `<c r="B2" t="s"><v>7</v></c>`, a formula before the value allowed. */
const SHARED_CELL =
  /<(?:\w+:)?c\b[^>]*\bt="s"[^>]*>\s*(?:<(?:\w+:)?f\b[^>]*\/>|<(?:\w+:)?f\b[^>]*>[^<]*<\/(?:\w+:)?f>)?\s*<(?:\w+:)?v>(\d+)<\/(?:\w+:)?v>/g;

/** Sheet part → the sheet's name, in the workbook's order. */
export async function sheetNames(pkg: PackageEdit): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const main = pkg.partsOfType(WORKBOOK_TYPES)[0];
  if (!main) return names;
  const root = (await pkg.readXml(main)).documentElement;
  const rels = await pkg.relationships(main);
  const list = root ? childElements(root).find((el) => el.localName === 'sheets') : undefined;
  for (const sheet of list ? childElements(list) : []) {
    const id = sheet.getAttributeNS(NS.r, 'id') ?? sheet.getAttributeNS(NS.rStrict, 'id');
    const part = rels.find((rel) => rel.id === id)?.part;
    const name = sheet.getAttribute('name');
    if (part && name) names.set(part, name);
  }
  return names;
}

/** Shared string index → the name of the first sheet (in workbook order) with a cell showing it. */
export function sharedStringSheets(sheets: readonly { name: string; xml: string }[]): Map<number, string> {
  const found = new Map<number, string>();
  for (const sheet of sheets) {
    for (const match of sheet.xml.matchAll(SHARED_CELL)) {
      const index = Number(match[1]);
      if (!found.has(index)) found.set(index, sheet.name);
    }
  }
  return found;
}
