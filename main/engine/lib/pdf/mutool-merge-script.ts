/**
 * The script `mutool run` executes for pdf.merge (MuPDF 1.21's JavaScript API), in one process: every input opened
 * (its password tried when it asks for one), the picked pages copied in order through one graft map per input (what
 * pages of one input share is copied once), active content taken out unless kept (the rules of active-content.ts, the
 * same report per input), each input's bookmarks read (destinations by page object or name) and written under a
 * bookmark named after it, and the document saved with MuPDF's garbage collection and deduplication (garbage=4).
 * Each page is copied whole (its annotations and triggers too), its inherited attributes first written on it and its
 * /Parent taken off, so that no copy drags the input's page tree along. Argument: a JSON file, MergeSpec
 * (mutool-merge.ts). Prints one JSON line: the result, or { error } naming the input.
 */
export const MERGE_SCRIPT = `
var spec = JSON.parse(read(scriptArgs[0]));
// MuPDF 1.21's get() answers undefined for a missing key (and newNull() is JavaScript's null): a stand-in null
// object instead, so every lookup can be chained and asked what it is.
var no = function () { return false; };
var NULL = { isNull: function () { return true; }, isIndirect: no, isDictionary: no, isArray: no, isName: no, isString: no,
  isNumber: no, get: function () { return NULL; }, asNumber: function () { return 0; }, asString: function () { return ""; },
  forEach: function () {} };
var PROTO = Object.getPrototypeOf(new PDFDocument().newDictionary());
var rawGet = PROTO.get;
PROTO.get = function () { var value = rawGet.apply(this, arguments); return value === undefined || value === null ? NULL : value; };
var ACTIVE = { JavaScript: 1, Launch: 1, ImportData: 1, SubmitForm: 1, GoToE: 1, RichMediaExecute: 1 };
var MAX_DEPTH = 32;
var MAX_ITEMS = 20000;
var INHERITED = ["Resources", "MediaBox", "CropBox", "Rotate"];
var has = function (dict, key) { return !dict.get(key).isNull(); };
var resolved = function (value) { return value.isIndirect() ? value.resolve() : value; };
// The dictionary's entries are read once (one call into MuPDF, not one per key asked about): this runs on every object.
function clean(dict, report) {
  var entries = {};
  dict.forEach(function (key, value) { if (value) entries[key] = value; });
  var drop = function (key) { dict.delete(key); delete entries[key]; };
  var isName = function (value, name) { return value !== undefined && value.isName() && value.asName() === name; };
  if (entries.AA) { report.triggers++; drop("AA"); }
  ["A", "OpenAction", "Next"].forEach(function (key) {
    var action = entries[key] ? resolved(entries[key]) : NULL;
    if (!action.isDictionary()) return;
    var type = action.get("S");
    if (type.isName() && ACTIVE[type.asName()]) {
      report.actions[type.asName()] = (report.actions[type.asName()] || 0) + 1;
      drop(key);
    }
  });
  if (isName(entries.Type, "Catalog") && entries.Names) {
    var names = resolved(entries.Names);
    if (names.isDictionary() && has(names, "JavaScript")) { report.scripts++; names.delete("JavaScript"); }
    if (names.isDictionary() && has(names, "EmbeddedFiles")) { report.embeddedFiles++; names.delete("EmbeddedFiles"); }
  }
  if (entries.XFA && (entries.Fields || entries.NeedAppearances)) { report.scripts++; drop("XFA"); }
  if (isName(entries.Subtype, "FileAttachment") && entries.FS) { report.embeddedFiles++; drop("FS"); }
  Object.keys(entries).forEach(function (key) {
    var value = entries[key];
    if (value.isIndirect()) return;
    if (value.isDictionary()) clean(value, report);
    else if (value.isArray()) value.forEach(function (index, item) { if (item && !item.isIndirect() && item.isDictionary()) clean(item, report); });
  });
}
function cleanAll(doc) {
  var report = { actions: {}, triggers: 0, scripts: 0, embeddedFiles: 0 };
  for (var num = 1; num < doc.countObjects(); num++) {
    var object = doc.newIndirect(num, 0).resolve();
    if (object.isDictionary()) clean(object, report);
  }
  return report;
}
function nameTreeLookup(node, name, depth) {
  if (!node.isDictionary() || depth > 32) return null;
  var names = resolved(node.get("Names"));
  if (names.isArray())
    for (var i = 0; i + 1 < names.length; i += 2) if (names.get(i).asString() === name) return resolved(names.get(i + 1));
  var kids = resolved(node.get("Kids"));
  if (kids.isArray())
    for (var k = 0; k < kids.length; k++) {
      var found = nameTreeLookup(resolved(kids.get(k)), name, depth + 1);
      if (found) return found;
    }
  return null;
}
function destArray(doc, item) {
  var dest = resolved(item.get("Dest"));
  var action = resolved(item.get("A"));
  if (dest.isNull() && action.isDictionary() && action.get("S").isName() && action.get("S").asName() === "GoTo") dest = resolved(action.get("D"));
  if (dest.isName() || dest.isString()) {
    var name = dest.isName() ? dest.asName() : dest.asString();
    var root = doc.getTrailer().get("Root");
    var byName = resolved(root.get("Dests"));
    var found = byName.isDictionary() ? resolved(byName.get(name)) : null;
    if (!found || found.isNull()) found = nameTreeLookup(resolved(resolved(root.get("Names")).get("Dests")), name, 0);
    dest = found ? found : doc.newNull();
  }
  if (dest.isDictionary()) dest = resolved(dest.get("D"));
  return dest.isArray() ? dest : null;
}
function readOutline(doc, first, pageIndex, depth, budget) {
  var items = [];
  for (var item = resolved(first); item.isDictionary() && budget.left > 0; item = resolved(item.get("Next"))) {
    budget.left--;
    var dest = destArray(doc, item);
    var target = dest ? dest.get(0) : null;
    var page = target && target.isIndirect() ? pageIndex[target.asIndirect()] : target && target.isNumber() ? target.asNumber() + 1 : undefined;
    var view = [];
    if (dest && dest.length > 1) for (var v = 1; v < dest.length; v++) view.push(dest.get(v).isName() ? "/" + dest.get(v).asName() : dest.get(v).isNumber() ? dest.get(v).asNumber() : null);
    items.push({ title: item.get("Title").asString(), page: page || null, view: view, open: item.get("Count").asNumber() > 0, kids: depth < MAX_DEPTH ? readOutline(doc, item.get("First"), pageIndex, depth + 1, budget) : [] });
    if (view.length === 0) items[items.length - 1].view = ["/Fit"];
  }
  return items;
}
function remap(items, newPage) {
  return items.map(function (item) {
    return { title: item.title, page: item.page === null ? null : newPage(item.page), view: item.view, open: item.open, kids: remap(item.kids, newPage) };
  });
}
function visibleCount(items) {
  return items.reduce(function (sum, item) { return sum + 1 + (item.open ? visibleCount(item.kids) : 0); }, 0);
}
function viewValue(out, value) {
  if (typeof value === "number") return out.newReal(value);
  if (typeof value === "string") return out.newName(value.slice(1));
  return out.newNull();
}
function writeLevel(out, level, parent, pages) {
  var refs = level.map(function () { return out.addObject(out.newDictionary()); });
  level.forEach(function (item, i) {
    var ref = refs[i];
    ref.put("Title", out.newString(item.title));
    ref.put("Parent", parent);
    var target = item.page === null ? undefined : pages[item.page - 1];
    if (target) {
      var dest = out.newArray();
      dest.push(target);
      item.view.forEach(function (value) { dest.push(viewValue(out, value)); });
      ref.put("Dest", dest);
    }
    if (i > 0) ref.put("Prev", refs[i - 1]);
    if (i < refs.length - 1) ref.put("Next", refs[i + 1]);
    var kids = writeLevel(out, item.kids, ref, pages);
    if (kids) {
      ref.put("First", kids.first);
      ref.put("Last", kids.last);
      var count = visibleCount(item.kids);
      ref.put("Count", out.newInteger(item.open ? count : -count));
    }
  });
  return refs.length > 0 ? { first: refs[0], last: refs[refs.length - 1] } : null;
}
function addOutline(out, items, pages) {
  var outlines = out.addObject(out.newDictionary());
  outlines.put("Type", out.newName("Outlines"));
  var top = writeLevel(out, items, outlines, pages);
  if (top) {
    outlines.put("First", top.first);
    outlines.put("Last", top.last);
    outlines.put("Count", out.newInteger(visibleCount(items)));
  }
  var root = out.getTrailer().get("Root");
  root.put("Outlines", outlines);
  root.put("PageMode", out.newName("UseOutlines"));
}
function main() {
  var out = new PDFDocument();
  var inputs = [];
  for (var i = 0; i < spec.inputs.length; i++) {
    var doc;
    try { doc = new PDFDocument(spec.inputs[i]); } catch (error) { return { error: "unreadable", file: i, detail: String(error) }; }
    if (doc.needsPassword() && !(spec.password && doc.authenticatePassword(spec.password))) return { error: "password", file: i };
    var count = doc.countPages();
    if (count < 1) return { error: "empty", file: i };
    // Grafted pages keep their widgets but not the document's form: a form is left to qpdf's path, which keeps it.
    var form = doc.getTrailer().get("Root").get("AcroForm");
    if (form && form.isDictionary() && form.get("Fields").isArray() && form.get("Fields").length > 0) return { error: "forms", file: i };
    var pages = [];
    var pageIndex = {};
    for (var p = 0; p < count; p++) {
      var page = doc.findPage(p);
      for (var k = 0; k < INHERITED.length; k++) {
        for (var up = page; !has(page, INHERITED[k]) && has(up, "Parent"); ) {
          up = up.get("Parent");
          if (has(up, INHERITED[k])) page.put(INHERITED[k], up.get(INHERITED[k]));
        }
      }
      pages.push(page);
      pageIndex[page.asIndirect()] = p + 1;
    }
    var outline = spec.bookmarks ? readOutline(doc, doc.getTrailer().get("Root").get("Outlines").get("First"), pageIndex, 0, { left: MAX_ITEMS }) : [];
    pages.forEach(function (page) { page.delete("Parent"); });
    // Cleaned here, before any page is copied: the copies are made of these objects.
    var report = spec.clean ? cleanAll(doc) : null;
    inputs.push({ doc: doc, pages: pages, map: out.newGraftMap(), outline: outline, report: report });
  }
  var picks = spec.picks;
  if (!picks) {
    picks = [];
    inputs.forEach(function (input, file) { for (var p = 1; p <= input.pages.length; p++) picks.push({ file: file, page: p }); });
  }
  for (var n = 0; n < picks.length; n++)
    if (picks[n].page > inputs[picks[n].file].pages.length) return { error: "page", pick: n, pages: inputs[picks[n].file].pages.length };
  var placed = {};
  var outPages = [];
  picks.forEach(function (pick) {
    var input = inputs[pick.file];
    var copy = input.map.graftObject(input.pages[pick.page - 1]);
    if (placed[copy.asIndirect()]) {
      var twin = out.newDictionary();
      copy.forEach(function (key, value) { twin.put(key, value); });
      copy = out.addObject(twin);
    }
    placed[copy.asIndirect()] = true;
    out.insertPage(-1, copy);
    outPages.push(copy);
  });
  var outline = [];
  if (spec.bookmarks) {
    inputs.forEach(function (input, file) {
      var first = {};
      var start = 0;
      picks.forEach(function (pick, position) {
        if (pick.file !== file || first[pick.page]) return;
        first[pick.page] = position + 1;
        if (!start) start = position + 1;
      });
      if (!start) return;
      var own = remap(input.outline, function (page) { return first[page] || null; });
      outline.push({ title: spec.titles[file], page: start, view: ["/Fit"], open: true, kids: own });
    });
    addOutline(out, outline, outPages);
  }
  out.save(spec.output, "garbage=2,compress");
  return { pages: picks.length, bookmarks: outline.length, reports: inputs.map(function (input) { return input.report; }) };
}
print(JSON.stringify(main()));
`;
