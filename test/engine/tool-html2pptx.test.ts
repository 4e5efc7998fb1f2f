import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as htmlToPng } from '../../main/engine/tools/html2png';
import { run as htmlToPptx } from '../../main/engine/tools/html2pptx';
import { contentTypeProblems, displayedSsim, missingTargets, readZipEntries, unzipTest } from '../helpers/package-checks';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { sofficeConvert } from '../helpers/soffice';

const SQUARE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='20' height='15'><rect width='20' height='15' fill='%232a9d8f'/><circle cx='10' cy='7.5' r='5' fill='white'/></svg>";

const SLIDE_ONE = `<!doctype html><html><head><style>
  body { margin:0; background:#f4f1ea; font-family: Roboto, sans-serif; }
  h1 { position:absolute; left:80px; top:60px; margin:0; font-size:56px; color:#1d3557; }
  .card { position:absolute; left:80px; top:200px; width:500px; height:300px; background:#457b9d; border-radius:16px; }
  .card p { margin:30px; color:white; font-size:28px; line-height:1.4; }
  ul { position:absolute; left:660px; top:200px; width:520px; margin:0; font-size:26px; color:#333; }
  img { position:absolute; left:880px; top:480px; width:200px; height:150px; }
  .band { position:absolute; left:80px; top:540px; width:300px; height:100px; background:linear-gradient(90deg,#e63946,#ffb703); }
</style></head><body>
  <h1>Quarterly <b>review</b></h1>
  <div class="card"><p>Revenue grew in every region, led by the <i>North</i>.</p></div>
  <ul><li>North up 12%</li><li>South up 8%</li><li>New office in Lyon</li></ul>
  <img src="${SQUARE}" alt="logo"><div class="band"></div>
</body></html>`;

const SLIDE_TWO = `<body style="margin:0;background:#1d3557;font-family:'Open Sans',sans-serif">
  <div style="position:absolute;left:100px;top:300px;width:1080px;text-align:center;color:#ffffff;font-size:64px">Thank you</div>
  <div style="position:absolute;left:540px;top:450px;width:200px;height:20px;background:#e63946"></div></body>`;

let dir: string;
let engine: TestEngine;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-html2pptx-test-'));
  await writeFile(join(dir, 'one.html'), SLIDE_ONE);
  await writeFile(join(dir, 'two.html'), SLIDE_TWO);
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Each slide of `pptx` as LibreOffice renders it, 1280 px wide (soffice → PDF → pdftoppm, outside our code). */
async function renderSlides(pptx: string, name: string): Promise<{ pdf: string; pages: Buffer[] }> {
  const out = join(dir, `render-${name}`);
  await sofficeConvert([pptx], { outDir: out, profile: `${dir}/profile` });
  const pdf = join(
    out,
    pptx
      .split('/')
      .pop()!
      .replace(/\.pptx$/, '.pdf'),
  );
  execFileSync('pdftoppm', ['-png', '-scale-to', '1280', pdf, join(out, 'slide')]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1]);
  return { pdf, pages: Array.from({ length: pages }, (_, i) => readFileSync(join(out, `slide-${i + 1}.png`))) };
}

