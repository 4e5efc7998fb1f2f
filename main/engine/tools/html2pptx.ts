/**
 * convertor.html2pptx: a slide per HTML page (each uploaded file in order, or the `html` param) — or per screen of a
 * page taller than a slide, up to MAX_SCREENS_PER_PAGE — built from what Chromium laid out at `width`×`height` CSS pixels: backgrounds and bordered boxes become rectangles, `<img>` pictures
 * become pictures, text blocks become text boxes with their fonts, sizes, colours and alignment. What has no
 * PresentationML equivalent here (inline SVG, canvas, CSS background images) is placed as a picture of that area.
 * The browser runs offline with scripts off (support/chromium.ts). With `needEmbedFonts`, the Google Fonts families
 * the slides use are embedded by the pptx.embedFonts code; families it cannot find are listed, not fatal.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { canonicalFamily } from '../lib/fonts/font-families';
import { defaultFontSources, resolveFamily } from '../lib/fonts/font-sources';
import { ZipWriter } from '../lib/zip/zip-writer';
import { deckParts, type DeckSlide } from './html2pptx/deck-parts';
import { READ_PAGE_LAYOUT, type Box, type LayoutItem, type PageLayout } from './html2pptx/page-layout';
import { EMU_PER_PX, slideXml, typefacesOf, type SlideMedia } from './html2pptx/slide-xml';
import { embedFonts } from './pptx-embed-fonts';
import { isolatedPage, launchBrowser, loadHtml } from '../lib/browser/chromium';
import { withinPageDeadline } from '../lib/browser/page-deadline';
import { readTextInput, type TextSource } from './support/text-input';
import { defineEngineTool, type ToolContext, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

export type Html2pptxParams = ParamsOf<'convertor.html2pptx'>;

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const MAX_PICTURE_BYTES = 50 * 1024 * 1024;
/** Snapshots are taken at twice the CSS resolution, so they stay sharp on a projector. */
const SNAPSHOT_SCALE = 2;
const HIDE_TEXT = '* { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }';

/** The bytes of a `data:` URL, or null for anything else (the page cannot have loaded other URLs: it is offline). */
function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const payload = match[3] ?? '';
  if (payload.length > MAX_PICTURE_BYTES * 1.4) return null;
  return match[2] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
}

/** A picture in a format PowerPoint shows everywhere (PNG, JPEG, GIF kept; SVG, WebP … rasterised to PNG). */
async function pictureFile(bytes: Buffer, box: Box): Promise<{ data: Buffer; ext: string } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    if (meta.format === 'png' || meta.format === 'jpeg' || meta.format === 'gif')
      return { data: bytes, ext: meta.format === 'jpeg' ? 'jpg' : meta.format };
    const width = Math.max(1, Math.round(box.w * SNAPSHOT_SCALE));
    return { data: await sharp(bytes, { density: 192 }).resize({ width, withoutEnlargement: false }).png().toBuffer(), ext: 'png' };
  } catch {
    return null;
  }
}

function clampToPage(box: Box, width: number, height: number): Box | null {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const w = Math.min(width, box.x + box.w) - x;
  const h = Math.min(height, box.y + box.h) - y;
  return w >= 1 && h >= 1 ? { x, y, w, h } : null;
}

interface BuiltSlide extends DeckSlide {
  typefaces: string[];
  truncated: boolean;
}

/** A page taller than this many screens is cut, and the result says which page and how much. */
const MAX_SCREENS_PER_PAGE = 12;

/** Where an item belongs on a page cut into screens: the screen holding its vertical middle. */
function screenOf(box: Box, scrollY: number, height: number): number {
  return Math.max(0, Math.floor((box.y + scrollY + box.h / 2) / height));
}

