/**
 * "No network at all" for the HTML tools' Chromium and for the HTML player (issue #19, items 2 and 6). A loopback TCP
 * listener and a UDP socket stand for the outside world: pages that try a meta refresh, a picture, fetch, a WebSocket
 * and WebRTC (STUN and TURN servers given by the page) must reach neither. Each page first shows it ran (the browser
 * asked for the address, or the page set its title once its attempts ended) before the listeners are checked, and
 * the same pages in a Chromium without the lockdown do reach them, so every check here can fail. A page whose script
 * never ends fails its task with a timeout, well before the tool's own.
 */
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { createSocket, type Socket } from 'node:dgram';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedPage, launchBrowser, loadHtml } from '../../main/engine/lib/browser/chromium';
import { run as buildPlayer } from '../../main/engine/tools/html-player';
import { launchChromium } from '../helpers/chromium';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { runTool } from '../helpers/tool-harness';

let tcp: Server;
let udp: Socket;
let tcpPort: number;
let udpPort: number;
const seen = { tcp: 0, udp: 0 };
let dir: string;
let browser: Browser;
let plain: Browser;
const controller = new AbortController();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-browser-network-'));
  tcp = createTcpServer((socket) => {
    seen.tcp += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  tcpPort = (tcp.address() as AddressInfo).port;
  udp = createSocket('udp4');
  udp.on('message', () => (seen.udp += 1));
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  udpPort = udp.address().port;
  browser = await launchBrowser(controller.signal);
  plain = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await plain?.close();
  tcp?.close();
  udp?.close();
  await rm(dir, { recursive: true, force: true });
});

const reset = (): void => {
  seen.tcp = 0;
  seen.udp = 0;
};

const META_REFRESH = (): string =>
  `<html><head><meta http-equiv="refresh" content="0;url=http://127.0.0.1:${tcpPort}/refresh"></head><body><p id="m">still here</p></body></html>`;

/** Names the loopback servers as STUN and TURN servers and titles itself with the candidates once gathering ends. */
const WEBRTC = (): string => `<body><script>
  const found = [];
  function done() { document.title = 'ice:' + found.length; }
  try {
    const pc = new RTCPeerConnection({ iceServers: [
      { urls: 'stun:127.0.0.1:${udpPort}' },
      { urls: ['turn:127.0.0.1:${tcpPort}?transport=tcp', 'turn:127.0.0.1:${udpPort}?transport=udp'], username: 'u', credential: 'p' },
    ] });
    pc.createDataChannel('d');
    pc.onicecandidate = (e) => { if (e.candidate) found.push(e.candidate.candidate); else done(); };
    pc.createOffer().then((offer) => pc.setLocalDescription(offer));
  } catch (e) { document.title = 'no-webrtc:' + e.name; }
</script></body>`;

/** A page of the tools' own kind: Chromium locked down as launchBrowser and isolatedPage make it. */
async function lockedPage(javaScript: boolean): Promise<{ page: Page; requested: string[]; ended: string[]; close: () => Promise<void> }> {
  const { context, page } = await isolatedPage(browser, { width: 400, height: 300, scale: 1, javaScript });
  const requested: string[] = [];
  const ended: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // A request has made every connection it will once it failed or finished.
  page.on('requestfailed', (request) => ended.push(request.url()));
  page.on('requestfinished', (request) => ended.push(request.url()));
  return { page, requested, ended, close: () => context.close() };
}

