/**
 * A minimal Word document with known text for translation tests (runs with bold and links, a tab, a bookmark in
 * mid-sentence), written with yazl directly.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { RunSpec } from './text-deck';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function writeWordDoc(dest: string, paragraphs: (RunSpec | 'tab' | 'bookmark')[][]): Promise<void> {
  const links: string[] = [];
  const body = paragraphs
    .map((runs) => {
      const xml = runs
        .map((run) => {
          if (run === 'tab') return '<w:r><w:tab/></w:r>';
          if (run === 'bookmark') return '<w:bookmarkStart w:id="0" w:name="here"/><w:bookmarkEnd w:id="0"/>';
          const props = `${run.bold ? '<w:b/>' : ''}${run.italic ? '<w:i/>' : ''}<w:lang w:val="en-US"/>`;
          const r = `<w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${escapeXml(run.text)}</w:t></w:r>`;
          if (!run.link) return r;
          links.push(run.link);
          return `<w:hyperlink r:id="rIdLink${links.length}">${r}</w:hyperlink>`;
        })
        .join('');
      return `<w:p>${xml}</w:p>`;
    })
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${links
    .map((target, i) => `<Relationship Id="rIdLink${i + 1}" Type="${R}/hyperlink" Target="${escapeXml(target)}" TargetMode="External"/>`)
    .join('')}</Relationships>`;
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    '_rels/.rels',
  );
  zip.addBuffer(Buffer.from(document), 'word/document.xml');
  zip.addBuffer(Buffer.from(rels), 'word/_rels/document.xml.rels');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(dest));
}
