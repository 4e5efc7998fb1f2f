/**
 * What a browser gets instead of the app when its address lacks the token (made at start, good until the host stops): a small page saying where
 * the right address is. Self-contained (inline style and mark, no script, nothing fetched), so the host's CSP
 * (`style-src 'self' 'unsafe-inline'`, `script-src 'self'`) lets it render as is. Other clients keep the JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A page navigation or a person typing the address: browsers ask for HTML first. */
export function wantsHtml(req: IncomingMessage, pathname: string): boolean {
  if (pathname.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return /\btext\/html\b/.test(String(req.headers.accept ?? ''));
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f5f6f8; --surface: #fff; --border: #d5dae1; --text: #1b2330; --muted: #5b6675; --brand: #1f6f8b; --code: #eef1f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #12161c; --surface: #1b2129; --border: #323c48; --text: #e6eaf0; --muted: #9aa6b5; --brand: #3fa3c4; --code: #232b35; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; background: var(--bg); color: var(--text); font: 15px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, Cantarell, 'Noto Sans', sans-serif; }
main { width: min(520px, 100%); padding: 28px 28px 24px; border: 1px solid var(--border); border-top: 4px solid var(--brand); border-radius: 12px; background: var(--surface); box-shadow: 0 12px 32px rgb(16 24 40 / 12%); }
.mark { display: flex; align-items: center; gap: 10px; margin-bottom: 18px; font-weight: 700; }
h1 { margin: 0 0 10px; font-size: 1.3rem; line-height: 1.3; }
p { margin: 0 0 10px; }
.muted { color: var(--muted); font-size: 0.9rem; }
code { padding: 1px 6px; border-radius: 5px; background: var(--code); font: 0.9em ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace; overflow-wrap: anywhere; }
`;

const MARK = `<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#1f6f8b"/><rect x="17" y="13" width="30" height="20" rx="3" fill="#fff" opacity="0.55"/><rect x="13" y="18" width="38" height="22" rx="3.5" fill="#fff"/><path d="M10 44h44l-6.5 8.5a4 4 0 0 1-3.2 1.5H19.7a4 4 0 0 1-3.2-1.5Z" fill="#fff"/></svg>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page; `staleToken` when the address carried a wrong token (an old tab from an earlier run, say). */
export function tokenRequiredPage(options: { origin: string; staleToken: boolean }): string {
  const example = `${escapeHtml(options.origin)}/?token=…`;
  const why = options.staleToken
    ? '<p class="muted">The token in this address is out of date or mistyped: every start of <code>npm run web</code> makes a new one.</p>'
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>Deckhand — open the address from your terminal</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="mark">${MARK}<span>Deckhand</span></div>
<h1>This address needs its access token</h1>
<p>Open Deckhand with the address <code>npm run web</code> printed in your terminal — it includes a token that works until that run stops.</p>
<p class="muted">It looks like <code>${example}</code>. If the terminal is closed, run <code>npm run web</code> again and open the new address.</p>
${why}</main>
</body>
</html>
`;
}

export function sendTokenRequired(req: IncomingMessage, res: ServerResponse, options: { origin: string; staleToken: boolean }): void {
  const body = Buffer.from(tokenRequiredPage(options));
  res.writeHead(401, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