describe('the HTML tools’ Chromium', { timeout: 300_000 }, () => {
  it('cancels a meta refresh to a loopback address without connecting, and keeps the document', async () => {
    reset();
    const { page, requested, ended, close } = await lockedPage(false);
    try {
      await loadHtml(page, META_REFRESH(), 'refresh.html');
      await expect.poll(() => requested).toContain(`http://127.0.0.1:${tcpPort}/refresh`);
      await expect.poll(() => ended).toContain(`http://127.0.0.1:${tcpPort}/refresh`);
      expect(await page.locator('#m').textContent()).toBe('still here');
      expect(seen.tcp).toBe(0);
    } finally {
      await close();
    }
  });

  it('fetches no picture, no fetch() and no WebSocket from a loopback address', async () => {
    reset();
    const { page, requested, ended, close } = await lockedPage(true);
    try {
      await loadHtml(
        page,
        `<body><img src="http://127.0.0.1:${tcpPort}/pixel.png"><script>
          const ends = [];
          const end = (what) => { ends.push(what); if (ends.length === 2) document.title = 'ended:' + ends.sort().join(','); };
          fetch('http://127.0.0.1:${tcpPort}/fetch').then(() => end('fetch-ok'), () => end('fetch-failed'));
          const ws = new WebSocket('ws://127.0.0.1:${tcpPort}/ws');
          ws.onopen = () => end('ws-open'); ws.onclose = () => end('ws-closed');
        </script></body>`,
        'requests.html',
      );
      await expect.poll(() => page.title()).toBe('ended:fetch-failed,ws-closed');
      expect(requested).toContain(`http://127.0.0.1:${tcpPort}/pixel.png`);
      await expect.poll(() => ended).toContain(`http://127.0.0.1:${tcpPort}/pixel.png`);
      expect(seen.tcp).toBe(0);
    } finally {
      await close();
    }
  });

  it('lets WebRTC gather no candidate and contact neither the STUN nor the TURN server', async () => {
    reset();
    const { page, close } = await lockedPage(true);
    try {
      await loadHtml(page, WEBRTC(), 'webrtc.html');
      await expect.poll(() => page.title()).toBe('ice:0');
      expect(seen).toEqual({ tcp: 0, udp: 0 });
    } finally {
      await close();
    }
  });

  it('would have connected without the lockdown (request interception alone, as before)', async () => {
    reset();
    const context = await plain.newContext({ offline: true });
    await context.route('**/*', (route) => route.abort('blockedbyclient'));
    try {
      const webrtc = await context.newPage();
      await webrtc.setContent(WEBRTC());
      await expect.poll(() => seen.tcp + seen.udp).toBeGreaterThan(0);
      reset();
      const refresh = await context.newPage();
      await refresh.setContent(META_REFRESH()).catch(() => undefined);
      await expect.poll(() => seen.tcp).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('html2png with a page that never stops', { timeout: 300_000 }, () => {
  let engine: TestEngine;
  beforeAll(async () => {
    // Workers copy the environment when they start: the short deadline reaches the tool through it.
    process.env.DECKHAND_PAGE_DEADLINE_MS = '3000';
    engine = await startTestEngine({ testTools: false });
  });
  afterAll(async () => {
    delete process.env.DECKHAND_PAGE_DEADLINE_MS;
    await engine?.close();
  });

  it('fails the task with a timeout naming the page, and leaves no browser running', async () => {
    const before = new Set(chromiumChildren());
    const { task } = await runTask(engine, {
      type: 'convertor.html2png',
      files: [{ name: 'spin.html', content: '<body>spinning<script>addEventListener("load", () => { for (;;) {} });</script></body>' }],
      params: { allowScripts: true },
    });
    expect(task.status).toBe('failed');
    expect(task.error).toEqual({
      code: 'timeout',
      file: 'spin.html',
      message:
        '“spin.html” kept the browser busy for more than 3 s (a script that never ends, or a page too heavy to lay out), so it was stopped.',
    });
    await expect.poll(() => chromiumChildren().filter((pid) => !before.has(pid))).toEqual([]);
  });
});

/** Process ids of the Chromiums started by this test process (the engine's tool workers are threads of it). */
function chromiumChildren(): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => /chrom/i.test(command ?? ''))
    .map(([pid]) => pid ?? '');
}

describe('the HTML player opened in an ordinary browser', { timeout: 300_000 }, () => {
  it('gives its slides no WebRTC, while the same slide alone reaches the TURN server', async () => {
    const slide = join(dir, 'webrtc-slide.html');
    await writeFile(
      slide,
      `<!DOCTYPE html><html><head><title>slide</title></head>${WEBRTC().replace('document.title', 'document.body.dataset.rtc')}</html>`.replace(
        "document.title = 'no-webrtc:' + e.name",
        "document.body.dataset.rtc = 'no-webrtc:' + e.name",
      ),
    );
    const { output } = await runTool(buildPlayer, [{ path: slide }], { contents: [{}] });

    reset();
    const page = await plain.newPage();
    try {
      await page.goto(pathToFileURL(output.path).href);
      const frame = page.frameLocator('iframe.dh-slide');
      await expect.poll(() => frame.locator('body').getAttribute('data-rtc')).toBe('no-webrtc:TypeError');
      expect(seen).toEqual({ tcp: 0, udp: 0 });

      await page.goto(pathToFileURL(slide).href);
      await expect.poll(() => seen.tcp + seen.udp).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
