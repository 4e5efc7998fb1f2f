/**
 * Untrusted decks that link outside themselves (issue #12, item 1): converting them must neither embed a local file
 * in the PDF nor touch the network. The decks are built here: pictures linked to a secret file on this machine and
 * to a loopback HTTP server that counts every request it gets (it must get none), in PPTX and ODP.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { expectToolError, runTool } from '../helpers/tool-harness';
import { run as compressVideo } from '../../main/engine/tools/video-compress';
import { CORPUS_ROOT } from '../helpers/corpus';
import { mutateDeck } from './pptx-test-support';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
let dir: string;
let secretUrl: string;
let server: Server;
let origin: string;
const requests: string[] = [];
let engine: TestEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-external-links-'));
  // The "secret": a picture in a colour nothing else in these decks has.
  const secret = join(dir, 'secret.png');
  await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff00ff' } })
    .png()
    .toFile(secret);
  secretUrl = pathToFileURL(secret).href;
  server = createServer((req, res) => {
    requests.push(`${req.method ?? ''} ${req.url ?? ''}`);
    void readFile(secret).then((bytes) => res.end(bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  engine = await startTestEngine({ testTools: false });
});
afterAll(async () => {
  await engine?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** Images embedded in a PDF, as poppler lists them: "<width>x<height>" each. */
function pdfImages(pdf: string): string[] {
  const listing = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).split('\n').slice(2);
  return listing.filter((line) => line.trim()).map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));
}

/** Magenta pixels in the rendered pages: the secret picture's colour. */
async function magentaPixels(pdf: string): Promise<number> {
  execFileSync('pdftoppm', ['-r', '30', '-png', pdf, join(dir, 'page')]);
  let count = 0;
  for (const name of execFileSync('ls', [dir], { encoding: 'utf8' })
    .split('\n')
    .filter((n) => n.startsWith('page'))) {
    const { data, info } = await sharp(join(dir, name)).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels) {
      if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 255) < 60 && (data[i + 2] ?? 0) > 200) count += 1;
    }
    await rm(join(dir, name));
  }
  return count;
}

/**
 * pp-shp-picture.pptx with its pictures linked instead of embedded: slide 1 to the local secret, slide 2 to the
 * loopback server, plus a hyperlink-typed relationship misused as a picture source and a real clickable web link.
 */
async function linkedDeck(): Promise<string> {
  const out = join(dir, 'linked.pptx');
  await mutateDeck(`${CORPUS_ROOT}/pptx/pp-shp-picture.pptx`, out, (name, data) => {
    const text = data.toString('utf8');
    if (name === 'ppt/slides/_rels/slide1.xml.rels') {
      return Buffer.from(text.replace('Target="../media/image1.png"', `Target="${secretUrl}" TargetMode="External"`));
    }
    if (name === 'ppt/slides/_rels/slide2.xml.rels') {
      return Buffer.from(
        text
          .replace('Target="../media/image2.png"', `Target="${origin}/linked.png" TargetMode="External"`)
          .replace(
            '</Relationships>',
            `<Relationship Id="rId8" Type="${REL}/hyperlink" Target="${origin}/hyperlink-as-picture.png" TargetMode="External"/>` +
              `<Relationship Id="rId9" Type="${REL}/hyperlink" Target="${origin}/clickable" TargetMode="External"/></Relationships>`,
          ),
      );
    }
    if (name === 'ppt/slides/slide1.xml') return Buffer.from(text.replace(/r:embed="rId2"/g, 'r:link="rId2"'));
    if (name === 'ppt/slides/slide2.xml') {
      // The first picture through the image relationship, the second through the hyperlink one; and a text box
      // whose run links to a web page (kept: clicking a link in a PDF is the reader's choice).
      let count = 0;
      const linked = text.replace(/r:embed="rId2"/g, () => (count++ === 0 ? 'r:link="rId2"' : 'r:link="rId8"'));
      const textBox =
        '<p:sp><p:nvSpPr><p:cNvPr id="90" name="Link"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
        '<p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="4000000" cy="500000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
        '<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"><a:hlinkClick r:id="rId9"/></a:rPr><a:t>Clickable</a:t></a:r></a:p></p:txBody></p:sp>';
      return Buffer.from(linked.replace('</p:spTree>', `${textBox}</p:spTree>`));
    }
    return undefined;
  });
  return out;
}

const ODP_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" ' +
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.3"';

