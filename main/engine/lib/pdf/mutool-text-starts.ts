/**
 * A piece of the redaction script (lib/pdf/mutool.ts): MuPDF 1.21's content filter, once it has dropped every glyph
 * of a text object, adds that object's starting `x y Td` to the next text object's, moving the next words off their
 * place (off the page, where readers no longer find them; seen on az-SlideWithImages, docs/pdf-tools.md "Redact").
 * A text object's first `Td` (before any other positioning or shown text) means the same as the absolute
 * `1 0 0 1 x y Tm`, since BT starts from the identity matrix; written that way, nothing carries over. The function
 * walks the content's tokens (strings, comments, dictionaries and inline pictures skipped as wholes) and returns the
 * rewritten content, or null when there was nothing to rewrite. ES5, for MuPDF's JavaScript.
 */
export const TEXT_STARTS_FUNCTION = String.raw`
function absoluteTextStarts(s) {
  var out = "", last = 0, i = 0, n = s.length;
  var inText = false, placed = true, operands = [];
  var space = function (c) { return c === " " || c === "\n" || c === "\r" || c === "\t" || c === "\f" || c === "\0"; };
  var delimiter = function (c) { return "()<>[]{}/%".indexOf(c) >= 0; };
  while (i < n) {
    var c = s[i];
    if (space(c)) { i++; continue; }
    if (c === "%") { while (i < n && s[i] !== "\n" && s[i] !== "\r") i++; continue; }
    if (c === "(") {
      var depth = 0;
      while (i < n) {
        if (s[i] === "\\") { i += 2; continue; }
        if (s[i] === "(") depth++;
        else if (s[i] === ")" && --depth === 0) { i++; break; }
        i++;
      }
      operands.push(null);
      continue;
    }
    if (c === "<" && s[i + 1] !== "<") { while (i < n && s[i] !== ">") i++; i++; operands.push(null); continue; }
    if (c === "<" || c === ">") { i += s[i + 1] === c ? 2 : 1; operands.push(null); continue; }
    if ("[]{}".indexOf(c) >= 0) { i++; operands.push(null); continue; }
    var start = i;
    i++;
    while (i < n && !space(s[i]) && !delimiter(s[i])) i++;
    var token = s.substring(start, i);
    if (c === "/") { operands.push(null); continue; }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) { operands.push({ start: start, text: token }); continue; }
    if (token === "ID") {
      // An inline picture's bytes run to the first EI that stands alone.
      var end = i;
      while ((end = s.indexOf("EI", end + 1)) > 0 && !(space(s[end - 1]) && (end + 2 >= n || space(s[end + 2])))) {}
      i = end < 0 ? n : end + 2;
    } else if (token === "BT") {
      inText = true;
      placed = false;
    } else if (token === "ET") {
      inText = false;
    } else if (inText && !placed) {
      var x = operands[operands.length - 2], y = operands[operands.length - 1];
      if (token === "Td" && operands.length >= 2 && x && y) {
        out += s.substring(last, x.start) + "1 0 0 1 " + x.text + " " + y.text + " Tm";
        last = i;
        placed = true;
      } else if (/^(Tm|TD|T\*|Tj|TJ|'|")$/.test(token)) {
        placed = true;
      }
    }
    operands = [];
  }
  return last === 0 ? null : out + s.substring(last);
}

/** Rewrites page number index's content (one stream, or the array's streams joined) with absoluteTextStarts. */
function placeTextStarts(doc, index) {
  var pageObject = doc.findPage(index);
  var contents = pageObject.get("Contents");
  var streams = contents.isArray() ? [] : [contents];
  if (contents.isArray()) for (var k = 0; k < contents.length; k++) streams.push(contents.get(k));
  var text = "";
  for (var k = 0; k < streams.length; k++) {
    var bytes = streams[k].readStream();
    for (var b = 0; b < bytes.length; b++) text += String.fromCharCode(bytes[b]);
    text += "\n";
  }
  var rewritten = absoluteTextStarts(text);
  if (rewritten === null) return;
  var buffer = new Buffer();
  for (var b = 0; b < rewritten.length; b++) buffer.writeByte(rewritten.charCodeAt(b));
  if (contents.isArray()) pageObject.put("Contents", doc.addStream(buffer, {}));
  else contents.writeStream(buffer);
}
`;
