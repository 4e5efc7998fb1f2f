/**
 * The engine's one XML escaper, for text and double-quoted attribute values it writes into OOXML parts. Written by
 * hand: it is five replacements, and the XML library the engine has (@xmldom/xmldom) escapes only while it
 * serializes a whole document.
 */

/** Characters XML 1.0 cannot carry at all (its `Char` production): dropped, as no escape can make them legal. */
const NOT_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- these are the characters being removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `text` as XML character data or a double-quoted attribute value: `&`, `<`, `>` and `"` escaped, characters XML
 * cannot carry dropped. `attribute`: tabs and line breaks as character references too, since a parser turns them
 * into spaces inside an attribute (attribute-value normalization) and a relationship's target would change.
 */
export function escapeXml(text: string, options: { attribute?: boolean } = {}): string {
  const escaped = text
    .replace(NOT_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return options.attribute ? escaped.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : escaped;
}
