/**
 * The scripts inside a generated player page, as plain ES2017 source (they run in any browser, not through our build).
 *
 * The player keeps only the shown slide loaded (and the one being navigated to, hidden until it has loaded, so there
 * is no blank flash). Each slide is a fresh `<iframe sandbox="allow-scripts" srcdoc>`, an opaque origin that cannot
 * reach the player's DOM, so its scripts restart on every visit and nothing of a slide keeps running once it is left.
 */

/**
 * Appended to every slide: forwards navigation keys to the player, since a click inside a slide moves keyboard focus
 * into its frame where the player cannot listen. Keys a slide handles itself (preventDefault) or types into a field
 * are left alone. A slide could fake these messages, but all it can do with them is turn pages.
 */
export const SLIDE_KEY_FORWARDER = `<script>(function(){var k={ArrowLeft:1,ArrowRight:1,ArrowUp:1,ArrowDown:1,PageUp:1,PageDown:1,Home:1,End:1," ":1};document.addEventListener("keydown",function(e){var t=e.target||{};if(e.defaultPrevented||e.altKey||e.ctrlKey||e.metaKey||!Object.prototype.hasOwnProperty.call(k,e.key)||t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||""))return;e.preventDefault();parent.postMessage({deckhandKey:e.key},"*");});})();</script>`;

/**
 * Put first in every slide, before the slide's own scripts: no Content-Security-Policy directive that browsers
 * implement stops WebRTC (the CSP below names `webrtc 'block'`, which the CSP 3 draft defines and today's Chrome and
 * Firefox ignore), and a peer connection reaches any STUN/TURN server a page names. So the slide's window loses the
 * constructors, for good (non-configurable). A slide that creates a frame of its own could still find them there:
 * docs (README, HTML player) say so.
 */
export const SLIDE_WEBRTC_GUARD = `<script>(function(){["RTCPeerConnection","webkitRTCPeerConnection","RTCDataChannel","RTCIceTransport","RTCSctpTransport","RTCDtlsTransport"].forEach(function(n){try{Object.defineProperty(window,n,{value:undefined,writable:false,configurable:false});}catch(e){}});})();</script>`;

/** The slide with the WebRTC guard first: after a leading doctype (a script before it would switch to quirks mode). */
export function withWebRtcGuard(html: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + SLIDE_WEBRTC_GUARD + html.slice(at);
}

export const PLAYER_SCRIPT = String.raw`(function () {
  'use strict';
  var deck = JSON.parse(document.getElementById('dh-deck').textContent);
  var slides = deck.slides;
  var W = deck.pageWidth;
  var H = deck.pageHeight;
  var stage = document.getElementById('dh-stage');
  var viewport = document.getElementById('dh-viewport');
  var frame = document.getElementById('dh-frame');
  var counter = document.getElementById('dh-counter');
  var prevButton = document.getElementById('dh-prev');
  var nextButton = document.getElementById('dh-next');
  var fullButton = document.getElementById('dh-fullscreen');
  var current = -1;
  var shown = null;
  var pending = null;

  function fit() {
    var cs = getComputedStyle(stage);
    var availableW = stage.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    var availableH = stage.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
    var s = Math.min(availableW / W, availableH / H);
    if (!(s > 0)) s = 0.01;
    viewport.style.width = W * s + 'px';
    viewport.style.height = H * s + 'px';
    frame.style.transform = 'scale(' + s + ')';
  }

  function makeSlideFrame(i) {
    var f = document.createElement('iframe');
    f.setAttribute('sandbox', 'allow-scripts');
    f.setAttribute('referrerpolicy', 'no-referrer');
    f.setAttribute('title', 'Slide ' + (i + 1) + ' of ' + slides.length);
    f.className = 'dh-slide dh-slide--pending';
    f.setAttribute('data-index', String(i));
    if (slides[i].key !== undefined) f.setAttribute('data-key', String(slides[i].key));
    f.srcdoc = slides[i].html;
    return f;
  }

  function reveal(f) {
    if (pending !== f) return;
    if (shown && shown.parentNode) shown.parentNode.removeChild(shown);
    shown = f;
    pending = null;
    f.className = 'dh-slide';
  }

  function go(i) {
    i = Math.max(0, Math.min(slides.length - 1, i));
    if (i === current) return;
    current = i;
    counter.textContent = i + 1 + ' / ' + slides.length;
    prevButton.disabled = i === 0;
    nextButton.disabled = i === slides.length - 1;
    if (pending && pending.parentNode) pending.parentNode.removeChild(pending);
    var f = makeSlideFrame(i);
    pending = f;
    f.addEventListener('load', function () { reveal(f); });
    frame.appendChild(f);
    try { history.replaceState(null, '', '#' + (i + 1)); } catch (e) { /* some file: contexts refuse */ }
  }

  function toggleFullscreen() {
    var d = document;
    if (d.fullscreenElement) { if (d.exitFullscreen) d.exitFullscreen().catch(function () {}); }
    else if (d.documentElement.requestFullscreen) d.documentElement.requestFullscreen().catch(function () {});
  }

  var steps = Object.create(null);
  steps.ArrowRight = 1; steps.ArrowDown = 1; steps.PageDown = 1; steps[' '] = 1;
  steps.ArrowLeft = -1; steps.ArrowUp = -1; steps.PageUp = -1;

  function onKey(key) {
    if (key === 'Home') go(0);
    else if (key === 'End') go(slides.length - 1);
    else if (steps[key]) go(current + steps[key]);
    else if (key === 'f' || key === 'F') toggleFullscreen();
    else return false;
    return true;
  }

  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target;
    if ((e.key === ' ' || e.key === 'Enter') && t && t.tagName === 'BUTTON') return;
    if (onKey(e.key)) e.preventDefault();
  });
  window.addEventListener('message', function (e) {
    var data = e.data;
    if (!data || typeof data.deckhandKey !== 'string') return;
    // Only the slide on screen can have keyboard focus; a slide still loading has no business turning pages.
    if (shown && e.source === shown.contentWindow && data.deckhandKey !== 'f' && data.deckhandKey !== 'F') onKey(data.deckhandKey);
  });
  prevButton.addEventListener('click', function () { go(current - 1); });
  nextButton.addEventListener('click', function () { go(current + 1); });
  if (fullButton) fullButton.addEventListener('click', toggleFullscreen);

  if (typeof ResizeObserver === 'function') new ResizeObserver(fit).observe(stage);
  window.addEventListener('resize', fit);
  fit();
  var start = parseInt((location.hash || '').slice(1), 10);
  go(start >= 1 ? start - 1 : 0);
})();`;
