/**
 * Revamp never stretches a picture and keeps it at least at its source size where the new slide has room: on a
 * built deck (a picture placeholder that takes its frame from the old layout, listed before the body; a picture
 * beside a short list; a picture larger than the design's body area; a picture the author cropped), the aspect each
 * picture shows — its frame against its pixels less its `a:srcRect` crop — is measured in the output against the
 * source, and so is its size; LibreOffice's render of the output is checked too (the picture's blue square is square).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownAspect } from '../../main/engine/generation/picture-crop';
import { NS } from '../../main/engine/lib/pptx/ooxml-constants';
import { parseXml, serializeElement, type Element } from '../../main/engine/lib/pptx/xml-dom';
import { keepPictureAspects } from '../../main/engine/revamp/picture-aspect';
import { run } from '../../main/engine/tools/revamp';
import { picture, textBox, writeLayoutDeck, type Rect } from '../helpers/layout-deck';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { mutateDeck, renderDecks, zipText } from './pptx-test-support';

const EMU = 12700;
/** The picture every slide shows: 64 × 48 px (writeLayoutDeck), replaced here by one with a blue square in it. */
const PX = { width: 320, height: 240 };
/** Where the old layout's picture placeholder is (points): a square, so PowerPoint crops the 4:3 picture into it. */
const SLOT: Rect = { x: 400, y: 130, w: 280, h: 280 };

function body(id: number, r: Rect, paragraphs: string[], size: number): string {
  const box = `<a:xfrm><a:off x="${r.x * EMU}" y="${r.y * EMU}"/><a:ext cx="${r.w * EMU}" cy="${r.h * EMU}"/></a:xfrm>`;
  const text = paragraphs.map((p) => `<a:p><a:r><a:rPr lang="en-US" sz="${size * 100}" dirty="0"/><a:t>${p}</a:t></a:r></a:p>`).join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Content ${id}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr>` +
    `<p:spPr>${box}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${text}</p:txBody></p:sp>`
  );
}

/** A picture in the layout's picture placeholder: no frame of its own, cropped (as PowerPoint does) to fill it. */
function placeholderPicture(id: number): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture Placeholder ${id}"/><p:cNvPicPr><a:picLocks noGrp="1" noChangeAspect="1"/></p:cNvPicPr>` +
    '<p:nvPr><p:ph type="pic" idx="13"/></p:nvPr></p:nvPicPr>' +
    '<p:blipFill><a:blip r:embed="rIdImg"/><a:srcRect l="12500" r="12500"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr/></p:pic>'
  );
}

const title = (text: string): string => textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: [text], size: 32 });
const LIST = ['Taken at dawn from the ridge', 'The fog lifts by nine', 'Best seen in October'];

const SLIDES = [
  placeholderPicture(4) + title('A picture in its placeholder') + body(3, { x: 36, y: 130, w: 340, h: 360 }, LIST, 24),
  title('A picture beside a short list') +
    body(3, { x: 36, y: 130, w: 290, h: 300 }, LIST, 24) +
    picture(4, { x: 340, y: 140, w: 360, h: 270 }),
  title('A picture larger than the body area') + picture(4, { x: 80, y: 60, w: 560, h: 420 }),
  // Cropped by its author to a 2:1 band (a third of its height cut away).
  title('A picture its author cropped') +
    picture(4, { x: 160, y: 160, w: 400, h: 200 }).replace('<a:stretch>', '<a:srcRect t="16667" b="16667"/><a:stretch>'),
];

interface Placed {
  slide: number;
  id: string;
  box: [number, number, number, number];
  /** Frame aspect ÷ the aspect the picture's pixels show after its crop: 1 = not stretched. */
  stretch: number;
}

/** Every picture on the deck's slides (in presentation order), with its frame or, lacking one, the layout's. */
function placedPictures(path: string, slot: [number, number, number, number] | null): Placed[] {
  const rels = zipText(path, 'ppt/_rels/presentation.xml.rels');
  const ids = [...zipText(path, 'ppt/presentation.xml').matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.flatMap((rid, i) => {
    const part = new RegExp(`Id="${rid}"[^>]*Target="(slides/slide\\d+\\.xml)"`).exec(rels)![1]!;
    const xml = zipText(path, `ppt/${part}`);
    return [...xml.matchAll(/<p:pic>[\s\S]*?<\/p:pic>/g)].map(({ 0: pic }) => {
      const m = /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(pic);
      const box = (m ? [1, 2, 3, 4].map((k) => Number(m[k])) : slot) as Placed['box'] | null;
      if (!box) throw new Error(`slide ${i + 1}: a picture with no frame`);
      const rect = /<a:srcRect([^>]*)\/>/.exec(pic)?.[1] ?? '';
      const side = (name: string): number => Number(new RegExp(`\\b${name}="(-?\\d+)"`).exec(rect)?.[1] ?? 0);
      const shown = shownAspect(PX.width, PX.height, { l: side('l'), t: side('t'), r: side('r'), b: side('b') });
      return { slide: i + 1, id: /<p:cNvPr id="(\d+)"/.exec(pic)![1]!, box, stretch: box[2] / box[3] / shown };
    });
  });
}

let dir: string;
let source: string;
let output: { path: string; metadata: Record<string, unknown> };
let pdf: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-revamp-pictures-'));
  const built = join(dir, 'built.pptx');
  await writeLayoutDeck(built, SLIDES);
  // Red, with a blue square in the middle: the square's shape on the page shows whether the picture is stretched.
  const square = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const png = await sharp({ create: { ...PX, channels: 3, background: '#ff0000' } })
    .composite([{ input: square, left: 110, top: 70 }])
    .png()
    .toBuffer();
  const slot = `<a:xfrm><a:off x="${SLOT.x * EMU}" y="${SLOT.y * EMU}"/><a:ext cx="${SLOT.w * EMU}" cy="${SLOT.h * EMU}"/></a:xfrm>`;
  source = join(dir, 'pictures.pptx');
  await mutateDeck(built, source, (name, data) => {
    if (name === 'ppt/media/layout-picture.png') return png;
    if (name !== 'ppt/slideLayouts/slideLayout1.xml') return undefined;
    const placeholder =
      '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Picture Placeholder 1"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="pic" idx="13"/></p:nvPr></p:nvSpPr>' +
      `<p:spPr>${slot}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></p:txBody></p:sp>`;
    return Buffer.from(data.toString('utf8').replace('</p:spTree>', `${placeholder}</p:spTree>`));
  });
  const result = await runTool(run, [{ path: source }], { template: 'classic' });
  output = { path: result.output.path, metadata: result.output.metadata as Record<string, unknown> };
  pdf = (await renderDecks([output.path], dir))[0]!.pdf;
}, 300_000);
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

