/**
 * A small, valid Word document from paragraphs of plain text: what a translated PDF becomes. One style sheet
 * with Carlito/Calibri body text, A4 pages, a page break where the PDF had one.
 */
import { ZipWriter } from '../../lib/zip/zip-writer';
import { escapeHtml } from '../unit-markup';

export interface WrittenParagraph {
  text: string;
  /** Starts a new page (the first paragraph of each PDF page after the first). */
  pageBreakBefore: boolean;
  /** The source page it was read from (1-based). */
  page?: number;
}

export interface DocxOptions {
  lang: string;
  rtl: boolean;
  title: string;
}

const MTIME = new Date(Date.UTC(2020, 0, 1));
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

function styles(lang: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="${lang}" w:eastAsia="${lang}" w:bidi="${lang}"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style></w:styles>`;
}

function coreProperties(title: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeHtml(title)}</dc:title></cp:coreProperties>`;
}

function paragraphXml(paragraph: WrittenParagraph, options: DocxOptions): string {
  const props = [paragraph.pageBreakBefore ? '<w:pageBreakBefore/>' : '', options.rtl ? '<w:bidi/>' : ''].join('');
  const runProps = options.rtl ? '<w:rPr><w:rtl/></w:rPr>' : '';
  // Characters XML 1.0 cannot carry (control codes from odd PDFs) are dropped.
  const text = escapeHtml(paragraph.text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r>${runProps}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

export async function writeDocx(path: string, paragraphs: readonly WrittenParagraph[], options: DocxOptions): Promise<void> {
  const body = paragraphs.map((paragraph) => paragraphXml(paragraph, options)).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W_NS}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const writer = new ZipWriter(path);
  const add = (name: string, text: string): void => writer.addBuffer(name, Buffer.from(text, 'utf8'), { mtime: MTIME });
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', PACKAGE_RELS);
  add('word/document.xml', document);
  add('word/_rels/document.xml.rels', DOCUMENT_RELS);
  add('word/styles.xml', styles(options.lang));
  add('docProps/core.xml', coreProperties(options.title));
  await writer.finish();
}
