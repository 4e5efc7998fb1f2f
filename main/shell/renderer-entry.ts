import { pathToFileURL } from 'node:url';

/** Where the window loads the renderer from: the built file, or electron-vite's dev server. */
export type RendererEntry = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/**
 * electron-vite sets ELECTRON_RENDERER_URL for `electron-vite dev`. A packaged app ignores it: anyone who can set the
 * app's environment could otherwise load a page of theirs into the window and have its origin trusted for IPC.
 */
export function rendererEntry(options: { devServerUrl: string | undefined; packaged: boolean }, builtIndexHtml: string): RendererEntry {
  if (options.devServerUrl && !options.packaged) return { kind: 'url', url: options.devServerUrl };
  return { kind: 'file', path: builtIndexHtml };
}

/**
 * True when a frame URL is our renderer: the built index.html (any hash route) or the dev server's origin.
 * Used by the IPC sender check, so a frame that somehow navigated elsewhere cannot call main.
 */
export function isRendererUrl(entry: RendererEntry, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (entry.kind === 'url') return parsed.origin === new URL(entry.url).origin;
  const expected = pathToFileURL(entry.path);
  return parsed.protocol === 'file:' && parsed.host === expected.host && parsed.pathname === expected.pathname && parsed.search === '';
}
