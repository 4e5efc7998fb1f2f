/**
 * The player page: one self-contained HTML file, no network access at all. Its Content-Security-Policy is also
 * inherited by every slide (`srcdoc` frames take their parent's policy), so slides cannot fetch, post, navigate to or
 * embed anything outside the file either; inline scripts and styles stay allowed because slides are made of them.
 * WebRTC is outside what CSP can block in today's browsers: see SLIDE_WEBRTC_GUARD.
 */
import type { BRAND_MARK_POSITIONS } from '../../../shared/tools/definitions/html-build-player';
import { PLAYER_SCRIPT, SLIDE_KEY_FORWARDER, withWebRtcGuard } from './html-player-script';

export type BrandPosition = (typeof BRAND_MARK_POSITIONS)[number];

export interface PlayerSlide {
  html: string;
  key?: string;
}

export interface PlayerOptions {
  title: string;
  description: string;
  pageWidth: number;
  pageHeight: number;
  brandMarkPosition: BrandPosition;
  /** The person's own mark as a PNG data URL (html-player-brand.ts); Deckhand's when absent. */
  brandPicture?: string;
  slides: PlayerSlide[];
}

export const PLAYER_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "frame-src 'none'",
  "child-src 'none'",
  "worker-src 'none'",
  "connect-src 'none'",
  "manifest-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  // CSP 3's directive for WebRTC; browsers that do not know it ignore it, and each slide loses WebRTC anyway
  // (SLIDE_WEBRTC_GUARD).
  "webrtc 'block'",
].join('; ');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside `<script type="application/json">`: no `<`, `>` or `&` can end the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const BRAND_MARK = `<svg class="dh-brand-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><rect x="1" y="1" width="22" height="22" rx="5" fill="#2f6fed"/><path d="M7 6h5.2c3.3 0 5.8 2.5 5.8 6s-2.5 6-5.8 6H7z" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/></svg><span class="dh-brand-word">Deckhand</span>`;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0f1115;color:#e8eaf0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.dh-player{display:flex;flex-direction:column;height:100%}
.dh-titlebar{flex:none;padding:10px 16px;background:#171a21;border-bottom:1px solid #262a33;min-width:0}
.dh-title{margin:0;font-size:16px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.dh-description{margin:2px 0 0;color:#a8adba;font-size:13px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.dh-stage{flex:1;min-height:0;display:flex;align-items:center;justify-content:center;padding:12px;overflow:hidden}
.dh-viewport{flex:none;position:relative;overflow:hidden;background:#fff;box-shadow:0 4px 24px rgba(0,0,0,.5)}
.dh-frame{position:absolute;left:0;top:0;transform-origin:0 0}
.dh-slide{position:absolute;left:0;top:0;width:100%;height:100%;border:0;background:#fff;display:block}
.dh-slide--pending{visibility:hidden}
.dh-brand{position:absolute;z-index:2;display:flex;align-items:center;gap:6px;padding:4px 9px 4px 5px;border-radius:8px;background:rgba(15,17,21,.72);color:#fff;font-weight:600;font-size:13px;letter-spacing:.02em;pointer-events:none}
.dh-brand--leftTop{left:10px;top:10px}.dh-brand--rightTop{right:10px;top:10px}
.dh-brand--leftBottom{left:10px;bottom:10px}.dh-brand--rightBottom{right:10px;bottom:10px}
.dh-brand--picture{padding:0;background:none;border-radius:0}.dh-brand-picture{display:block;max-height:48px;max-width:240px}
.dh-controls{flex:none;display:flex;align-items:center;justify-content:center;gap:14px;padding:8px 16px 12px}
.dh-controls button{font:inherit;font-size:18px;line-height:1;min-width:44px;height:36px;border-radius:8px;border:1px solid #343947;background:#1d212a;color:#e8eaf0;cursor:pointer}
.dh-controls button:hover:not(:disabled){background:#262b36}
.dh-controls button:focus-visible{outline:2px solid #2f6fed;outline-offset:2px}
.dh-controls button:disabled{opacity:.35;cursor:default}
.dh-counter{min-width:72px;text-align:center;font-variant-numeric:tabular-nums;color:#c9cdd8}
.dh-fullscreen{margin-left:18px;display:inline-flex;align-items:center;justify-content:center}
:fullscreen .dh-titlebar{display:none}
`;

export function renderPlayerHtml(options: PlayerOptions): string {
  const { title, description, pageWidth, pageHeight, brandMarkPosition } = options;
  const deck = {
    pageWidth,
    pageHeight,
    slides: options.slides.map((slide) => ({
      html: withWebRtcGuard(slide.html) + SLIDE_KEY_FORWARDER,
      ...(slide.key !== undefined ? { key: slide.key } : {}),
    })),
  };
  const brand =
    brandMarkPosition === 'none'
      ? ''
      : options.brandPicture
        ? `<div class="dh-brand dh-brand--${brandMarkPosition} dh-brand--picture" id="dh-brand" data-position="${brandMarkPosition}"><img class="dh-brand-picture" src="${options.brandPicture}" alt="Logo"></div>`
        : `<div class="dh-brand dh-brand--${brandMarkPosition}" id="dh-brand" data-position="${brandMarkPosition}" role="img" aria-label="Deckhand">${BRAND_MARK}</div>`;
  const count = options.slides.length;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${PLAYER_CSP}">
<meta http-equiv="x-dns-prefetch-control" content="off">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Deckhand">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="dh-player">
<header class="dh-titlebar">
<h1 class="dh-title" id="dh-title">${escapeHtml(title)}</h1>
${description ? `<p class="dh-description" id="dh-description">${escapeHtml(description)}</p>` : ''}
</header>
<main class="dh-stage" id="dh-stage">
<div class="dh-viewport" id="dh-viewport" aria-roledescription="slide deck">
<div class="dh-frame" id="dh-frame" style="width:${pageWidth}px;height:${pageHeight}px"></div>
${brand}
</div>
</main>
<nav class="dh-controls" aria-label="Slides">
<button type="button" id="dh-prev" aria-label="Previous slide" title="Previous (←)">&#8249;</button>
<span class="dh-counter" id="dh-counter" role="status" aria-live="polite">1 / ${count}</span>
<button type="button" id="dh-next" aria-label="Next slide" title="Next (→)">&#8250;</button>
<button type="button" class="dh-fullscreen" id="dh-fullscreen" aria-label="Full screen" title="Full screen (F)"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M1.5 5.5v-4h4M10.5 1.5h4v4M14.5 10.5v4h-4M5.5 14.5h-4v-4" fill="none" stroke="currentColor" stroke-width="1.6"/></svg></button>
</nav>
</div>
<script type="application/json" id="dh-deck">${jsonForScript(deck)}</script>
<script>${PLAYER_SCRIPT}</script>
</body>
</html>
`;
}
