/**
 * Writes a generated deck: presentation, the design's master/layouts/theme/notes master, one slide per outline
 * slide (with a notes slide when it has notes, and its picture), document properties, content types.
 */
import { Readable } from 'node:stream';
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { CT, REL } from '../lib/pptx/ooxml-constants';
import { ZipWriter } from '../lib/zip/zip-writer';
import { layoutNumber, layoutSpec, SLIDE_HEIGHT, SLIDE_WIDTH } from '../templates/layout-specs';
import { MASTER_ID, strongColors } from '../templates/master-xml';
import { makeReadable, type ReadableFix } from '../templates/readable-text';
import { parseXml, serializeXml } from '../lib/pptx/xml-dom';
import { fromSibling, relsXml, templatePartNames, templateParts, type GeneratedPart, type RelSpec } from '../templates/template-parts';
import { A_NS, escapeXml, P_NS, R_NS, XML_DECLARATION } from '../templates/theme-xml';
import type { DeckOutline } from './deck-outline';
import { layoutFor } from './outline-text';
import { notesSlideXml, slideXml } from './slide-xml';
import { chartParts, XLSX_CONTENT_TYPE } from './chart-parts';
import { cardIconParts } from './card-icons';

const MTIME = new Date(Date.UTC(2020, 0, 1));
const IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', xlsx: XLSX_CONTENT_TYPE, svg: 'image/svg+xml' } as const;

function presentationXml(slides: number, notesMasterRel: string): string {
  const ids = Array.from({ length: slides }, (_, i) => `<p:sldId id="${256 + i}" r:id="rId${10 + i}"/>`).join('');
  return (
    `${XML_DECLARATION}<p:presentation xmlns:a="${A_NS}" xmlns:r="${R_NS}" xmlns:p="${P_NS}" saveSubsetFonts="1">` +
    `<p:sldMasterIdLst><p:sldMasterId id="${MASTER_ID}" r:id="rId1"/></p:sldMasterIdLst>` +
    `<p:notesMasterIdLst><p:notesMasterId r:id="${notesMasterRel}"/></p:notesMasterIdLst>` +
    `<p:sldIdLst>${ids}</p:sldIdLst><p:sldSz cx="${SLIDE_WIDTH}" cy="${SLIDE_HEIGHT}"/><p:notesSz cx="6858000" cy="9144000"/>` +
    '<p:defaultTextStyle><a:lvl1pPr marL="0" algn="l" rtl="0"><a:defRPr sz="1800" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl1pPr></p:defaultTextStyle>' +
    '</p:presentation>'
  );
}

function contentTypesXml(parts: readonly GeneratedPart[], imageExtensions: ReadonlySet<string>): string {
  const defaults = [
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    ...[...imageExtensions].map((ext) => `<Default Extension="${ext}" ContentType="${IMAGE_TYPES[ext as keyof typeof IMAGE_TYPES]}"/>`),
  ];
  const overrides = parts.map((part) => `<Override PartName="${part.name}" ContentType="${part.contentType}"/>`);
  return `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults.join('')}${overrides.join('')}</Types>`;
}

function relsPartName(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
}

export interface WriteDeckOptions {
  template: DeckTemplate;
  lang: string;
  author?: string;
  /** Slide number → shape id → the ground the checker measured under its too-faint text (Create's closed loop). */
  readable?: ReadonlyMap<number, ReadonlyMap<string, ReadableFix>>;
}

/** The slide's XML with its faint text repaired (templates/readable-text.ts), judged in the colours its layout maps. */
function readableSlide(xml: string, fixes: ReadonlyMap<string, ReadableFix> | undefined, template: DeckTemplate, strong: boolean): string {
  if (!fixes?.size) return xml;
  const doc = parseXml(xml);
  makeReadable(doc.documentElement!, fixes, strong ? strongColors(template) : template);
  return serializeXml(doc).toString('utf8');
}

