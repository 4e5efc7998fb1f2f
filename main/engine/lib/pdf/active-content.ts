/**
 * Active content taken out of every PDF a tool reads, before any work: JavaScript (document scripts, open actions,
 * link and form actions, XFA), actions that launch programs, import or submit data or open embedded files, the
 * triggers that fire actions on their own (/AA), and embedded files. Nothing of it runs in Deckhand (qpdf and poppler
 * never execute it), but the outputs are opened by other readers. qpdf has no switch for this, so the objects are read
 * with `qpdf --json-output` and the changed ones written back with `--update-from-json` (docs/pdf-tools.md).
 */
import { writeFile } from 'node:fs/promises';
import { MAX_OBJECTS_JSON_BYTES, parseObjects, passwordArgs, runQpdf } from './qpdf';

/** Action types that run code, start programs, send data or open an embedded file. */
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch', '/ImportData', '/SubmitForm', '/GoToE', '/RichMediaExecute']);

type PdfValue = unknown;
type PdfDict = Record<string, PdfValue>;
export interface PdfObject {
  value?: PdfValue;
  stream?: { dict: PdfDict; datafile?: string; data?: string };
}

export interface ActiveContentReport {
  /** Actions taken out, by type ("JavaScript": 2). */
  actions: Record<string, number>;
  /** Automatic triggers (/AA) taken out. */
  triggers: number;
  /** Document-level scripts (the /JavaScript name tree, XFA). */
  scripts: number;
  embeddedFiles: number;
}

const isDict = (value: PdfValue): value is PdfDict => typeof value === 'object' && value !== null && !Array.isArray(value);

function dictOf(object: PdfObject | undefined): PdfDict | undefined {
  if (!object) return undefined;
  if (object.stream) return object.stream.dict;
  return isDict(object.value) ? object.value : undefined;
}

/**
 * Takes the active content out of qpdf's JSON objects of one PDF (`obj:N 0 R` → object), changing them in place;
 * says what went and which objects changed. Pure: the callers read and write the objects with qpdf.
 */
export function cleanActiveContent(objects: Record<string, PdfObject>): { report: ActiveContentReport; changed: Set<string> } {
  const report: ActiveContentReport = { actions: {}, triggers: 0, scripts: 0, embeddedFiles: 0 };
  const changed = new Set<string>();

  const resolve = (value: PdfValue): PdfDict | undefined =>
    typeof value === 'string' && / R$/.test(value) ? dictOf(objects[`obj:${value}`]) : isDict(value) ? value : undefined;
  const activeType = (value: PdfValue): string | null => {
    const action = resolve(value);
    const type = action?.['/S'];
    return typeof type === 'string' && ACTIVE_ACTIONS.has(type) ? type : null;
  };
  const drop = (dict: PdfDict, key: string, owner: string): void => {
    delete dict[key];
    changed.add(owner);
  };

  /** Cleans one dictionary (and the dictionaries written inside it) that belongs to the object `owner`. */
  const clean = (dict: PdfDict, owner: string): void => {
    if ('/AA' in dict) {
      report.triggers += 1;
      drop(dict, '/AA', owner);
    }
    for (const key of ['/A', '/OpenAction', '/Next']) {
      const type = activeType(dict[key]);
      if (type) {
        report.actions[type.slice(1)] = (report.actions[type.slice(1)] ?? 0) + 1;
        drop(dict, key, owner);
      }
    }
    const names = resolve(dict['/Names']);
    if (dict['/Type'] === '/Catalog' && names) {
      const namesOwner = typeof dict['/Names'] === 'string' ? `obj:${dict['/Names']}` : owner;
      if ('/JavaScript' in names) {
        report.scripts += 1;
        drop(names, '/JavaScript', namesOwner);
      }
      if ('/EmbeddedFiles' in names) {
        report.embeddedFiles += 1;
        drop(names, '/EmbeddedFiles', namesOwner);
      }
    }
    if ('/XFA' in dict && ('/Fields' in dict || '/NeedAppearances' in dict)) {
      report.scripts += 1;
      drop(dict, '/XFA', owner);
    }
    if (dict['/Subtype'] === '/FileAttachment' && '/FS' in dict) {
      report.embeddedFiles += 1;
      drop(dict, '/FS', owner);
    }
    for (const value of Object.values(dict)) {
      if (isDict(value)) clean(value, owner);
      else if (Array.isArray(value)) for (const item of value) if (isDict(item)) clean(item, owner);
    }
  };

  for (const [key, object] of Object.entries(objects)) {
    if (!key.startsWith('obj:')) continue;
    const dict = dictOf(object);
    if (dict) clean(dict, key);
  }
  return { report, changed };
}

/**
 * Writes `file` without its active content to `output` (decrypted with `password`), and says what went. When there
 * is none, `output` is still written: the tools work on this unlocked copy.
 */
export async function withoutActiveContent(
  file: string,
  output: string,
  options: { password: string | undefined; name: string; scratchJson: string; signal: AbortSignal },
): Promise<ActiveContentReport> {
  const { signal, name } = options;
  const dump = await runQpdf([...passwordArgs(options.password), '--json-output', '--json-stream-data=none', file], {
    signal,
    name,
    maxStdoutBytes: MAX_OBJECTS_JSON_BYTES,
  });
  const [meta, objects] = parseObjects<PdfObject>(dump.stdout, name);
  const { report, changed } = cleanActiveContent(objects);
  const update: Record<string, PdfObject> = {};
  for (const key of changed) {
    const object = objects[key]!;
    // A stream's data is left as it is when the update gives only its dictionary.
    update[key] = object.stream ? { stream: { dict: object.stream.dict } } : { value: object.value };
  }
  const args = [...passwordArgs(options.password), '--decrypt', file];
  if (changed.size > 0) {
    await writeFile(options.scratchJson, JSON.stringify({ qpdf: [meta, update] }));
    args.push(`--update-from-json=${options.scratchJson}`);
  }
  await runQpdf([...args, output], { signal, name });
  return report;
}

/** "2 JavaScript actions, 1 embedded file" — or null when nothing was taken out. */
export function describeRemoved(report: ActiveContentReport): string | null {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
  // In ACTIVE_ACTIONS' order, not the order found: qpdf's JSON and MuPDF walk the objects differently.
  for (const type of ACTIVE_ACTIONS) {
    const n = report.actions[type.slice(1)];
    if (n) parts.push(count(n, `${type.slice(1)} action`, `${type.slice(1)} actions`));
  }
  if (report.scripts) parts.push(count(report.scripts, 'document script', 'document scripts'));
  if (report.triggers) parts.push(count(report.triggers, 'automatic trigger', 'automatic triggers'));
  if (report.embeddedFiles) parts.push(count(report.embeddedFiles, 'embedded file', 'embedded files'));
  return parts.length > 0 ? parts.join(', ') : null;
}
