/**
 * MuPDF's `mutool`, for true redaction: its `run` command executes a script against MuPDF's PDF API, whose
 * `applyRedactions` removes the text under a box from the page content and blanks the pixels of pictures under it.
 * Debian's `mupdf-tools` (AGPL: run as a separate process, never linked). `DECKHAND_MUTOOL` may name its path.
 */
import { locateProgram } from '../process/program-registry';
import { TEXT_STARTS_FUNCTION } from './mutool-text-starts';

/** Found through the program registry (lib/process/program-registry.ts), DECKHAND_MUTOOL first. */
export const locateMutool = (): Promise<string> => locateProgram('mutool');

/**
 * The script `mutool run` executes (MuPDF 1.21's JavaScript API): every occurrence of each word (MuPDF's search,
 * case-insensitive) and every area gets a redaction annotation, then `applyRedactions(true, 2)` takes the text out,
 * draws black boxes and blanks the pictures' pixels under them. Areas are fractions of the page as shown: MuPDF's
 * `bound()` is the page as shown (top-left origin, `/Rotate` applied), the space its search quads and annotation
 * rectangles use too. MuPDF takes every glyph whose box touches a redaction box, and its glyph boxes reach past the
 * glyph, so each hit's box is narrowed at both ends along its line by \`inset\` × its height (at most a quarter of its
 * length): a neighbour that merely touches it stays. A page's text objects are first placed absolutely
 * (mutool-text-starts.ts). Arguments: input, output, the areas as JSON, the inset, words…; prints the hits and areas
 * per page.
 */
export const REDACT_SCRIPT = `${TEXT_STARTS_FUNCTION}
var doc = new PDFDocument(scriptArgs[0]);
var areas = JSON.parse(scriptArgs[2]);
var inset = Number(scriptArgs[3]);
var words = scriptArgs.slice(4);
function narrowed(quad) {
  var dx = quad[2] - quad[0], dy = quad[3] - quad[1];
  var length = Math.sqrt(dx * dx + dy * dy);
  var height = Math.sqrt(Math.pow(quad[4] - quad[0], 2) + Math.pow(quad[5] - quad[1], 2));
  if (length === 0) return quad;
  var d = Math.min(inset * height, length / 4) / length;
  var ux = dx * d, uy = dy * d;
  return [quad[0] + ux, quad[1] + uy, quad[2] - ux, quad[3] - uy, quad[4] + ux, quad[5] + uy, quad[6] - ux, quad[7] - uy];
}
var report = [];
for (var i = 0; i < doc.countPages(); i++) {
  var page = doc.loadPage(i);
  var hits = 0;
  var boxes = 0;
  for (var w = 0; w < words.length; w++) {
    var found = page.search(words[w]);
    for (var j = 0; j < found.length; j++) {
      var annot = page.createAnnotation("Redact");
      annot.setQuadPoints(found[j].map(narrowed));
      annot.update();
      hits++;
    }
  }
  var bounds = page.bound();
  var width = bounds[2] - bounds[0];
  var height = bounds[3] - bounds[1];
  for (var a = 0; a < areas.length; a++) {
    if (areas[a].page !== i + 1) continue;
    var box = page.createAnnotation("Redact");
    var x0 = bounds[0] + areas[a].x * width;
    var y0 = bounds[1] + areas[a].y * height;
    box.setRect([x0, y0, Math.min(bounds[2], x0 + areas[a].width * width), Math.min(bounds[3], y0 + areas[a].height * height)]);
    box.update();
    boxes++;
  }
  if (hits + boxes > 0) {
    placeTextStarts(doc, i);
    page.applyRedactions(true, 2);
    report.push({ page: i + 1, hits: hits, areas: boxes });
  }
}
doc.save(scriptArgs[1], "garbage=4,compress");
print(JSON.stringify(report));
`;

/**
 * Each page's text as MuPDF reads it (the text its search matches against), a line per line of text: the pages the
 * redaction patterns are matched on. Argument: input; prints a JSON array with a string per page.
 */
export const PAGE_TEXT_SCRIPT = `
var doc = new PDFDocument(scriptArgs[0]);
var pages = [];
for (var i = 0; i < doc.countPages(); i++) {
  var lines = [];
  var line = "";
  doc.loadPage(i).toStructuredText("preserve-whitespace").walk({
    beginLine: function () { line = ""; },
    onChar: function (c) { line += c; },
    endLine: function () { lines.push(line); }
  });
  pages.push(lines.join("\\n"));
}
print(JSON.stringify(pages));
`;
