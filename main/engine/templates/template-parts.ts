/**
 * The parts a built-in design adds to a package: theme, slide master, its six layouts, and the notes master with
 * its own theme copy — with their relationships. Create writes them into a new deck; Revamp swaps them into an
 * existing one.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { LAYOUTS } from './layout-specs';
import { layoutXml, masterXml, notesMasterXml, WIDESCREEN, type SlideSize } from './master-xml';
import { themeXml, XML_DECLARATION } from './theme-xml';

export const REL_TYPE = {
  officeDocument: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  slide: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide',
  slideLayout: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout',
  slideMaster: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideMaster',
  notesSlide: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide',
  notesMaster: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesMaster',
  theme: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme',
  image: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image',
  presProps: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/presProps',
  viewProps: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/viewProps',
  tableStyles: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/tableStyles',
  coreProperties: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
  extendedProperties: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties',
} as const;

const PML = 'application/vnd.openxmlformats-officedocument.presentationml.';
export const CONTENT_TYPE = {
  presentation: `${PML}presentation.main+xml`,
  slide: `${PML}slide+xml`,
  slideLayout: `${PML}slideLayout+xml`,
  slideMaster: `${PML}slideMaster+xml`,
  notesSlide: `${PML}notesSlide+xml`,
  notesMaster: `${PML}notesMaster+xml`,
  theme: 'application/vnd.openxmlformats-officedocument.theme+xml',
  presProps: `${PML}presProps+xml`,
  viewProps: `${PML}viewProps+xml`,
  tableStyles: `${PML}tableStyles+xml`,
  core: 'application/vnd.openxmlformats-package.core-properties+xml',
  app: 'application/vnd.openxmlformats-officedocument.extended-properties+xml',
} as const;

export interface RelSpec {
  id: string;
  type: string;
  target: string;
  external?: boolean;
}

export interface GeneratedPart {
  /** Part name, with the leading slash. */
  name: string;
  contentType: string;
  xml: string;
  rels?: RelSpec[];
}

export function relsXml(rels: readonly RelSpec[]): string {
  const items = rels
    .map(
      (rel) =>
        `<Relationship Id="${rel.id}" Type="${rel.type}" Target="${rel.target.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"${rel.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('');
  return `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
}

export interface TemplatePartNames {
  master: string;
  theme: string;
  notesMaster: string;
  notesTheme: string;
  /** Layout part names in LAYOUTS order. */
  layouts: string[];
}

/** Part names that do not collide with `taken` (case-insensitive), numbered from 1 like PowerPoint does. */
export function templatePartNames(taken: ReadonlySet<string> = new Set()): TemplatePartNames {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  const next = (folder: string, stem: string): string => {
    for (let n = 1; ; n++) {
      const name = `/ppt/${folder}/${stem}${n}.xml`;
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        return name;
      }
    }
  };
  return {
    master: next('slideMasters', 'slideMaster'),
    theme: next('theme', 'theme'),
    notesMaster: next('notesMasters', 'notesMaster'),
    notesTheme: next('theme', 'theme'),
    layouts: LAYOUTS.map(() => next('slideLayouts', 'slideLayout')),
  };
}

/** Relative target from a part in ppt/<folder>/ to another part under ppt/. */
export function fromSibling(target: string): string {
  return `..${target.slice('/ppt'.length)}`;
}

/** The design's parts; with `withNotesMaster` false (Revamp keeps a deck's own notes master) only master, layouts, theme. */
export function templateParts(
  template: DeckTemplate,
  names: TemplatePartNames,
  size: SlideSize = WIDESCREEN,
  withNotesMaster = true,
): GeneratedPart[] {
  const layouts = LAYOUTS.map((spec, i) => ({
    name: names.layouts[i]!,
    contentType: CONTENT_TYPE.slideLayout,
    xml: layoutXml(spec, size),
    rels: [{ id: 'rId1', type: REL_TYPE.slideMaster, target: fromSibling(names.master) }],
  }));
  return [
    {
      name: names.master,
      contentType: CONTENT_TYPE.slideMaster,
      xml: masterXml(template, size),
      rels: [
        ...names.layouts.map((layout, i) => ({ id: `rId${i + 1}`, type: REL_TYPE.slideLayout, target: fromSibling(layout) })),
        { id: `rId${names.layouts.length + 1}`, type: REL_TYPE.theme, target: fromSibling(names.theme) },
      ],
    },
    ...layouts,
    { name: names.theme, contentType: CONTENT_TYPE.theme, xml: themeXml(template) },
    ...(withNotesMaster ? notesParts(template, names) : []),
  ];
}

function notesParts(template: DeckTemplate, names: TemplatePartNames): GeneratedPart[] {
  return [
    {
      name: names.notesMaster,
      contentType: CONTENT_TYPE.notesMaster,
      xml: notesMasterXml(template),
      rels: [{ id: 'rId1', type: REL_TYPE.theme, target: fromSibling(names.notesTheme) }],
    },
    { name: names.notesTheme, contentType: CONTENT_TYPE.theme, xml: themeXml(template) },
  ];
}
