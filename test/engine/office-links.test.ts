/**
 * Documents that name a local file to include (issue #19, items 1 and 8): converting them must not embed that file in
 * the PDF, and a file must be what its name says before LibreOffice sees it. Every file is built here: a picture in a
 * size and colour nothing else has, an RTF with an INCLUDEPICTURE field (under four names, and as itself), a Word 97
 * .doc and a .ppt made by LibreOffice with the picture linked, a .docx with a linked picture and with field codes
 * that include files, and random bytes named .pptx. Each defence is shown to matter: LibreOffice run directly on the
 * same file embeds the picture.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { expectToolError, runTool } from '../helpers/tool-harness';
import { run as pptToPdf } from '../../main/engine/tools/ppt2pdf';
import { convertWithLibreOffice } from '../../main/engine/lib/office/libreoffice';

const SECRET = { width: 123, height: 77 };
const SECRET_SIZE = `${SECRET.width}x${SECRET.height}`;
let dir: string;
let secret: string;
let engine: TestEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-office-links-'));
  secret = join(dir, 'secret.png');
  await sharp({ create: { ...SECRET, channels: 3, background: '#ff00ff' } })
    .png()
    .toFile(secret);
  engine = await startTestEngine({ testTools: false });
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

/** "<width>x<height>" of every picture embedded in a PDF, as poppler lists them. */
function pdfImages(pdf: string): string[] {
  const listing = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).split('\n').slice(2);
  return listing.filter((line) => line.trim()).map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));
}

function pdfText(pdf: string): string {
  return execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
}

/** LibreOffice itself, with a default profile of its own: what the engine's defences are measured against. */
async function plainLibreOffice(input: string, target: string, outDir: string): Promise<string> {
  await promisify(execFile)('soffice', [
    `-env:UserInstallation=${pathToFileURL(join(dir, 'plain-profile')).href}`,
    '--headless',
    '--convert-to',
    target,
    '--outdir',
    outDir,
    input,
  ]);
  return join(outDir, basename(input).replace(/\.[^.]+$/, `.${target.split(':')[0] ?? 'pdf'}`));
}

async function saveOutput(name: string, output: Buffer | null): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, output ?? Buffer.alloc(0));
  return file;
}

function rtfWithPicture(): string {
  return (
    '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\n\\pard Before the picture.\\par\n' +
    `{\\field{\\*\\fldinst INCLUDEPICTURE "${pathToFileURL(secret).href}" \\\\d}{\\fldrslt }}\\par\n` +
    `{\\field{\\*\\fldinst {\\b INCLUDE}PICTURE "${secret}"}{\\fldrslt }}\\par\n` +
    `{\\field{\\*\\fldinst \\u73?NCLUDEPICTURE "${pathToFileURL(secret).href}"}{\\fldrslt }}\\par\n` +
    `{\\field{\\fldinst INCLUDETEXT "${join(dir, 'secret.txt')}"}{\\fldrslt stored result}}\\par\n` +
    'Page {\\field{\\*\\fldinst PAGE}{\\fldrslt 1}}.\\par\nAfter the picture.\\par\n}\n'
  );
}

/** A flat ODF document with the picture linked (not embedded), from which LibreOffice writes .doc and .ppt files. */
function flatOdf(kind: 'text' | 'presentation'): string {
  const image = `<draw:image xlink:href="${pathToFileURL(secret).href}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/>`;
  const body =
    kind === 'text'
      ? `<office:text><text:p>Before the picture.</text:p><text:p><draw:frame draw:name="pic" text:anchor-type="as-char" svg:width="3cm" svg:height="2cm">${image}</draw:frame></text:p><text:p>After the picture.</text:p></office:text>`
      : `<office:presentation><draw:page draw:name="one"><draw:frame svg:x="2cm" svg:y="2cm" svg:width="8cm" svg:height="5cm">${image}</draw:frame>` +
        '<draw:frame svg:x="2cm" svg:y="9cm" svg:width="12cm" svg:height="2cm"><draw:text-box><text:p>Slide text</text:p></draw:text-box></draw:frame></draw:page></office:presentation>';
  return (
    '<?xml version="1.0" encoding="UTF-8"?><office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" ' +
    'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" ' +
    `office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.${kind}"><office:body>${body}</office:body></office:document>`
  );
}

/** The linked document saved by LibreOffice in a legacy format (`doc:MS Word 97`, `ppt`), with the picture absent. */
async function legacyFile(kind: 'text' | 'presentation', target: string, name: string): Promise<string> {
  const source = join(dir, `${name}.f${kind === 'text' ? 'odt' : 'odp'}`);
  await writeFile(source, flatOdf(kind));
  const outDir = join(dir, `made-${name}`);
  await mkdir(outDir, { recursive: true });
  return plainLibreOffice(source, target, outDir);
}

