/**
 * docx.parseTextAndImage: a Word document's content in reading order, in DeckFlow's shape `{width, height, pageNum,
 * content: [text | image | table …]}` (see parse/docx-body.ts). `width`/`height` are the first section's page size in
 * points; `pageNum` is the page count Word last saved in docProps/app.xml (0 when absent; not reliable, as DeckFlow
 * also says). Each picture is delivered in the ZIP under `images/`, named in its element with its bytes and md5.
 * Charts and SmartArt diagrams are not read here.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentTypeMap } from '../lib/pptx/content-types';
import { resolveTarget } from '../lib/pptx/part-names';
import { parseRelationships } from '../lib/pptx/relationships';
import { parseXml, childElements, XmlParseError } from '../lib/pptx/xml-dom';
import { ZipSource } from '../lib/zip/zip-source';
import { md5OfBuffer } from './parse/digest';
import { DocxBodyReader, W, readStyles, type DocxElement } from './parse/docx-body';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { writeBundle, type BundleEntry } from './support/output-bundle';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
const STYLES = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles';
const WORD_MAIN =
  /wordprocessingml\.document\.main\+xml|ms-word\.(document|template)\.macroEnabled\.main\+xml|wordprocessingml\.template\.main\+xml/;

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one .docx file.');
  const zip = await ZipSource.open(input.path, input.name);
  try {
    const xml = async (part: string) => {
      try {
        return parseXml(await zip.readBuffer(part));
      } catch (error) {
        if (error instanceof XmlParseError)
          throw new ToolError('invalid_file', `“${input.name}” is damaged: ${part.slice(1)} ${error.message}.`);
        throw error;
      }
    };
    if (!zip.has('/[Content_Types].xml') || !zip.has('/_rels/.rels'))
      throw new ToolError('invalid_file', `“${input.name}” is not a Word document (.docx).`);
    const types = ContentTypeMap.parse(await zip.readBuffer('/[Content_Types].xml'));
    const main = parseRelationships(await zip.readBuffer('/_rels/.rels')).find((r) => r.type === OFFICE_DOCUMENT && !r.external);
    const documentPart = main ? resolveTarget('/', main.target) : '/word/document.xml';
    if (!zip.has(documentPart) || !WORD_MAIN.test(types.lookup(documentPart) ?? '')) {
      throw new ToolError('invalid_file', `“${input.name}” is not a Word document (.docx): it has no word-processing main part.`);
    }
    const relsPart = `${documentPart.slice(0, documentPart.lastIndexOf('/'))}/_rels/${documentPart.slice(documentPart.lastIndexOf('/') + 1)}.rels`;
    const rels = zip.has(relsPart) ? parseRelationships(await zip.readBuffer(relsPart)) : [];
    const stylesRel = rels.find((r) => r.type === STYLES && !r.external);
    const stylesPart = stylesRel ? resolveTarget(documentPart, stylesRel.target) : undefined;
    const styles = readStyles(stylesPart && zip.has(stylesPart) ? ((await xml(stylesPart)).documentElement ?? undefined) : undefined);
    const root = (await xml(documentPart)).documentElement;
    const body = root ? childElements(root).find((el) => el.localName === 'body' && el.namespaceURI === W) : undefined;
    if (!body) throw new ToolError('invalid_file', `“${input.name}” has no document body.`);
    const content = new DocxBodyReader(styles).read(body);
    ctx.reportProgress(50);

    // Pictures: each relationship's part once in the ZIP, every element pointing at it.
    const entries: BundleEntry[] = [];
    const byRel = new Map<string, { image: string; name: string; hash: string; bytes: number } | null>();
    const mediaDir = path.join(ctx.workDir, 'images');
    const picture = async (relId: string) => {
      if (byRel.has(relId)) return byRel.get(relId) ?? null;
      const rel = rels.find((r) => r.id === relId && !r.external);
      const part = rel ? resolveTarget(documentPart, rel.target) : undefined;
      let found: { image: string; name: string; hash: string; bytes: number } | null = null;
      if (part && zip.has(part)) {
        const data = await zip.readBuffer(part);
        const name = path.posix.basename(part);
        const file = `${mediaDir}-${entries.length}${path.extname(name)}`;
        await writeFile(file, data);
        found = { image: `images/${name}`, name, hash: md5OfBuffer(data), bytes: data.length };
        if (!entries.some((e) => e.name === found!.image))
          entries.push({ path: file, name: found.image, image: /\.(png|jpe?g|gif|webp|tiff?)$/i.test(name) });
      }
      byRel.set(relId, found);
      return found;
    };
    const resolve = async (elements: DocxElement[]): Promise<Record<string, unknown>[]> => {
      const out: Record<string, unknown>[] = [];
      for (const el of elements) {
        if (el.type === 'image') {
          const found = await picture(el.relId);
          if (found) out.push({ idx: el.idx, type: 'image', ...found });
        } else if (el.type === 'table') {
          const table = [];
          for (const row of el.table) {
            const cells = [];
            for (const cell of row.children) cells.push({ idx: cell.idx, type: cell.type, children: await resolve(cell.children) });
            table.push({ idx: row.idx, type: row.type, children: cells });
          }
          out.push({ idx: el.idx, type: 'table', table });
        } else if (el.type === 'wsp') out.push({ idx: el.idx, type: 'wsp', children: await resolve(el.children) });
        else out.push(el);
      }
      return out;
    };
    const resolved = await resolve(content);

    const sectPr = childElements(body)
      .filter((el) => el.localName === 'sectPr')
      .at(-1);
    const pgSz = sectPr ? childElements(sectPr).find((el) => el.localName === 'pgSz') : undefined;
    const twips = (name: string, fallback: number): number => Number(pgSz?.getAttributeNS(W, name)) || fallback;
    let pageNum = 0;
    if (zip.has('/docProps/app.xml'))
      pageNum = Number(/<Pages>(\d+)<\/Pages>/.exec((await zip.readBuffer('/docProps/app.xml')).toString('utf8'))?.[1] ?? 0);
    const result = { width: twips('w', 11906) / 20, height: twips('h', 16838) / 20, pageNum, content: resolved };

    const json = path.join(ctx.workDir, 'result.json');
    await writeFile(json, JSON.stringify(result));
    const base = safeFileBase(splitFileName(input.name).base, 'document');
    const zipPath = path.join(ctx.workDir, `${base}-parsed.zip`);
    const files = await writeBundle([{ path: json, name: 'result.json' }, ...entries], zipPath, ctx.signal);
    ctx.reportProgress(100);
    const count = (list: readonly Record<string, unknown>[], type: string): number =>
      list.reduce((n, el) => {
        const nested =
          (el.table as { children: { children: Record<string, unknown>[] }[] }[] | undefined)?.flatMap((r) =>
            r.children.flatMap((c) => c.children),
          ) ?? [];
        return n + (el.type === type ? 1 : 0) + count(nested, type);
      }, 0);
    return {
      path: zipPath,
      fileName: `${base}-parsed.zip`,
      mimeType: 'application/zip',
      metadata: { paragraphs: count(resolved, 'text'), images: count(resolved, 'image'), tables: count(resolved, 'table'), files },
    };
  } finally {
    zip.close();
  }
};

export const engineTool = defineEngineTool({ type: 'docx.parseTextAndImage', run });