export async function writeDeck(path: string, outline: DeckOutline, options: WriteDeckOptions): Promise<void> {
  const names = templatePartNames();
  const parts: GeneratedPart[] = templateParts(options.template, names);
  const media: { name: string; data: Buffer }[] = [];
  const imageExtensions = new Set<string>();
  const presentationRels: RelSpec[] = [
    { id: 'rId1', type: REL.slideMaster, target: names.master.slice('/ppt/'.length) },
    { id: 'rId2', type: REL.notesMaster, target: names.notesMaster.slice('/ppt/'.length) },
    { id: 'rId3', type: REL.theme, target: names.theme.slice('/ppt/'.length) },
    { id: 'rId4', type: REL.presProps, target: 'presProps.xml' },
    { id: 'rId5', type: REL.viewProps, target: 'viewProps.xml' },
    { id: 'rId6', type: REL.tableStyles, target: 'tableStyles.xml' },
  ];
  let sections = 0;
  for (const [i, slide] of outline.slides.entries()) {
    const n = i + 1;
    const name = `/ppt/slides/slide${n}.xml`;
    const rels: RelSpec[] = [
      { id: 'rId1', type: REL.slideLayout, target: fromSibling(names.layouts[layoutNumber(layoutFor(slide)) - 1]!) },
    ];
    if (slide.layout === 'pictureCaption' && slide.picture) {
      const mediaName = `/ppt/media/image${n}.${slide.picture.extension}`;
      media.push({ name: mediaName, data: slide.picture.data });
      imageExtensions.add(slide.picture.extension);
      rels.push({ id: 'rId2', type: REL.image, target: fromSibling(mediaName) });
    }
    if (slide.notes?.trim()) {
      const notesName = `/ppt/notesSlides/notesSlide${n}.xml`;
      rels.push({ id: 'rId3', type: REL.notesSlide, target: fromSibling(notesName) });
      parts.push({
        name: notesName,
        contentType: CT.notesSlide,
        xml: notesSlideXml(slide.notes, options.lang),
        rels: [
          { id: 'rId1', type: REL.notesMaster, target: fromSibling(names.notesMaster) },
          { id: 'rId2', type: REL.slide, target: fromSibling(name) },
        ],
      });
    }
    parts.push({
      name,
      contentType: CT.slide,
      xml: readableSlide(
        slideXml(slide, {
          lang: options.lang,
          template: options.template,
          pictureRelId: 'rId2',
          sectionNumber: slide.layout === 'section' ? ++sections : undefined,
        }),
        options.readable?.get(n),
        options.template,
        layoutSpec(layoutFor(slide)).band === true,
      ),
      rels,
    });
    if (slide.layout === 'bullets' && slide.draw === 'cards') {
      const icons = await cardIconParts(slide.bullets, options.template);
      rels.push(...icons.rels);
      for (const item of icons.media) if (!media.some((known) => known.name === item.name)) media.push(item);
      imageExtensions.add('png').add('svg');
    }
    if (slide.layout === 'table' && slide.chart) {
      const chart = await chartParts(n, slide.chart, options.template, `${path}.chart${n}.xlsx`);
      rels.push(chart.slideRel);
      parts.push(chart.chart);
      media.push(chart.workbook);
      imageExtensions.add('xlsx');
    }
    presentationRels.push({ id: `rId${10 + i}`, type: REL.slide, target: `slides/slide${n}.xml` });
  }
  const ns = `xmlns:a="${A_NS}" xmlns:r="${R_NS}" xmlns:p="${P_NS}"`;
  parts.push(
    {
      name: '/ppt/presentation.xml',
      contentType: CT.presentation,
      xml: presentationXml(outline.slides.length, 'rId2'),
      rels: presentationRels,
    },
    { name: '/ppt/presProps.xml', contentType: CT.presProps, xml: `${XML_DECLARATION}<p:presentationPr ${ns}/>` },
    {
      name: '/ppt/viewProps.xml',
      contentType: CT.viewProps,
      xml: `${XML_DECLARATION}<p:viewPr ${ns}><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>`,
    },
    {
      name: '/ppt/tableStyles.xml',
      contentType: CT.tableStyles,
      xml: `${XML_DECLARATION}<a:tblStyleLst xmlns:a="${A_NS}" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>`,
    },
    {
      name: '/docProps/core.xml',
      contentType: CT.coreProperties,
      xml:
        `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
        `<dc:title>${escapeXml(outline.title)}</dc:title>${options.author ? `<dc:creator>${escapeXml(options.author)}</dc:creator>` : ''}</cp:coreProperties>`,
    },
    {
      name: '/docProps/app.xml',
      contentType: CT.extendedProperties,
      xml: `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Deckhand</Application><Slides>${outline.slides.length}</Slides></Properties>`,
    },
  );
  const packageRels: RelSpec[] = [
    { id: 'rId1', type: REL.officeDocument, target: 'ppt/presentation.xml' },
    { id: 'rId2', type: REL.coreProperties, target: 'docProps/core.xml' },
    { id: 'rId3', type: REL.extendedProperties, target: 'docProps/app.xml' },
  ];
  const writer = new ZipWriter(path);
  // Deflated one at a time as the ZIP is written: a buffer entry starts its own deflate at once, and a zlib stream
  // per part of a long deck took gigabytes (issue #19).
  const add = (name: string, text: string): void =>
    writer.addLazyStream(name.replace(/^\//, ''), () => Promise.resolve(Readable.from([Buffer.from(text, 'utf8')])), { mtime: MTIME });
  add('[Content_Types].xml', contentTypesXml(parts, imageExtensions));
  add('_rels/.rels', relsXml(packageRels));
  for (const part of parts) {
    add(part.name, part.xml);
    if (part.rels) add(relsPartName(part.name), relsXml(part.rels));
  }
  for (const item of media) writer.addBuffer(item.name.replace(/^\//, ''), item.data, { mtime: MTIME });
  await writer.finish();
}
