import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type HtmlPlayerParams } from '../../main/engine/tools/html-player';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, runTool, expectToolError } from '../helpers/tool-harness';
import { CORPUS_ROOT } from '../helpers/corpus';

const ARTIFACTS = resolve('test-artifacts');
const HOSTILE_TITLE = '<img src=x onerror="window.pwned=1">Q3 & "Review"';
const HOSTILE_DESCRIPTION = '</script><script>window.pwned=2</script> numbers & plans';

let dir: string;
let browser: Browser;
let slides: string[];

const SLIDE_ONE = `<!DOCTYPE html><html><head><title>one</title><style>
  html,body{margin:0;height:100%} body{background:#1e3a8a;color:#fff;font:96px/1.2 sans-serif;display:flex;align-items:center;justify-content:center}
</style></head><body><h1 id="t">Slide One</h1></body></html>`;

/** Tries to break the player: hide everything, wipe the parent, navigate away, reach the network. */
const SLIDE_HOSTILE = `<!DOCTYPE html><html><head><title>hostile</title>
<style>body{display:none!important} html{background:red}</style>
<link rel="stylesheet" href="https://example.com/evil.css">
</head><body><h1>Hostile</h1><img src="https://example.com/pixel.png">
<script>
  try { parent.document.body.innerHTML = ''; document.title = 'reached parent'; } catch (e) { document.title = 'blocked:' + e.name; }
  try { top.location.href = 'https://example.com/'; } catch (e) {}
  try { fetch('https://example.com/beacon').catch(function () {}); } catch (e) {}
  try { new Image().src = 'https://example.com/img2.png'; } catch (e) {}
  try { window.open('https://example.com/popup'); } catch (e) {}
  try { parent.postMessage({ deckhandKey: 'End' }, '*'); } catch (e) {}
</script></body></html>`;

/** A legacy slide in windows-1252, declared by a meta tag. */
const SLIDE_LEGACY = Buffer.concat([
  Buffer.from('<html><head><meta charset="windows-1252"></head><body style="font:64px serif"><p id="p">Caf', 'latin1'),
  Buffer.from([0xe9]),
  Buffer.from(' cr', 'latin1'),
  Buffer.from([0xe8]),
  Buffer.from('me</p></body></html>', 'latin1'),
]);

async function buildPlayer(
  params: Partial<HtmlPlayerParams>,
  files = slides,
): Promise<{ file: string; fileName: string; metadata: Record<string, unknown> }> {
  const { output } = await runTool(
    run,
    files.map((path) => ({ path })),
    { contents: files.map(() => ({})), ...params },
  );
  return { file: output.path, fileName: output.fileName, metadata: output.metadata ?? {} };
}

interface OpenPlayer {
  page: Page;
  /** Every request the page or its frames started. */
  requests: string[];
  /** Requests the Content-Security-Policy stopped inside the browser (Playwright may still report them as started). */
  blockedByCsp: string[];
  errors: string[];
}

async function openPlayer(file: string, viewport = { width: 1280, height: 800 }): Promise<OpenPlayer> {
  const page = await browser.newPage({ viewport });
  const opened: OpenPlayer = { page, requests: [], blockedByCsp: [], errors: [] };
  page.on('request', (request) => opened.requests.push(request.url()));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'csp') opened.blockedByCsp.push(request.url());
  });
  page.on('pageerror', (error) => opened.errors.push(error.message));
  await page.goto(pathToFileURL(file).href);
  return opened;
}

const counter = (page: Page): Promise<string | null> => page.locator('#dh-counter').textContent();

/** Waits until slide `index` (0-based) is the one shown (its frame loaded and revealed). */
/**
 * Slide `index` on screen and no other one loading. Going back to the slide on screen loads a new frame of it, and the
 * old one goes when the new one has loaded: a click and a key meant for it could land in the frame about to go.
 */
