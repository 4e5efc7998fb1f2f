/**
 * Field codes of a WordprocessingML part (document, headers, footers, notes, comments) made safe the same way as
 * RTF's (field-instructions.ts): a simple field's `w:instr`, or a complex field's `w:instrText` runs between its
 * `begin` and `separate` (an instruction may be split over many runs: `INCLUDE` in one, `PICTURE` in the next), are
 * emptied unless the instruction only computes from the document. The field's stored result stays.
 */
import { allElements, type Document, type Element } from '../pptx/xml-dom';
import { isSafeFieldInstruction } from './field-instructions';

const WORD_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);

interface OpenField {
  instruction: string;
  runs: Element[];
  decided: boolean;
}

function wordElement(el: Element, name: string): boolean {
  return el.localName === name && WORD_NAMESPACES.has(el.namespaceURI ?? '');
}

function wordAttribute(el: Element, name: string): { namespace: string; qualifiedName: string; value: string } | null {
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i);
    if (attr && attr.localName === name && WORD_NAMESPACES.has(attr.namespaceURI ?? '')) {
      return { namespace: attr.namespaceURI ?? '', qualifiedName: attr.name, value: attr.value };
    }
  }
  return null;
}

/** Empties the instructions that could reach outside the document; returns how many. */
export function neutraliseWordFields(doc: Document): number {
  const root = doc.documentElement;
  if (!root) return 0;
  let removed = 0;
  const open: OpenField[] = [];
  const decide = (field: OpenField): void => {
    if (field.decided) return;
    field.decided = true;
    if (isSafeFieldInstruction(field.instruction)) return;
    for (const run of field.runs) run.textContent = '';
    removed++;
  };
  for (const el of allElements(root)) {
    if (wordElement(el, 'fldSimple')) {
      const instr = wordAttribute(el, 'instr');
      if (instr && !isSafeFieldInstruction(instr.value)) {
        el.setAttributeNS(instr.namespace, instr.qualifiedName, '');
        removed++;
      }
    } else if (wordElement(el, 'fldChar')) {
      const type = wordAttribute(el, 'fldCharType')?.value;
      if (type === 'begin') open.push({ instruction: '', runs: [], decided: false });
      else if (type === 'separate' && open.length > 0) decide(open[open.length - 1]!);
      else if (type === 'end' && open.length > 0) decide(open.pop()!);
    } else if ((wordElement(el, 'instrText') || wordElement(el, 'delInstrText')) && open.length > 0) {
      const field = open[open.length - 1]!;
      if (field.decided) {
        // Instruction text after `separate` is not Word's, but a reader may still take it: clear it too.
        el.textContent = '';
        continue;
      }
      field.instruction += el.textContent ?? '';
      field.runs.push(el);
    } else if (wordElement(el, 'instrText') || wordElement(el, 'delInstrText')) {
      // Instruction text outside any field: nothing should read it, so nothing is lost by clearing it.
      if (!isSafeFieldInstruction(el.textContent ?? '')) {
        el.textContent = '';
        removed++;
      }
    }
  }
  for (const field of open) decide(field);
  return removed;
}
