/**
 * The text of a Word document: body, headers, footers, footnotes, endnotes and comments (text boxes included),
 * plus charts and SmartArt drawn with DrawingML. Word reflows text, so nothing needs shrinking.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { allElements, type Element } from '../../lib/pptx/xml-dom';
import { fitWordFrames } from './docx-frames';
import { addDrawingParagraph } from './drawingml-paragraph';
import type { OpenedDocument } from './opened-document';
import { PackageEdit } from './package-edit';
import { TextPlan, type TargetStyle } from './text-plan';
import { PageCounter } from './docx-pages';
import { addWordParagraph, wordParagraphs } from './wordml-paragraph';

const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml.';
const MAIN_PARTS: ReadonlySet<string> = new Set([
  `${WML}document.main+xml`,
  'application/vnd.ms-word.document.macroEnabled.main+xml',
  `${WML}template.main+xml`,
]);
const WORD_PARTS: ReadonlySet<string> = new Set([
  ...MAIN_PARTS,
  `${WML}header+xml`,
  `${WML}footer+xml`,
  `${WML}footnotes+xml`,
  `${WML}endnotes+xml`,
  `${WML}comments+xml`,
]);
export const DRAWING_TEXT_PARTS: ReadonlySet<string> = new Set([
  'application/vnd.openxmlformats-officedocument.drawingml.chart+xml',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml',
  'application/vnd.ms-office.drawingml.diagramDrawing+xml',
]);
const EAST_ASIAN = new Set(['zh-CN', 'zh-TW', 'ja', 'ko']);

async function pageCount(pkg: PackageEdit): Promise<number | null> {
  if (!pkg.zip.has('/docProps/app.xml')) return null;
  const root = (await pkg.readXml('/docProps/app.xml')).documentElement;
  const pages = root ? allElements(root).find((el) => el.localName === 'Pages') : undefined;
  const value = Number(pages?.textContent);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export async function openDocx(path: string, label: string, style: TargetStyle, to: string): Promise<OpenedDocument> {
  const pkg = await PackageEdit.open(path, label);
  try {
    const plan = new TextPlan('page');
    const touchedParts: string[] = [];
    const translated: Element[] = [];
    for (const part of pkg.partsOfType(new Set([...WORD_PARTS, ...DRAWING_TEXT_PARTS]))) {
      const doc = await pkg.readXml(part);
      const root = doc.documentElement;
      if (!root) continue;
      let touched = false;
      const pages = MAIN_PARTS.has(pkg.contentTypes.lookup(part) ?? '') ? new PageCounter(root) : null;
      plan.at(null);
      for (const p of wordParagraphs(root)) {
        if (pages) plan.at(pages.pageOf(p));
        if (addWordParagraph(p, plan, style, EAST_ASIAN.has(to))) {
          translated.push(p);
          touched = true;
        }
      }
      plan.at(null);
      for (const el of allElements(root)) {
        if (el.localName === 'p' && el.namespaceURI === NS.a) touched = addDrawingParagraph(el, plan, style) || touched;
      }
      if (touched) {
        touchedParts.push(part);
        pkg.update(part, doc);
      }
    }
    const counted = await pageCount(pkg);
    const characters = plan.units.reduce((sum, unit) => sum + unit.pieces.join('').length, 0);
    return {
      plan,
      pages: counted ?? Math.max(1, Math.ceil(characters / 3000)),
      write: (outPath) => {
        fitWordFrames(translated);
        return pkg.write(outPath);
      },
      close: () => pkg.close(),
    };
  } catch (error) {
    pkg.close();
    throw error;
  }
}