async function zipOf(parts: Record<string, string>, out: string): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(parts)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  await writeFile(out, Buffer.concat(chunks));
  return out;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A .docx with the picture linked through an external relationship, and field codes that include files. */
async function linkedDocx(): Promise<string> {
  const href = pathToFileURL(secret).href;
  const picture =
    '<w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="1170000" cy="730000"/><wp:docPr id="1" name="Picture"/>' +
    '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">' +
    '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="secret.png"/><pic:cNvPicPr/></pic:nvPicPr>' +
    `<pic:blipFill><a:blip r:link="rId2"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1170000" cy="730000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
    '</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';
  const field = (parts: string[]): string =>
    '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
    parts.map((part) => `<w:r><w:instrText xml:space="preserve">${part}</w:instrText></w:r>`).join('') +
    '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>stored result</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
  const body =
    '<w:p><w:r><w:t>Before the picture.</w:t></w:r></w:p>' +
    `<w:p>${picture}</w:p>` +
    `<w:p>${field([' INCLUDE', `PICTURE "${href}" \\d `])}</w:p>` +
    `<w:p><w:fldSimple w:instr=" INCLUDEPICTURE &quot;${href}&quot; "><w:r><w:t>simple result</w:t></w:r></w:fldSimple></w:p>` +
    `<w:p>${field([' PAGE '])}</w:p>` +
    '<w:p><w:r><w:t>After the picture.</w:t></w:r></w:p>';
  return zipOf(
    {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
      'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="${R}/image" Target="${href}" TargetMode="External"/></Relationships>`,
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}</w:body></w:document>`,
    },
    join(dir, 'linked.docx'),
  );
}

describe('an RTF file with an INCLUDEPICTURE field', { timeout: 600_000 }, () => {
  it.each([
    [
      'convertor.ppt2pdf',
      'slides.pptx',
      /^“slides\.pptx” is an RTF document \(\.rtf\), not a PowerPoint presentation \(\.pptx\)\. Convert to PDF takes \.ppt, \.pptx, \.odp or \.key files\.$/,
    ],
    ['convertor.ppt2pdf', 'slides.ppt', /^“slides\.ppt” is an RTF document \(\.rtf\), not a PowerPoint 97–2003 presentation \(\.ppt\)\. /],
    ['convertor.ppt2pdf', 'slides.odp', /^“slides\.odp” is an RTF document \(\.rtf\), not an OpenDocument presentation \(\.odp\)\. /],
    [
      'convertor.doc2pdf',
      'letter.doc',
      /^“letter\.doc” is an RTF document \(\.rtf\), not a Word 97–2003 document \(\.doc\): rename it to \.rtf and send it again\.$/,
    ],
  ])('is refused by %s when named %s, before any tool sees it', async (type, name, message) => {
    const response = await postTask(engine.baseUrl, engine.key, { type, files: [{ name, content: rtfWithPicture() }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_parameter',
      message: expect.stringMatching(message) as unknown,
      file: name,
      // What it is, by code, for a client to word (shared/contract/failure-reasons.ts).
      reason: { code: 'content-mismatch', params: expect.objectContaining({ file: name, actualExt: '.rtf', tool: type }) as unknown },
    });
  });

  it('converts as .rtf without the picture, keeping the text and safe fields', async () => {
    await writeFile(join(dir, 'secret.txt'), 'SECRET TEXT FROM A LOCAL FILE');
    const { task, output } = await runTask(engine, {
      type: 'convertor.doc2pdf',
      files: [{ name: 'letter.rtf', content: rtfWithPicture() }],
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const pdf = await saveOutput('letter.pdf', output);
    const text = pdfText(pdf);
    expect(text).toContain('Before the picture.');
    expect(text).toContain('After the picture.');
    expect(text).toContain('Page 1.');
    expect(text).not.toContain('SECRET TEXT');
    expect(pdfImages(pdf)).not.toContain(SECRET_SIZE);
  });

  it('would have leaked under every name without these defences (LibreOffice run directly)', async () => {
    for (const name of ['slides.pptx', 'slides.ppt', 'slides.odp', 'letter.doc']) {
      const input = join(dir, 'plain-in', name);
      await mkdir(join(dir, 'plain-in'), { recursive: true });
      await writeFile(input, rtfWithPicture());
      const pdf = await plainLibreOffice(input, 'pdf', join(dir, 'plain-out'));
      expect(pdfImages(pdf), name).toContain(SECRET_SIZE);
    }
  });
});

describe('legacy binary files with a linked picture', { timeout: 600_000 }, () => {
  it('converts a Word 97 .doc with an INCLUDEPICTURE field without the picture', async () => {
    const doc = await legacyFile('text', 'doc:MS Word 97', 'linked-doc');
    // The field is really there: Word 97 keeps the text in UTF-16.
    expect((await readFile(doc)).toString('utf16le')).toContain('INCLUDEPICTURE');
    expect(pdfImages(await plainLibreOffice(doc, 'pdf', join(dir, 'plain-doc')))).toContain(SECRET_SIZE);

    const { task, output } = await runTask(engine, { type: 'convertor.doc2pdf', files: [{ path: doc, name: 'report.doc' }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const pdf = await saveOutput('report.pdf', output);
    expect(pdfText(pdf)).toContain('After the picture.');
    expect(pdfImages(pdf)).not.toContain(SECRET_SIZE);
  });

  it('converts a PowerPoint 97 .ppt with a linked picture without the picture', async () => {
    const ppt = await legacyFile('presentation', 'ppt', 'linked-ppt');
    expect(pdfImages(await plainLibreOffice(ppt, 'pdf', join(dir, 'plain-ppt')))).toContain(SECRET_SIZE);

    const { task, output } = await runTask(engine, { type: 'convertor.ppt2pdf', files: [{ path: ppt, name: 'deck.ppt' }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const pdf = await saveOutput('deck.pdf', output);
    expect(pdfText(pdf)).toContain('Slide text');
    expect(pdfImages(pdf)).not.toContain(SECRET_SIZE);
  });
});

describe('a .docx that links a picture and includes files through field codes', { timeout: 600_000 }, () => {
  it('converts without the picture and keeps the fields’ stored results', async () => {
    const docx = await linkedDocx();
    expect(pdfImages(await plainLibreOffice(docx, 'pdf', join(dir, 'plain-docx')))).toContain(SECRET_SIZE);

    const { task, output } = await runTask(engine, { type: 'convertor.doc2pdf', files: [{ path: docx }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const pdf = await saveOutput('linked-docx.pdf', output);
    const text = pdfText(pdf);
    expect(text).toContain('After the picture.');
    expect(text).toContain('simple result');
    expect(pdfImages(pdf)).not.toContain(SECRET_SIZE);
  });
});

describe('random bytes named .pptx (item 8)', { timeout: 600_000 }, () => {
  it('are refused at intake, naming the file and what it is', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'convertor.ppt2pdf',
      files: [{ name: 'noise.pptx', content: randomBytes(200_000) }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_parameter',
      file: 'noise.pptx',
      message:
        '“noise.pptx” is not a PowerPoint presentation (.pptx): its content matches no format Deckhand knows. Convert to PDF takes .ppt, .pptx, .odp or .key files.',
      reason: {
        code: 'content-mismatch',
        params: {
          file: 'noise.pptx',
          expected: 'a PowerPoint presentation (.pptx)',
          actual: 'of no format Deckhand knows (its first bytes match no document, picture or video)',
          expectedExt: '.pptx',
          actualExt: '',
          actualKind: 'unknown',
          then: 'takes',
          tool: 'convertor.ppt2pdf',
          toolTitle: 'Convert to PDF',
          extensions: '.ppt,.pptx,.odp,.key',
        },
      },
    });
  });

  it('fail the conversion past intake: random bytes for a tool, and LibreOffice made to open them as a deck', async () => {
    const noise = join(dir, 'noise.pptx');
    // The same noise every run (a hash chain), so what LibreOffice makes of it cannot change from run to run.
    await writeFile(noise, Buffer.concat(Array.from({ length: 625 }, (_, i) => createHash('sha256').update(`noise ${i}`).digest())));
    await expectToolError(runTool(pptToPdf, [{ path: noise }], {}), 'invalid_file', /^“noise\.pptx” is not a presentation: /);
    // Given straight to LibreOffice as a .pptx, they fail to load rather than being read as text.
    const jobDir = join(dir, 'lo-noise');
    await mkdir(jobDir, { recursive: true });
    const conversion = convertWithLibreOffice({
      input: noise,
      format: 'pptx',
      displayName: 'noise.pptx',
      jobDir,
      convertTo: 'pdf:impress_pdf_Export',
      outputExtension: '.pdf',
    });
    await expect(conversion).rejects.toMatchObject({
      code: 'invalid_file',
      message: expect.stringMatching(/could not open “noise\.pptx”/) as unknown,
    });
    // LibreOffice left to guess reads the same bytes as text and makes pages of them.
    const pdf = await plainLibreOffice(noise, 'pdf:impress_pdf_Export', join(dir, 'plain-noise'));
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1])).toBeGreaterThan(0);
  });
});