/** A two-slide ODP written from scratch: one picture linked to the secret, one to the loopback server. */
async function linkedOdp(): Promise<string> {
  const picture = (href: string): string =>
    `<draw:frame svg:width="10cm" svg:height="5cm" svg:x="2cm" svg:y="2cm"><draw:image xlink:href="${href}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame>`;
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODP_NS}><office:body><office:presentation>` +
    `<draw:page draw:name="one">${picture(secretUrl)}</draw:page>` +
    `<draw:page draw:name="two">${picture(`${origin}/odp-linked.png`)}${picture('../../../secret.png')}</draw:page>` +
    '</office:presentation></office:body></office:document-content>';
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.presentation"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/vnd.oasis.opendocument.presentation'), 'mimetype', { compress: false });
  zip.addBuffer(Buffer.from(content), 'content.xml');
  zip.addBuffer(Buffer.from(manifest), 'META-INF/manifest.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const out = join(dir, 'linked.odp');
  await writeFile(out, Buffer.concat(chunks));
  return out;
}

describe('PPT → PDF of a deck whose slide carries a DTD', () => {
  it('refuses it as the other tools do, naming the part, instead of drawing a blank page', async () => {
    const deck = join(dir, 'doctype.pptx');
    await mutateDeck(join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'), deck, (name, data) =>
      name === 'ppt/slides/slide1.xml'
        ? Buffer.from(data.toString('utf8').replace(/^(<\?xml[^>]*\?>)/, '$1<!DOCTYPE x [<!ENTITY e "entity">]>'))
        : undefined,
    );
    for (const type of ['convertor.ppt2pdf', 'convertor.ppt2image']) {
      const { task } = await runTask(engine, { type, files: [{ path: deck }] });
      expect(task.status, type).toBe('failed');
      expect(task.error, type).toMatchObject({ code: 'invalid_file' });
      expect(task.error?.message, type).toContain('ppt/slides/slide1.xml has a DOCTYPE declaration');
    }
  });
});

describe('PPT → PDF of decks with external links', () => {
  it('embeds no local file and fetches nothing for a PPTX, and keeps its web hyperlink clickable', async () => {
    requests.length = 0;
    const { task, output } = await runTask(engine, { type: 'convertor.ppt2pdf', files: [{ path: await linkedDeck() }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const pdf = join(dir, 'linked.pdf');
    await writeFile(pdf, output ?? Buffer.alloc(0));
    expect(requests).toEqual([]);
    expect(pdfImages(pdf)).not.toContain('200x100');
    expect(await magentaPixels(pdf)).toBe(0);
    expect(output?.toString('latin1')).toContain(`/URI(${origin}/clickable)`);
  });

  it('embeds no local file and fetches nothing for an ODP', async () => {
    requests.length = 0;
    const { task, output } = await runTask(engine, { type: 'convertor.ppt2pdf', files: [{ path: await linkedOdp() }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const pdf = join(dir, 'linked-odp.pdf');
    await writeFile(pdf, output ?? Buffer.alloc(0));
    expect(requests).toEqual([]);
    expect(pdfImages(pdf)).not.toContain('200x100');
    expect(await magentaPixels(pdf)).toBe(0);
  });

  it('would have leaked both ways without these defences (LibreOffice run directly on the same deck)', async () => {
    requests.length = 0;
    const deck = await linkedDeck();
    // Asynchronously: the loopback server in this process must be free to answer LibreOffice.
    await promisify(execFile)('soffice', [
      `-env:UserInstallation=${pathToFileURL(join(dir, 'plain-profile')).href}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      join(dir, 'plain'),
      deck,
    ]);
    const pdf = join(dir, 'plain', 'linked.pdf');
    expect(pdfImages(pdf)).toContain('200x100');
    expect(requests.length).toBeGreaterThan(0);
  });
});

describe('videos that are playlists', () => {
  it('refuses an .mp4 that is an HLS playlist of a local video and a loopback URL, fetching nothing', async () => {
    requests.length = 0;
    const secretVideo = join(dir, 'secret.mp4');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=d=2:s=320x240',
      '-pix_fmt',
      'yuv420p',
      '-y',
      secretVideo,
    ]);
    const playlist =
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n' +
      `#EXTINF:2.0,\n${pathToFileURL(secretVideo).href}\n#EXTINF:2.0,\n${origin}/segment.ts\n#EXT-X-ENDLIST\n`;
    // Refused at intake for what it is (text); the tool's own playlist check stays for inputs from anywhere else.
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'video.compress',
      files: [{ name: 'holiday.mp4', content: playlist, type: 'video/mp4' }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_parameter',
      message: expect.stringMatching(/^“holiday\.mp4” is a plain text file, not an MP4\/QuickTime video\./) as unknown,
    });
    const holiday = join(dir, 'holiday.mp4');
    await writeFile(holiday, playlist);
    await expectToolError(
      runTool(compressVideo, [{ path: holiday }], {}),
      'invalid_file',
      /^“holiday\.mp4” is a playlist or stream description \(hls\), not a video: it points to other files\. Send the video file itself\.$/,
    );
    expect(requests).toEqual([]);
  });
});