async function buildSlide(
  page: Page,
  layout: PageLayout,
  scrollY: number,
  params: Html2pptxParams,
  nextMedia: () => number,
  mediaFiles: Map<string, Buffer>,
): Promise<BuiltSlide> {
  const media = new Map<number, SlideMedia>();
  const snapshots: number[] = [];
  for (const [index, item] of layout.items.entries()) {
    if (item.kind === 'snapshot') snapshots.push(index);
    if (item.kind !== 'picture') continue;
    const bytes = dataUrlBytes(item.src);
    const picture = bytes ? await pictureFile(bytes, item.box) : null;
    if (!picture) {
      snapshots.push(index);
      continue;
    }
    const fileName = `image${nextMedia()}.${picture.ext}`;
    mediaFiles.set(fileName, picture.data);
    media.set(index, { relId: `rId${media.size + 2}`, fileName });
  }
  if (snapshots.length > 0) {
    // Text is drawn as text boxes; keep it out of the pictures of the areas beneath it.
    await page.evaluate(
      `(() => { if (document.getElementById('deckhand-hide-text')) return; const s = document.createElement('style'); s.id = 'deckhand-hide-text'; s.textContent = ${JSON.stringify(HIDE_TEXT)}; document.documentElement.appendChild(s); })()`,
    );
    for (const index of snapshots) {
      const item = layout.items[index]!;
      const clip = clampToPage(item.box, params.width, params.height);
      if (!clip) continue;
      // The clip is in the page's coordinates, the box in the screen's.
      const data = await page.screenshot({
        clip: { x: clip.x, y: clip.y + scrollY, width: clip.w, height: clip.h },
        type: 'png',
        animations: 'disabled',
        scale: 'device',
      });
      const fileName = `image${nextMedia()}.png`;
      mediaFiles.set(fileName, data);
      layout.items[index] = { kind: 'snapshot', box: clip };
      media.set(index, { relId: `rId${media.size + 2}`, fileName });
    }
  }
  return { xml: slideXml(layout, media), media: [...media.values()], typefaces: typefacesOf(layout), truncated: layout.truncated };
}

/**
 * One slide per screen of the page (its height at the slide's width): a page longer than a slide goes on over the
 * next slides instead of being cut after the first. Each text, picture and box goes on the screen that holds its
 * middle; a background or a box that spans screens is drawn on each, cut to it.
 */
async function buildSlides(
  page: Page,
  source: TextSource,
  params: Html2pptxParams,
  nextMedia: () => number,
  mediaFiles: Map<string, Buffer>,
): Promise<{ slides: BuiltSlide[]; screens: number; cut: boolean }> {
  await loadHtml(page, source.text, source.displayName);
  const fullHeight = await page.evaluate<number>(
    'Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)',
  );
  const needed = Math.max(1, Math.ceil((fullHeight - 1) / params.height));
  const screens = Math.min(needed, MAX_SCREENS_PER_PAGE);
  const slides: BuiltSlide[] = [];
  for (let screen = 0; screen < screens; screen++) {
    const scrollY = await page.evaluate<number>(`(window.scrollTo(0, ${screen * params.height}), window.scrollY)`);
    const layout = await page.evaluate<PageLayout>(READ_PAGE_LAYOUT);
    const onThisScreen = (item: LayoutItem): boolean => {
      // A background band taller than half a screen is drawn on every screen it crosses, cut to it.
      if (item.kind === 'rect' && item.box.h > params.height / 2) return true;
      return Math.min(screenOf(item.box, scrollY, params.height), screens - 1) === screen;
    };
    const items = layout.items
      .filter(onThisScreen)
      .map((item) => (item.kind === 'rect' ? { ...item, box: clampToPage(item.box, params.width, params.height) ?? item.box } : item));
    slides.push(await buildSlide(page, { ...layout, items }, scrollY, params, nextMedia, mediaFiles));
  }
  return { slides, screens: needed, cut: needed > screens };
}

async function sources(ctx: ToolContext<Html2pptxParams>): Promise<TextSource[]> {
  if (ctx.inputs.length > 0) return Promise.all(ctx.inputs.map((input) => readTextInput(input, undefined, 'html')));
  return [await readTextInput(undefined, ctx.params.html, 'html')];
}

