/**
 * Headless Chromium for the HTML tools, driven by playwright-core (which cannot download a browser here: it uses the
 * one on the machine). Untrusted HTML is loaded with `setContent` into an offline context whose every request is
 * aborted, so a page cannot reach the network or read local files (an about:blank document cannot load file: URLs);
 * scripts run only when the caller allows them. The browser is closed when the task is aborted.
 *
 * Request interception alone is not "no network": a `<meta http-equiv="refresh">` opened a TCP connection before
 * its navigation was intercepted, and WebRTC reached a TURN server the page named (issue #19). So the browser itself
 * has no way out (NETWORK_LOCKDOWN): every connection goes to a proxy that does not exist, loopback included; no host
 * name resolves; WebRTC may use no UDP of its own, only that dead proxy. Navigation away from the document is
 * cancelled, and WebSockets are closed before they connect.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { ToolError } from '../errors/tool-error';
import { locateProgram } from '../process/program-registry';

/** `DECKHAND_CHROMIUM`, then a Chromium-based browser on PATH, then the usual install folders (lib/process/program-registry.ts). */
export const locateChromium = (): Promise<string> => locateProgram('chromium');

/** The discard port: nothing listens there on a desktop, so a connection to this "proxy" is refused at once. */
const DEAD_PROXY = 'http://127.0.0.1:9';

export const NETWORK_LOCKDOWN = [
  `--proxy-server=${DEAD_PROXY}`,
  // Chromium sends loopback addresses around a proxy unless told not to.
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC then gathers no host or STUN candidates and may reach a TURN server only through the (dead) proxy.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  // No --disable-features here: Playwright passes its own list, and a second switch would replace it.
  '--dns-prefetch-disable',
];

const LAUNCH_TIMEOUT_MS = 60_000;
export const PAGE_TIMEOUT_MS = 60_000;

/** A browser for one task; closed by `close()` or when `signal` aborts. */
export async function launchBrowser(signal: AbortSignal): Promise<Browser> {
  signal.throwIfAborted();
  const executablePath = await locateChromium();
  const args = [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--no-first-run',
    '--mute-audio',
    '--hide-scrollbars',
    ...NETWORK_LOCKDOWN,
  ];
  // Chromium's sandbox refuses to start as root (CI, containers); elsewhere it stays on.
  if (process.getuid?.() === 0 || process.env.DECKHAND_CHROMIUM_NO_SANDBOX === '1') args.push('--no-sandbox');
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args, headless: true, timeout: LAUNCH_TIMEOUT_MS });
  } catch (error) {
    throw new ToolError(
      'tool_unavailable',
      `Chromium (${executablePath}) could not be started: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const onAbort = (): void => void browser.close().catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  browser.on('disconnected', () => signal.removeEventListener('abort', onAbort));
  return browser;
}

export interface IsolatedPageOptions {
  width: number;
  height: number;
  scale: number;
  javaScript: boolean;
  colorScheme?: 'light' | 'dark';
}

/** A page in an offline context that aborts every request; documents go in with `loadHtml`. */
export async function isolatedPage(browser: Browser, options: IsolatedPageOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    deviceScaleFactor: options.scale,
    javaScriptEnabled: options.javaScript,
    offline: true,
    serviceWorkers: 'block',
    acceptDownloads: false,
    colorScheme: options.colorScheme ?? 'light',
  });
  // A navigation is cancelled ("aborted" shows no error page), so the document stays; anything else is refused.
  await context.route('**/*', (route) =>
    route.abort(route.request().isNavigationRequest() ? 'aborted' : 'blockedbyclient').catch(() => undefined),
  );
  await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'no network' }));
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return { context, page };
}

export async function loadHtml(page: Page, html: string, displayName: string): Promise<void> {
  try {
    await page.setContent(html, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    // Web fonts given inline (data: URLs) finish loading after `load` in some cases.
    await page.evaluate('document.fonts.ready.then(() => undefined)');
  } catch (error) {
    if (/Timeout/i.test((error as Error).message)) {
      throw new ToolError('timeout', `“${displayName}” did not finish loading within ${PAGE_TIMEOUT_MS / 1000} s.`);
    }
    throw error;
  }
}
