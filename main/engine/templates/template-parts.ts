/**
 * The parts a built-in design adds to a package: theme, slide master, its six layouts, and the notes master with
 * its own theme copy — with their relationships. Create writes them into a new deck; Revamp swaps them into an
 * existing one.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { CT, REL } from '../lib/pptx/ooxml-constants';
import { escapeXml } from '../lib/xml/xml-escape';
import { LAYOUTS } from './layout-specs';
import { layoutXml, masterXml, notesMasterXml, WIDESCREEN, type SlideSize } from './master-xml';
import { themeXml, XML_DECLARATION } from './theme-xml';

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
        `<Relationship Id="${rel.id}" Type="${rel.type}" Target="${escapeXml(rel.target, { attribute: true })}"${rel.external ? ' TargetMode="External"' : ''}/>`,
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
    contentType: CT.slideLayout,
    xml: layoutXml(spec, size, template),
    rels: [{ id: 'rId1', type: REL.slideMaster, target: fromSibling(names.master) }],
  }));
  return [
    {
      name: names.master,
      contentType: CT.slideMaster,
      xml: masterXml(template, size),
      rels: [
        ...names.layouts.map((layout, i) => ({ id: `rId${i + 1}`, type: REL.slideLayout, target: fromSibling(layout) })),
        { id: `rId${names.layouts.length + 1}`, type: REL.theme, target: fromSibling(names.theme) },
      ],
    },
    ...layouts,
    { name: names.theme, contentType: CT.theme, xml: themeXml(template) },
    ...(withNotesMaster ? notesParts(template, names) : []),
  ];
}

function notesParts(template: DeckTemplate, names: TemplatePartNames): GeneratedPart[] {
  return [
    {
      name: names.notesMaster,
      contentType: CT.notesMaster,
      xml: notesMasterXml(template),
      rels: [{ id: 'rId1', type: REL.theme, target: fromSibling(names.notesTheme) }],
    },
    { name: names.notesTheme, contentType: CT.theme, xml: themeXml(template) },
  ];
}