const slotBox: [number, number, number, number] = [SLOT.x * EMU, SLOT.y * EMU, SLOT.w * EMU, SLOT.h * EMU];

describe('revamp places pictures without stretching them', () => {
  it('finds nothing to flag', () => {
    expect(output.metadata.layoutIssues).toEqual([]);
    expect(output.metadata.slidesKeptAsLaidOut).toBeUndefined();
  });

  it('shows every picture with the aspect it had, at least at its source size where there is room', () => {
    const before = placedPictures(source, slotBox);
    const after = placedPictures(output.path, null);
    expect(after).toHaveLength(before.length);
    for (const was of before) {
      const now = after.find((placed) => placed.slide === was.slide && placed.id === was.id)!;
      expect(now, `slide ${was.slide}`).toBeDefined();
      expect(was.stretch, `slide ${was.slide} source`).toBeCloseTo(1, 2);
      expect(now.stretch, `slide ${was.slide}`).toBeCloseTo(1, 2);
      const grown = (now.box[2] * now.box[3]) / (was.box[2] * was.box[3]);
      // Slide 3's picture is larger than the design's body area: it shrinks, its aspect kept.
      if (was.slide === 3) expect(grown).toBeLessThan(1);
      else expect(grown, `slide ${was.slide}`).toBeGreaterThanOrEqual(0.98);
    }
  });

  it('is drawn unstretched by LibreOffice: the blue square in each picture is square', async () => {
    for (let page = 1; page <= SLIDES.length; page++) {
      const png = join(dir, `page-${page}`);
      execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '60', '-png', '-singlefile', pdf, png]);
      const { data, info } = await sharp(`${png}.png`).raw().toBuffer({ resolveWithObject: true });
      const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          const i = (y * info.width + x) * info.channels;
          if (!(data[i + 2]! > 200 && data[i]! < 60 && data[i + 1]! < 60)) continue;
          box.x0 = Math.min(box.x0, x);
          box.x1 = Math.max(box.x1, x);
          box.y0 = Math.min(box.y0, y);
          box.y1 = Math.max(box.y1, y);
        }
      }
      expect(box.x1, `page ${page}: the square is drawn`).toBeGreaterThan(0);
      const aspect = (box.x1 - box.x0 + 1) / (box.y1 - box.y0 + 1);
      expect(aspect, `page ${page}`).toBeGreaterThan(0.9);
      expect(aspect, `page ${page}`).toBeLessThan(1.1);
    }
  });

  it('crops a picture whose frame changed proportions, adding to its author’s crop, never stretching it', () => {
    // Shown at 2:1 (a third of its 4:3 pixels' height cropped away), then put in a square frame.
    const doc = parseXml(
      `<p:pic xmlns:p="${NS.p}" xmlns:a="${NS.a}" xmlns:r="${NS.r}"><p:nvPicPr><p:cNvPr id="4" name="P"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>` +
        '<p:blipFill><a:blip r:embed="rId2"/><a:srcRect t="16667" b="16667"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>' +
        '<p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="3000000" cy="3000000"/></a:xfrm></p:spPr></p:pic>',
    );
    const pic = doc.documentElement as Element;
    expect(keepPictureAspects(new Map([[pic, 2]]))).toBe(1);
    const xml = serializeElement(pic);
    const rect = /<a:srcRect([^>]*)\/>/.exec(xml)![1]!;
    const side = (name: string): number => Number(new RegExp(`\\b${name}="(-?\\d+)"`).exec(rect)?.[1] ?? 0);
    const [cx, cy] = /<a:ext cx="(\d+)" cy="(\d+)"/.exec(xml)!.slice(1).map(Number) as [number, number];
    expect(side('t')).toBe(16667);
    expect(side('l')).toBe(side('r'));
    expect(side('l')).toBeGreaterThan(0);
    // The most it may crop (30 %) leaves it wider than the square: the frame narrows around it, centred.
    expect(shownAspect(PX.width, PX.height, { l: side('l'), t: side('t'), r: side('r'), b: side('b') })).toBeCloseTo(cx / cy, 2);
    expect(cx).toBe(3000000);
    expect(cy).toBeLessThan(3000000);
    // A frame of the same proportions is left alone.
    expect(keepPictureAspects(new Map([[pic, cx / cy]]))).toBe(0);
  });
});