export const run: ToolRun<Html2pptxParams> = async (ctx) => {
  const { params } = ctx;
  const pages = await sources(ctx);
  const mediaFiles = new Map<string, Buffer>();
  let mediaCount = 0;
  const slides: BuiltSlide[] = [];
  /** Pages longer than one slide: how many slides each became, and those cut at the most a page may make. */
  const longPages: Array<{ page: string; slides: number; cut: boolean }> = [];
  const browser = await launchBrowser(ctx.signal);
  try {
    for (const [i, source] of pages.entries()) {
      ctx.signal.throwIfAborted();
      const built = await withinPageDeadline(browser, source.displayName, async () => {
        const { context, page } = await isolatedPage(browser, {
          width: params.width,
          height: params.height,
          scale: SNAPSHOT_SCALE,
          javaScript: false,
        });
        try {
          return await buildSlides(page, source, params, () => ++mediaCount, mediaFiles);
        } finally {
          await context.close().catch(() => undefined);
        }
      });
      slides.push(...built.slides);
      if (built.slides.length > 1 || built.cut) longPages.push({ page: source.displayName, slides: built.slides.length, cut: built.cut });
      ctx.reportProgress(Math.round(((i + 1) / pages.length) * 70));
    }
  } finally {
    await browser.close().catch(() => undefined);
  }

  const outDir = path.join(ctx.workDir, 'deck');
  await mkdir(outDir, { recursive: true });
  const deckPath = path.join(outDir, 'slides.pptx');
  const writer = new ZipWriter(deckPath);
  const mtime = new Date(Date.UTC(1980, 0, 1));
  const size = { cx: params.width * EMU_PER_PX, cy: params.height * EMU_PER_PX };
  for (const part of deckParts(slides, size, pages[0]!.base)) writer.addBuffer(part.name, Buffer.from(part.data), { mtime });
  for (const [name, data] of mediaFiles) writer.addBuffer(`ppt/media/${name}`, data, { mtime });
  await writer.finish();
  ctx.reportProgress(80);

  const usedFonts = [...new Set(slides.flatMap((s) => s.typefaces))].sort((a, b) => a.localeCompare(b));
  const metadata: Record<string, unknown> = {
    slides: slides.length,
    usedFonts,
    width: params.width,
    height: params.height,
    truncatedSlides: slides.flatMap((s, i) => (s.truncated ? [i + 1] : [])),
    ...(longPages.length > 0 ? { longPages } : {}),
  };
  let output = deckPath;
  if (params.needEmbedFonts) {
    const fontSources = defaultFontSources();
    const embeddable: string[] = [];
    const notEmbedded: string[] = [];
    for (const name of usedFonts) {
      const family = canonicalFamily(name);
      if (family && (await resolveFamily(family, fontSources, ctx.signal))) embeddable.push(family);
      else notEmbedded.push(name);
    }
    metadata.fontsNotEmbedded = notEmbedded;
    metadata.embeddedFonts = embeddable;
    if (embeddable.length > 0) {
      const embedded = await embedFonts(
        {
          ...ctx,
          inputs: [{ path: deckPath, name: 'slides.pptx', size: (await stat(deckPath)).size, mimeType: PPTX_MIME }],
          params: { usedFonts: embeddable },
          reportProgress: () => {},
        },
        { sources: fontSources },
      );
      output = embedded.path;
    }
  }
  if (slides.length === 0) throw new ToolError('invalid_parameter', 'Send at least one HTML page.');
  ctx.reportProgress(100);
  return { path: output, fileName: `${pages[0]!.base}.pptx`, mimeType: PPTX_MIME, metadata, preview: { bytes: (await stat(output)).size } };
};

export const engineTool = defineEngineTool({ type: 'convertor.html2pptx', run });
