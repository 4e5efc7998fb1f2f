/** The theme part (`a:theme`) of a built-in design: its colour scheme, font scheme and a plain format scheme. */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { escapeXml } from '../lib/xml/xml-escape';

export const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
export const P_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main';
export const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export { escapeXml } from '../lib/xml/xml-escape';

const COLOR_ORDER = [
  'dk1',
  'lt1',
  'dk2',
  'lt2',
  'accent1',
  'accent2',
  'accent3',
  'accent4',
  'accent5',
  'accent6',
  'hlink',
  'folHlink',
] as const;

export function colorSchemeXml(template: DeckTemplate): string {
  const colors = COLOR_ORDER.map((name) => `<a:${name}><a:srgbClr val="${template.colors[name]}"/></a:${name}>`).join('');
  return `<a:clrScheme name="${escapeXml(template.name)}">${colors}</a:clrScheme>`;
}

export function fontSchemeXml(template: DeckTemplate): string {
  const font = (face: string): string => `<a:latin typeface="${escapeXml(face)}"/><a:ea typeface=""/><a:cs typeface=""/>`;
  return `<a:fontScheme name="${escapeXml(template.name)}"><a:majorFont>${font(template.fonts.heading)}</a:majorFont><a:minorFont>${font(template.fonts.body)}</a:minorFont></a:fontScheme>`;
}

const FORMAT_SCHEME =
  '<a:fmtScheme name="Deckhand"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  '<a:solidFill><a:schemeClr val="phClr"><a:tint val="60000"/></a:schemeClr></a:solidFill>' +
  '<a:solidFill><a:schemeClr val="phClr"><a:shade val="80000"/></a:schemeClr></a:solidFill></a:fillStyleLst>' +
  '<a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>' +
  '<a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>' +
  '<a:ln w="38100"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst>' +
  '<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>' +
  '<a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>' +
  '<a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  '<a:solidFill><a:schemeClr val="phClr"><a:tint val="95000"/></a:schemeClr></a:solidFill>' +
  '<a:solidFill><a:schemeClr val="phClr"><a:shade val="90000"/></a:schemeClr></a:solidFill></a:bgFillStyleLst></a:fmtScheme>';

export function themeXml(template: DeckTemplate): string {
  return (
    `${XML_DECLARATION}<a:theme xmlns:a="${A_NS}" name="${escapeXml(template.name)}"><a:themeElements>` +
    `${colorSchemeXml(template)}${fontSchemeXml(template)}${FORMAT_SCHEME}</a:themeElements>` +
    '<a:objectDefaults/><a:extraClrSchemeLst/></a:theme>'
  );
}