describe('convertor.html2pptx', () => {
  it('makes one slide per page that LibreOffice renders close to the browser’s screenshot, with editable text', async () => {
    const files = [{ path: join(dir, 'one.html') }, { path: join(dir, 'two.html') }];
    const { output } = await runTool(htmlToPptx, files, { needEmbedFonts: false, width: 1280, height: 720 });
    expect(output.fileName).toBe('one.pptx');
    unzipTest(output.path);
    const parts = await readZipEntries(output.path);
    expect(missingTargets(parts)).toEqual([]);
    expect(contentTypeProblems(parts)).toEqual([]);
    expect(parts.get('ppt/presentation.xml')!.toString()).toContain('<p:sldSz cx="12192000" cy="6858000"/>');
    expect(output.metadata).toMatchObject({ slides: 2, usedFonts: ['Open Sans', 'Roboto'] });

    const { pdf, pages: slides } = await renderSlides(output.path, 'two-pages');
    expect(slides).toHaveLength(2);
    for (const [i, file] of files.entries()) {
      const shot = await runTool(htmlToPng, [file], { scale: 1, fullPage: false, width: 1280, height: 720, allowScripts: false });
      const score = await displayedSsim(await readFile(shot.output.path), slides[i]!, 640, 360);
      expect(score, `slide ${i + 1}`).toBeGreaterThan(0.9);
      // The measure tells slides apart: the other slide's render scores far lower.
      expect(await displayedSsim(await readFile(shot.output.path), slides[1 - i]!, 640, 360)).toBeLessThan(score - 0.2);
    }
    // The text is text, not pictures of text.
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    for (const words of ['Quarterly review', 'Revenue grew in every region', 'New office in Lyon', 'Thank you'])
      expect(text).toContain(words);
    const slideXml = parts.get('ppt/slides/slide1.xml')!.toString();
    expect(slideXml).toContain('<a:latin typeface="Roboto"/>');
    expect(slideXml).toMatch(/<a:buChar char="•"\/>/);
    expect([...parts.keys()].filter((name) => name.startsWith('ppt/media/'))).toHaveLength(2);
  }, 300_000);

  it('embeds the Google Fonts families the slides use when asked, through the engine', async () => {
    const { task, output } = await runTask(
      engine,
      { type: 'convertor.html2pptx', files: [{ path: join(dir, 'one.html') }], params: { needEmbedFonts: true } },
      { timeoutMs: 180_000 },
    );
    expect(task.status).toBe('completed');
    expect(task.result).toMatchObject({ usedFonts: ['Roboto'], embeddedFonts: ['Roboto'], fontsNotEmbedded: [] });
    const deck = join(dir, 'embedded.pptx');
    await writeFile(deck, output!);
    const parts = await readZipEntries(deck);
    expect([...parts.keys()].filter((name) => name.endsWith('.fntdata')).length).toBeGreaterThan(0);
    expect(parts.get('ppt/presentation.xml')!.toString()).toMatch(/<p:embeddedFont><p:font typeface="Roboto"/);
  });

  it('takes the html param when no file is sent, at the asked slide size', async () => {
    const { output } = await runTool(htmlToPptx, [], {
      needEmbedFonts: false,
      width: 800,
      height: 600,
      html: '<body style="margin:0;background:#ffffff"><p style="margin:40px;font-family:serif;font-size:30px">Hello from a param</p></body>',
    });
    const parts = await readZipEntries(output.path);
    expect(parts.get('ppt/presentation.xml')!.toString()).toContain(`<p:sldSz cx="${800 * 9525}" cy="${600 * 9525}"/>`);
    expect(parts.get('ppt/slides/slide1.xml')!.toString()).toContain('Hello from a param');
    expect(output.metadata).toMatchObject({ usedFonts: ['Times New Roman'] });
  });

  it('goes on over the next slides when a page is taller than a slide, each text on one slide and inside it', async () => {
    const section = (title: string, colour: string) =>
      `<section style="height:600px;margin:0;padding:40px;box-sizing:border-box;background:${colour}"><h2 style="margin:0;font:40px sans-serif">${title}</h2><p style="font:24px sans-serif">About ${title.toLowerCase()}</p></section>`;
    const { output } = await runTool(htmlToPptx, [], {
      needEmbedFonts: false,
      width: 800,
      height: 600,
      html: `<body style="margin:0">${section('Beginning', '#fde2e4')}${section('Middle', '#e2ece9')}${section('End', '#dfe7fd')}</body>`,
    });
    const parts = await readZipEntries(output.path);
    const slideText = (n: number) => parts.get(`ppt/slides/slide${n}.xml`)?.toString('utf8') ?? '';
    expect(output.metadata).toMatchObject({ slides: 3, longPages: [{ page: expect.any(String) as unknown, slides: 3, cut: false }] });
    for (const [n, title] of ['Beginning', 'Middle', 'End'].entries()) {
      expect(slideText(n + 1)).toContain(title);
      for (const other of ['Beginning', 'Middle', 'End'].filter((word) => word !== title))
        expect(slideText(n + 1)).not.toContain(`>${other}<`);
      // Every shape within the slide.
      for (const [, y, cy] of slideText(n + 1).matchAll(/<a:off x="-?\d+" y="(-?\d+)"\/><a:ext cx="\d+" cy="(\d+)"/g)) {
        expect(Number(y)).toBeGreaterThanOrEqual(0);
        expect(Number(y) + Number(cy)).toBeLessThanOrEqual(600 * 9525 + 9525);
      }
    }
  });
});
