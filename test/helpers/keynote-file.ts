/**
 * A Keynote '09 presentation (Keynote 2–5 XML format: a ZIP holding `index.apxl`) built in the test, since no Keynote
 * file can be in the corpus. One free text box per slide, which LibreOffice's Keynote import (libetonyek) reads.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function keynoteApxl(slideTexts: readonly string[], size = { w: 1024, h: 768 }): string {
  const slides = slideTexts
    .map(
      (text, i) => `<key:slide sfa:ID="BGSlide-${i}" key:depth="0"><key:page sfa:ID="Page-${i}"><sf:layers sfa:ID="Layers-${i}">
<sf:layer sfa:ID="Layer-${i}"><sf:drawables sfa:ID="Drawables-${i}"><sf:shape sfa:ID="Shape-${i}">
<sf:geometry sfa:ID="Geometry-${i}"><sf:naturalSize sfa:w="800" sfa:h="120"/><sf:size sfa:w="800" sfa:h="120"/><sf:position sfa:x="100" sfa:y="100"/></sf:geometry>
<sf:path><sf:bezier-path sfa:ID="Path-${i}"><sf:bezier sfa:ID="Bezier-${i}" sfa:path="M 0 0 L 800 0 L 800 120 L 0 120 Z"/></sf:bezier-path></sf:path>
<sf:text sfa:ID="Text-${i}"><sf:text-storage sfa:ID="Storage-${i}" sf:kind="textbox"><sf:text-body><sf:p>${escape(text)}</sf:p></sf:text-body></sf:text-storage></sf:text>
</sf:shape></sf:drawables></sf:layer></sf:layers></key:page></key:slide>`,
    )
    .join('\n');
  return `<?xml version="1.0"?>
<key:presentation xmlns:sfa="http://developer.apple.com/namespaces/sfa" xmlns:sf="http://developer.apple.com/namespaces/sf" xmlns:key="http://developer.apple.com/namespaces/keynote2" key:version="92008102400" sfa:ID="BGShow-0">
<key:size sfa:w="${size.w}" sfa:h="${size.h}"/>
<key:slide-list sfa:ID="BGSlideTree-0">${slides}</key:slide-list>
</key:presentation>
`;
}

export async function writeKeynoteFile(path: string, slideTexts: readonly string[]): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(keynoteApxl(slideTexts)), 'index.apxl');
  zip.addBuffer(Buffer.from('????????'), 'Contents/PkgInfo');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}
