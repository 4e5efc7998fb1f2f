/**
 * Word's field codes (in RTF `\fldinst` groups, WordprocessingML `w:instrText` and `w:fldSimple`) can make a reader
 * load another file or ask another program: INCLUDEPICTURE, INCLUDETEXT, IMPORT, LINK, DDE, DDEAUTO, RD, DATABASE.
 * LibreOffice's RTF import reads an INCLUDEPICTURE target itself, past the profile's link blocking (issue #19).
 * Rather than list what is dangerous, this lists what only computes from the document (page numbers, dates,
 * cross-references, properties, form fields) and empties every other instruction: the field then shows the result
 * the document stored with it.
 */

const SAFE_FIELDS = new Set([
  'ADVANCE',
  'AUTHOR',
  'AUTONUM',
  'AUTONUMLGL',
  'AUTONUMOUT',
  'BARCODE',
  'BIBLIOGRAPHY',
  'BIDIOUTLINE',
  'CITATION',
  'COMMENTS',
  'COMPARE',
  'CREATEDATE',
  'DATE',
  'DISPLAYBARCODE',
  'DOCPROPERTY',
  'DOCVARIABLE',
  'EDITTIME',
  'EMBED',
  'EQ',
  'FILENAME',
  'FILESIZE',
  'FORMCHECKBOX',
  'FORMDROPDOWN',
  'FORMTEXT',
  'GOTOBUTTON',
  'IF',
  'INDEX',
  'INFO',
  'KEYWORDS',
  'LASTSAVEDBY',
  'LISTNUM',
  'MERGEFIELD',
  'MERGEREC',
  'MERGESEQ',
  'NEXT',
  'NEXTIF',
  'NOTEREF',
  'NUMCHARS',
  'NUMPAGES',
  'NUMWORDS',
  'PAGE',
  'PAGEREF',
  'PRINTDATE',
  'QUOTE',
  'REF',
  'REVNUM',
  'SAVEDATE',
  'SECTION',
  'SECTIONPAGES',
  'SEQ',
  'SET',
  'SHAPE',
  'SKIPIF',
  'STYLEREF',
  'SUBJECT',
  'SYMBOL',
  'TA',
  'TC',
  'TEMPLATE',
  'TIME',
  'TITLE',
  'TOA',
  'TOC',
  'USERADDRESS',
  'USERINITIALS',
  'USERNAME',
  'XE',
]);

const WEB_OR_MAIL = /^(https?:|mailto:)/i;

/** A HYPERLINK is only clicked, never fetched; still, only web and mail targets and bookmarks are kept. */
function safeHyperlink(args: string): boolean {
  const target = /^\s*(?:"([^"]*)"|([^\s\\"]+))/.exec(args);
  if (target) return WEB_OR_MAIL.test((target[1] ?? target[2] ?? '').trim());
  return /^\s*\\l\b/i.test(args);
}

/** True when the field instruction only computes from the document; an empty instruction is safe too. */
export function isSafeFieldInstruction(instruction: string): boolean {
  const text = instruction.replace(/^[\s\u00a0]+/, '');
  if (text === '' || text.startsWith('=')) return true;
  const word = /^([A-Za-z]+)(?![A-Za-z])/.exec(text);
  if (!word?.[1]) return false;
  const name = word[1].toUpperCase();
  if (name === 'HYPERLINK') return safeHyperlink(text.slice(word[0].length));
  return SAFE_FIELDS.has(name);
}
