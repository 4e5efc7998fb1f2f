/**
 * The words of a redaction taken out of the PDF's text strings outside the pages: document information (title,
 * author, subject, keywords), bookmark titles, annotations' and form fields' text. MuPDF's redaction cleans the page
 * content; these strings live in the objects around it, read with `qpdf --json-output` and written back with
 * `--update-from-json` as for active content. The catalog's XMP metadata (a stream restating the information) is
 * dropped whole, as its data is not in the JSON.
 */
import { writeFile } from 'node:fs/promises';
import { MAX_OBJECTS_JSON_BYTES, parseObjects, runQpdf } from './qpdf';

interface PdfObject {
  value?: unknown;
  stream?: { dict: Record<string, unknown> };
}

export const REDACTED_MARK = '[redacted]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Writes `file` to `output` with every word and pattern taken out of its strings; answers how many strings changed. */
export async function scrubTextStrings(
  file: string,
  output: string,
  words: readonly string[],
  options: { scratchJson: string; signal: AbortSignal; patterns?: readonly RegExp[] },
): Promise<number> {
  const { signal } = options;
  const name = 'the redacted PDF';
  const dump = await runQpdf(['--json-output', '--json-stream-data=none', file], { signal, name, maxStdoutBytes: MAX_OBJECTS_JSON_BYTES });
  const [meta, objects] = parseObjects<PdfObject>(dump.stdout, name);
  // Words ignore letter case, as MuPDF's search does; a pattern is used as written, its case included.
  const regexes = [
    ...(words.length > 0 ? [new RegExp(words.map(escapeRegExp).join('|'), 'giu')] : []),
    ...(options.patterns ?? []).map((regex) => new RegExp(regex.source, 'gu')),
  ];
  const holds = (text: string): boolean =>
    regexes.some((regex) => {
      regex.lastIndex = 0;
      return regex.test(text);
    });
  const scrubbed = (text: string): string => regexes.reduce((out, regex) => out.replace(regex, REDACTED_MARK), text);
  let strings = 0;
  const changed = new Set<string>();

  const scrub = (value: unknown, owner: string): unknown => {
    if (typeof value === 'string') {
      if (!value.startsWith('u:')) return value;
      if (!holds(value.slice(2))) return value;
      strings += 1;
      changed.add(owner);
      return `u:${scrubbed(value.slice(2))}`;
    }
    if (Array.isArray(value)) return value.map((item) => scrub(item, owner));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, owner)]));
    }
    return value;
  };

  const update: Record<string, PdfObject> = {};
  for (const [key, object] of Object.entries(objects)) {
    if (!key.startsWith('obj:') && key !== 'trailer') continue;
    if (object.stream) {
      const dict = scrub(object.stream.dict, key) as Record<string, unknown>;
      if (changed.has(key)) update[key] = { stream: { dict } };
      continue;
    }
    let value = scrub(object.value, key);
    const dict = value as Record<string, unknown> | null;
    if (dict && typeof dict === 'object' && dict['/Type'] === '/Catalog' && '/Metadata' in dict) {
      const { '/Metadata': _xmp, ...rest } = dict;
      value = rest;
      changed.add(key);
    }
    if (changed.has(key)) update[key] = { value };
  }
  const args = [file];
  if (Object.keys(update).length > 0) {
    await writeFile(options.scratchJson, JSON.stringify({ qpdf: [meta, update] }));
    args.push(`--update-from-json=${options.scratchJson}`);
  }
  await runQpdf([...args, output], { signal, name });
  return strings;
}
