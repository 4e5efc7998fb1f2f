/** Namespaces, relationship types and content types of the parts the PPTX code handles by name. */

export const NS = {
  /** Transitional (the normal case) and Strict: attributes in either hold relationship ids. */
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rStrict: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  p14: 'http://schemas.microsoft.com/office/powerpoint/2010/main',
  pc: 'http://schemas.microsoft.com/office/powerpoint/2013/main/command',
  p188: 'http://schemas.microsoft.com/office/powerpoint/2018/8/main',
  mc: 'http://schemas.openxmlformats.org/markup-compatibility/2006',
  dsp: 'http://schemas.microsoft.com/office/drawing/2008/diagram',
  vmlOffice: 'urn:schemas-microsoft-com:office:office',
  rels: 'http://schemas.openxmlformats.org/package/2006/relationships',
  contentTypes: 'http://schemas.openxmlformats.org/package/2006/content-types',
  extendedProps: 'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
  vt: 'http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes',
} as const;

const OD = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

export const REL = {
  officeDocument: `${OD}officeDocument`,
  officeDocumentStrict: 'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
  extendedProperties: `${OD}extended-properties`,
  thumbnail: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail',
  digitalSignatureOrigin: 'http://schemas.openxmlformats.org/package/2006/relationships/digital-signature/origin',
  slide: `${OD}slide`,
  slideLayout: `${OD}slideLayout`,
  slideMaster: `${OD}slideMaster`,
  notesSlide: `${OD}notesSlide`,
  notesMaster: `${OD}notesMaster`,
  handoutMaster: `${OD}handoutMaster`,
  theme: `${OD}theme`,
  presProps: `${OD}presProps`,
  viewProps: `${OD}viewProps`,
  tableStyles: `${OD}tableStyles`,
  commentAuthors: `${OD}commentAuthors`,
  comments: `${OD}comments`,
  font: `${OD}font`,
  hyperlink: `${OD}hyperlink`,
  image: `${OD}image`,
  coreProperties: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
  vbaProject: 'http://schemas.microsoft.com/office/2006/relationships/vbaProject',
  modernAuthors: 'http://schemas.microsoft.com/office/2018/10/relationships/authors',
  modernComments: 'http://schemas.microsoft.com/office/2018/10/relationships/comments',
} as const;

const PML = 'application/vnd.openxmlformats-officedocument.presentationml.';

export const CT = {
  rels: 'application/vnd.openxmlformats-package.relationships+xml',
  xml: 'application/xml',
  presentation: `${PML}presentation.main+xml`,
  slide: `${PML}slide+xml`,
  slideLayout: `${PML}slideLayout+xml`,
  slideMaster: `${PML}slideMaster+xml`,
  notesSlide: `${PML}notesSlide+xml`,
  notesMaster: `${PML}notesMaster+xml`,
  handoutMaster: `${PML}handoutMaster+xml`,
  theme: 'application/vnd.openxmlformats-officedocument.theme+xml',
  presProps: `${PML}presProps+xml`,
  viewProps: `${PML}viewProps+xml`,
  tableStyles: `${PML}tableStyles+xml`,
  commentAuthors: `${PML}commentAuthors+xml`,
  comments: `${PML}comments+xml`,
  modernComments: 'application/vnd.ms-powerpoint.comments+xml',
  modernAuthors: 'application/vnd.ms-powerpoint.authors+xml',
  extendedProperties: 'application/vnd.openxmlformats-officedocument.extended-properties+xml',
  coreProperties: 'application/vnd.openxmlformats-package.core-properties+xml',
} as const;

/** Main-part content types a deck may carry; the output is always a plain `.pptx` (CT.presentation). */
export const PRESENTATION_MAIN_TYPES: ReadonlySet<string> = new Set([
  CT.presentation,
  `${PML}slideshow.main+xml`,
  `${PML}template.main+xml`,
  'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
  'application/vnd.ms-powerpoint.slideshow.macroEnabled.main+xml',
  'application/vnd.ms-powerpoint.template.macroEnabled.main+xml',
]);

/** `p:presentation` children in schema order (docs/pptx-format.md §2.1). */
export const PRESENTATION_CHILD_ORDER = [
  'sldMasterIdLst',
  'notesMasterIdLst',
  'handoutMasterIdLst',
  'sldIdLst',
  'sldSz',
  'notesSz',
  'smartTags',
  'embeddedFontLst',
  'custShowLst',
  'photoAlbum',
  'custDataLst',
  'kinsoku',
  'defaultTextStyle',
  'modifyVerifier',
  'extLst',
] as const;

/** `p:sldMaster` children in schema order (Clippit `OrderSlideMaster`, docs/pptx-format.md §3.4). */
export const MASTER_CHILD_ORDER = ['cSld', 'clrMap', 'sldLayoutIdLst', 'transition', 'timing', 'hf', 'txStyles', 'extLst'] as const;

export const SECTION_EXT_URI = '{521415D9-36F7-43E2-AB2F-B90AF26B5E84}';

export const MIN_SLIDE_ID = 256;
export const MAX_SLIDE_ID = 2147483647;
export const MIN_MASTER_OR_LAYOUT_ID = 2147483648;