async function waitForSlide(page: Page, index: number): Promise<void> {
  await page.locator(`#dh-frame iframe.dh-slide[data-index="${index}"]:not(.dh-slide--pending)`).waitFor({ state: 'visible' });
  await page.locator('#dh-frame iframe.dh-slide--pending').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-player-test-'));
  slides = [join(dir, 'intro.html'), join(dir, 'hostile.html'), join(dir, 'legacy.htm')];
  await writeFile(slides[0]!, SLIDE_ONE);
  await writeFile(slides[1]!, SLIDE_HOSTILE);
  await writeFile(slides[2]!, SLIDE_LEGACY);
  await mkdir(ARTIFACTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('html.buildPlayer in a real browser', () => {
  it('shows the slides one at a time with counter, buttons and keys, isolated from a hostile slide, offline', async () => {
    const player = await buildPlayer({
      title: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      pageWidth: 1280,
      pageHeight: 720,
      brandMarkPosition: 'rightBottom',
      contents: [{ key: 'intro' }, { key: 'hostile' }, {}],
    });
    expect(player.metadata).toMatchObject({ slides: 3, pageWidth: 1280, pageHeight: 720, externalResources: 2 });
    const { page, requests, blockedByCsp, errors } = await openPlayer(player.file);
    try {
      await waitForSlide(page, 0);
      expect(await counter(page)).toBe('1 / 3');
      expect(await page.frameLocator('iframe[data-index="0"]').locator('#t').textContent()).toBe('Slide One');
      expect(await page.locator('iframe[data-index="0"]').getAttribute('sandbox')).toBe('allow-scripts');
      expect(await page.locator('iframe[data-index="0"]').getAttribute('data-key')).toBe('intro');

      // User text is shown as text, never parsed as markup.
      expect(await page.locator('#dh-title').textContent()).toBe(HOSTILE_TITLE);
      expect(await page.locator('#dh-description').textContent()).toBe(HOSTILE_DESCRIPTION);
      expect(await page.title()).toBe(HOSTILE_TITLE);
      expect(await page.locator('header img').count()).toBe(0);

      // The slide is scaled to fit, keeping the page's aspect ratio.
      const box = (await page.locator('#dh-viewport').boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1280 / 720, 2);
      expect(box.width).toBeLessThanOrEqual(1280);
      expect(box.height).toBeLessThan(800);

      // Brand mark in the slide's bottom-right corner.
      const brand = (await page.locator('#dh-brand').boundingBox())!;
      expect(await page.locator('#dh-brand').textContent()).toContain('Deckhand');
      expect(brand.x + brand.width / 2).toBeGreaterThan(box.x + box.width * 0.75);
      expect(brand.y + brand.height / 2).toBeGreaterThan(box.y + box.height * 0.75);
      expect(brand.x + brand.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      await page.screenshot({ path: join(ARTIFACTS, 'html-player.png') });

      // Keyboard: to the hostile slide.
      await page.keyboard.press('ArrowRight');
      expect(await counter(page)).toBe('2 / 3');
      await waitForSlide(page, 1);
      const hostile = page.frames().find((frame) => frame !== page.mainFrame() && frame.parentFrame() === page.mainFrame());
      expect(await hostile!.evaluate(() => document.title)).toBe('blocked:SecurityError');
      // Its CSS hid only itself; the player, its title bar and controls are intact, and it did not navigate us away.
      expect(page.url().split('#')[0]).toBe(pathToFileURL(player.file).href);
      expect(await page.locator('#dh-title').isVisible()).toBe(true);
      expect(await page.locator('#dh-next').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.body.innerHTML.length)).toBeGreaterThan(1000);
      // Its forged "End" message was sent while it was still loading, and ignored.
      expect(await counter(page)).toBe('2 / 3');
      await page.keyboard.press('Home');
      expect(await counter(page)).toBe('1 / 3');

      // Buttons.
      await page.locator('#dh-next').click();
      await page.locator('#dh-next').click();
      expect(await counter(page)).toBe('3 / 3');
      await waitForSlide(page, 2);
      expect(await page.locator('#dh-next').isDisabled()).toBe(true);
      expect(await page.frameLocator('iframe[data-index="2"]').locator('#p').textContent()).toBe('Café crème');
      await page.keyboard.press('PageUp');
      expect(await counter(page)).toBe('2 / 3');
      await page.keyboard.press('End');
      expect(await counter(page)).toBe('3 / 3');
      await page.keyboard.press('Home');
      expect(await counter(page)).toBe('1 / 3');
      expect(await page.locator('#dh-prev').isDisabled()).toBe(true);
      await page.keyboard.press('PageDown');
      await page.locator('#dh-prev').click();
      expect(await counter(page)).toBe('1 / 3');

      // Keys still work once a click has put focus inside a slide's frame.
      await waitForSlide(page, 0);
      await page.locator('iframe[data-index="0"]').click();
      // The sandboxed slide runs in a process of its own: focus reaches it after the click returns, and a key pressed
      // before it does lands nowhere on a busy machine (the wait below once never ended). Pressed once it has focus.
      const slideFrame = await (await page.locator('iframe[data-index="0"]').elementHandle()).contentFrame();
      await slideFrame!.waitForFunction(() => document.hasFocus(), undefined, { timeout: 0 });
      await page.keyboard.press('ArrowRight');
      // The frame forwards the key with postMessage, which arrives after the press returns.
      await page.waitForFunction(() => document.querySelector('#dh-counter')?.textContent === '2 / 3', undefined, {
        timeout: 0,
      });

      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(errors).toEqual([]);
      expect(requests.length).toBeGreaterThan(0);
      // Nothing left the browser: the only requests that got started at all are ones the CSP then refused.
      const external = requests.filter((url) => !/^(file|data|about|blob):/.test(url));
      expect(external.filter((url) => !blockedByCsp.includes(url))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('hides the brand mark for "none" (the default) and fits a small window', async () => {
    const player = await buildPlayer({}, [slides[0]!]);
    expect(player.metadata).toMatchObject({ slides: 1, pageWidth: 1920, pageHeight: 1080 });
    expect(player.fileName).toBe('intro-player.html');
    const { page } = await openPlayer(player.file, { width: 640, height: 480 });
    try {
      await waitForSlide(page, 0);
      expect(await counter(page)).toBe('1 / 1');
      expect(await page.locator('.dh-brand').count()).toBe(0);
      expect(await page.locator('#dh-prev').isDisabled()).toBe(true);
      expect(await page.locator('#dh-next').isDisabled()).toBe(true);
      const box = (await page.locator('#dh-viewport').boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(640);
      expect(box.width / box.height).toBeCloseTo(1920 / 1080, 2);
    } finally {
      await page.close();
    }
  });

  it('puts the brand mark in each requested corner', async () => {
    for (const [position, right, bottom] of [
      ['leftTop', false, false],
      ['rightTop', true, false],
      ['leftBottom', false, true],
    ] as const) {
      const player = await buildPlayer({ brandMarkPosition: position }, [slides[0]!]);
      const { page } = await openPlayer(player.file);
      try {
        const box = (await page.locator('#dh-viewport').boundingBox())!;
        const brand = (await page.locator('#dh-brand').boundingBox())!;
        expect(brand.x + brand.width / 2 > box.x + box.width / 2, `${position} horizontal`).toBe(right);
        expect(brand.y + brand.height / 2 > box.y + box.height / 2, `${position} vertical`).toBe(bottom);
      } finally {
        await page.close();
      }
    }
  });
  it('shows the person’s own picture as the mark, re-encoded small, and refuses one that is not a picture', async () => {
    // A 2000 × 500 word mark in the brand’s orange, sent as the panel sends it: a data URL in params.
    const mark = await sharp({ create: { width: 2000, height: 500, channels: 4, background: { r: 240, g: 110, b: 20, alpha: 1 } } })
      .png()
      .toBuffer();
    const player = await buildPlayer({ brandMark: `data:image/png;base64,${mark.toString('base64')}` }, [slides[0]!]);
    const html = await readFile(player.file, 'utf8');
    const src = /<img class="dh-brand-picture" src="data:image\/png;base64,([^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const shown = await sharp(Buffer.from(src!, 'base64')).metadata();
    expect([shown.width, shown.height]).toEqual([384, 96]);
    expect(html).not.toContain('dh-brand-word');
    const { page } = await openPlayer(player.file);
    try {
      // No corner named: bottom right, inside the slide, in the picture's own colour.
      const box = (await page.locator('#dh-viewport').boundingBox())!;
      const brand = (await page.locator('#dh-brand').boundingBox())!;
      expect(brand.x + brand.width / 2).toBeGreaterThan(box.x + box.width / 2);
      expect(brand.y + brand.height / 2).toBeGreaterThan(box.y + box.height / 2);
      expect(brand.height).toBeLessThanOrEqual(48.5);
      expect(await page.getByRole('img', { name: 'Logo' }).isVisible()).toBe(true);
      const shot = await page.locator('#dh-brand').screenshot();
      const { data } = await sharp(shot).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[2]).toBeLessThan(80);
    } finally {
      await page.close();
    }
    await expectToolError(
      runTool(run, [{ path: slides[0]! }], {
        contents: [{}],
        brandMark: `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`,
      }),
      'invalid_parameter',
      /brandMark: the picture could not be read/,
    );
    await expectToolError(
      runTool(run, [{ path: slides[0]! }], {
        contents: [{}],
        brandMarkPosition: 'none',
        brandMark: `data:image/png;base64,${mark.toString('base64')}`,
      }),
      'invalid_parameter',
      /name the corner/,
    );
  });
});

describe('html.buildPlayer run()', () => {
  it('names the output after the title, made safe for file systems', async () => {
    const player = await buildPlayer({ title: 'Q3 / Q4: "Plans"?' });
    expect(player.fileName).toBe('Q3 Q4 Plans-player.html');
    const html = await readFile(player.file, 'utf8');
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link[^>]*\shref=/i);
  });

  it('refuses contents that do not match the files one to one', async () => {
    await expectToolError(
      runTool(
        run,
        slides.map((path) => ({ path })),
        { contents: [{}, {}] },
      ),
      'invalid_parameter',
      /contents has 2 entries but 3 slide files were sent/,
    );
    await expectToolError(
      runTool(run, [{ path: slides[0]! }], { contents: ['x'] as unknown as Record<string, unknown>[] }),
      'invalid_parameter',
      /contents\[0\] must be an object/,
    );
  });

  it('refuses a binary file posing as a slide and out-of-range page sizes', async () => {
    const fake = join(dir, 'photo.html');
    await writeFile(fake, await readFile(`${CORPUS_ROOT}/images/poi-nature1.png`));
    await expectToolError(
      runTool(run, [{ path: fake }], { contents: [{}] }),
      'invalid_file',
      /“photo\.html” \(slide 1\) is not an HTML file/,
    );
    await expectToolError(
      runTool(run, [{ path: slides[0]! }], { contents: [{}], pageWidth: 0 }),
      'invalid_parameter',
      /pageWidth must be a whole number/,
    );
  });
});

describe('html.buildPlayer over HTTP', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ testTools: false });
  });
  afterAll(async () => {
    await engine?.close();
  });

  const files = () => [
    { path: slides[0]!, type: 'text/html' },
    { path: slides[2]!, type: 'text/html' },
  ];

  it('answers 400 invalid_parameter for bad params and for files that are not HTML', async () => {
    for (const spec of [
      { files: files(), params: { contents: [{}, {}], brandMarkPosition: 'middle' } },
      { files: files(), params: { contents: [{}, {}], pageWidth: -1 } },
      { files: files(), params: { pageWidth: 800 } },
      { files: [{ path: `${CORPUS_ROOT}/images/poi-clock.jpg` }], params: { contents: [{}] } },
    ]) {
      const response = await postTask(engine.baseUrl, engine.key, { type: 'html.buildPlayer', ...spec });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status, body.message).toBe(400);
      expect(body.code).toBe('invalid_parameter');
    }
  });

  it('answers 400 invalid_parameter before any work when contents does not match the files', async () => {
    const response = await postTask(engine.baseUrl, engine.key, { type: 'html.buildPlayer', files: files(), params: { contents: [{}] } });
    const body = (await response.json()) as { code: string; message: string };
    expect(response.status, body.message).toBe(400);
    expect(body.code).toBe('invalid_parameter');
    expect(body.message).toMatch(/contents has 1 entry but 2/);
  });

  it('builds a player end to end', async () => {
    const { task, output } = await runTask(engine, {
      type: 'html.buildPlayer',
      files: files(),
      params: { contents: [{ key: 'a' }, { key: 'b' }], title: 'Team update', brandMarkPosition: 'leftTop' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({
      fileName: 'Team update-player.html',
      mimeType: 'text/html',
      slides: 2,
      pageWidth: 1920,
      pageHeight: 1080,
    });
    const html = output!.toString('utf8');
    expect(html).toContain('<title>Team update</title>');
    expect(html).toContain('data-position="leftTop"');
  });
});
