/**
 * Shared setup of the renderer tests in real Chromium: serves the built renderer (out/renderer, as `npm run build`
 * makes it) over loopback, and opens pages with a fake `window.deckhand` injected first.
 */
import { afterAll, beforeAll } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';
import { ensureRendererBuilt, RENDERER_DIR } from '../helpers/web-app';

export { launchChromium };
import type { AppInfo, SaveOutcome, TranslationProvidersInfo } from '../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import { installFakeDeckhand } from './renderer-fake-bridge';
import { describeTool } from '../../shared/tools/catalog';
import { imageResize } from '../../shared/tools/definitions/image-resize';
import { pptxJoin } from '../../shared/tools/definitions/pptx-join';
import { TRANSLATION_LANGUAGES } from '../../shared/tools/languages';
import type { FakeOptions } from './renderer-fake-bridge';

const ROOT = resolve(import.meta.dirname, '../..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * The renderer `npm run build` made (out/renderer, built from source when missing): every file once served the
 * renderer from a production build of its own, ~20 builds of the same sources per run (docs/testing.md).
 */
export function builtRenderer(): string {
  ensureRendererBuilt();
  return RENDERER_DIR;
}

export async function serveDirectory(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface RendererFixture {
  browser: Browser;
  origin: string;
  close(): Promise<void>;
}

export async function startRendererFixture(): Promise<RendererFixture> {
  const server = await serveDirectory(builtRenderer());
  const browser = await launchChromium();
  await mkdir(ARTIFACTS, { recursive: true });
  return {
    browser,
    origin: server.origin,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** The fixture for the tests of one file: started in beforeAll, closed in afterAll; read it only inside tests. */
export function useRendererFixture(): RendererFixture {
  const fixture: Partial<RendererFixture> = {};
  beforeAll(async () => {
    Object.assign(fixture, await startRendererFixture());
  });
  afterAll(async () => {
    await fixture.close?.();
  });
  return fixture as RendererFixture;
}

/** A page of the built renderer with the fake bridge installed; console errors fail the test that reads them. */
export async function openFakePage(
  fixture: RendererFixture,
  overrides: Partial<FakeOptions> = {},
  options: { colorScheme?: 'light' | 'dark'; hash?: string; viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await fixture.browser.newContext({
    viewport: options.viewport ?? { width: 1000, height: 760 },
    colorScheme: options.colorScheme ?? 'light',
    // English unless a test says otherwise, whatever the machine's own language.
    locale: options.locale ?? 'en-US',
  });
  // Generous: everything here is local, but the machine may be busy with other work.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Sent as source text: a transpiler may have wrapped the function's inner functions in its `__name` helper.
  const options_ = JSON.stringify({ ...defaultFakeOptions(), ...overrides });
  await page.addInitScript({ content: `var __name = (target) => target;\n(${installFakeDeckhand.toString()})(${options_});` });
  await page.goto(`${fixture.origin}/${options.hash ?? ''}`);
  return { context, page, errors };
}

/** Saves test-artifacts/renderer-<name>.png, with transitions finished so bars show their real width. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `renderer-${name}.png`), fullPage: true, animations: 'disabled' });
}

export const MB = 1024 * 1024;

/** The real catalog entries, as an engine serves them. */
export const RESIZE_TOOL: ToolDescriptor = describeTool(imageResize);

export const MERGE_TOOL: ToolDescriptor = describeTool(pptxJoin);

export const LOCAL_INFO: AppInfo = {
  version: '0.1.0',
  transport: 'electron',
  platform: 'linux',
  backend: { kind: 'local', baseUrl: 'http://127.0.0.1:43117', keySet: true, keyHint: null },
  cloud: { kind: 'cloud', baseUrl: 'https://app.deckflow.com/api', keySet: false, keyHint: null },
  server: { kind: 'server', baseUrl: '', keySet: false, keyHint: null, keyAddress: null },
  keyStorage: 'encrypted',
  engine: { running: true, dataDir: '/home/ada/.config/Deckhand/engine' },
};

const SAVED: SaveOutcome = { kind: 'saved', path: '/home/ada/Downloads/quarterly-review.pptx' };

export function defaultFakeOptions(): FakeOptions {
  return {
    info: LOCAL_INFO,
    tools: [MERGE_TOOL],
    tasks: [],
    saveOutcome: SAVED,
    canShowInFolder: true,
    submitFailure: null,
    stageStepMs: 30,
    extractOutcome: { kind: 'extracted', folder: '/home/ada/Downloads/quarterly-slides', files: 3 },
    outlines: {},
    drawThumbnails: false,
    fonts: [],
    fontFiles: {},
    texts: {},
    runs: [],
    translation: APERTIUM_ONLY,
  };
}

/** A local engine with Apertium's English ⇄ Spanish pair and nothing else set up. */
export const APERTIUM_ONLY: TranslationProvidersInfo = {
  preferred: null,
  defaultProvider: 'apertium',
  languages: TRANSLATION_LANGUAGES.map(({ code, name }) => ({ code, name })),
  engineReachable: true,
  providers: [
    {
      id: 'apertium',
      name: 'Apertium (offline)',
      available: true,
      pairs: [
        { from: 'en', to: 'es' },
        { from: 'es', to: 'en' },
      ],
      detectsLanguage: false,
      baseUrl: null,
      models: null,
      keySet: false,
      keyHint: null,
      detected: false,
    },
    {
      id: 'openai',
      name: 'OpenAI-compatible chat model',
      available: false,
      reason:
        'No OpenAI-compatible chat endpoint is set up: start Ollama (http://127.0.0.1:11434) or set a base URL and model in Settings.',
      pairs: 'any',
      detectsLanguage: true,
      baseUrl: null,
      models: null,
      keySet: false,
      keyHint: null,
      detected: false,
    },
    {
      id: 'deepl',
      name: 'DeepL',
      available: false,
      reason: 'DeepL is not set up: add a DeepL API key in Settings.',
      pairs: 'any',
      detectsLanguage: true,
      baseUrl: null,
      models: null,
      keySet: false,
      keyHint: null,
      detected: false,
    },
    {
      id: 'libretranslate',
      name: 'LibreTranslate',
      available: false,
      reason: 'LibreTranslate is not set up: set the address of a LibreTranslate server in Settings.',
      pairs: 'any',
      detectsLanguage: true,
      baseUrl: null,
      models: null,
      keySet: false,
      keyHint: null,
      detected: false,
    },
  ],
};

/** `count` finished merges, newest first, one minute apart, ending `now`. */
export function historyTasks(count: number, now = Date.now()): Task[] {
  return Array.from({ length: count }, (_, index) => {
    const created = new Date(now - index * 60_000 - 5_000).toISOString();
    const failed = index % 7 === 3;
    return {
      id: `task-${String(index + 1).padStart(3, '0')}`,
      name: `deck-${String(count - index).padStart(2, '0')}.pptx`,
      type: 'pptx.join',
      status: failed ? 'failed' : 'completed',
      preview: null,
      createdAt: created,
      updatedAt: created,
      ...(failed
        ? { error: { code: 'invalid_parameter', message: 'The second file is not a PowerPoint deck.' } }
        : { result: { url: `/tools/tasks/task-${index + 1}/output`, fileName: 'merged.pptx', size: (index + 1) * 310_000 } }),
    } satisfies Task;
  });
}

export function pptxFile(name: string, bytes: number): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: MERGE_TOOL.mimeTypes[0] ?? 'application/octet-stream', buffer: Buffer.alloc(bytes, 1) };
}
