/**
 * Builds photo-heavy decks for the compressor's tests and benchmark: synthetic "photos" (colour gradients, soft
 * shapes and blurred noise, so they compress like camera pictures rather than like flat test patterns) placed on
 * slides far smaller than their pixel size. The template is the corpus' slide-less pp-minimal.pptx.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ZipReader } from '../../main/engine/lib/zip/zip-reader';
import { ZipWriter } from '../../main/engine/lib/zip/zip-writer';
import { CORPUS_ROOT } from './corpus';

export const TEMPLATE_DECK = `${CORPUS_ROOT}/pptx/pp-minimal.pptx`;
const EMU_PER_INCH = 914_400;

export interface PhotoSpec {
  width: number;
  height: number;
  /** Displayed size on the slide. */
  inches: { w: number; h: number };
  format?: 'jpeg' | 'png';
  /** PNG with a transparent cut-out (stays PNG). */
  transparent?: boolean;
}

export interface PhotoDeckOptions {
  /** One entry per slide, each a list of pictures. */
  slides: PhotoSpec[][];
  seed?: number;
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

/** A synthetic photograph as raw-encoded JPEG (quality 92) or PNG. */
export async function makePhoto(spec: PhotoSpec, seed: number): Promise<Buffer> {
  const random = rng(seed);
  const hue = (): string => `hsl(${Math.round(random() * 360)},${40 + Math.round(random() * 40)}%,${35 + Math.round(random() * 30)}%)`;
  const { width, height } = spec;
  const circles = Array.from({ length: 14 }, () => {
    const r = (0.05 + random() * 0.25) * Math.min(width, height);
    return `<circle cx="${random() * width}" cy="${random() * height}" r="${r}" fill="${hue()}" fill-opacity="${0.35 + random() * 0.4}"/>`;
  }).join('');
  // The smooth picture is drawn small and scaled up (cheap), then fine noise is laid over it in soft-light.
  const sw = Math.max(64, Math.round(width / 8));
  const sh = Math.max(48, Math.round(height / 8));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue()}"/><stop offset="1" stop-color="${hue()}"/></linearGradient>
    <filter id="b"><feGaussianBlur stdDeviation="${Math.max(4, width / 200)}"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${circles}</g></svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  // A 256-px noise tile repeated: as costly to encode as full-size noise, far cheaper to make.
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .blur(1.1)
    .png({ compressionLevel: 0 })
    .toBuffer();
  let image = sharp(
    await sharp(base, { raw: { width, height, channels: 3 } })
      .composite([{ input: tile, tile: true, blend: 'soft-light' }])
      .removeAlpha()
      .raw()
      .toBuffer(),
    { raw: { width, height, channels: 3 } },
  );
  if (spec.transparent) {
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.45}" ry="${height * 0.45}" fill="#fff"/></svg>`,
    );
    const alpha = await sharp(mask).extractChannel('alpha').raw().toBuffer();
    image = sharp(
      await image
        .joinChannel(alpha, { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer(),
    );
  }
  return spec.format === 'png' || spec.transparent ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

function picXml(id: number, relId: string, spec: PhotoSpec, index: number): string {
  const cx = Math.round(spec.inches.w * EMU_PER_INCH);
  const cy = Math.round(spec.inches.h * EMU_PER_INCH);
  const x = 300_000 + (index % 3) * (cx + 150_000);
  const y = 300_000 + Math.floor(index / 3) * (cy + 150_000);
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

function slideXml(pics: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
    '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>' +
    `${pics}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`
  );
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export async function buildPhotoDeck(outPath: string, options: PhotoDeckOptions): Promise<void> {
  const template = await ZipReader.open(TEMPLATE_DECK, 'template');
  const writer = new ZipWriter(outPath);
  const mtime = new Date(Date.UTC(2024, 0, 1));
  const added: { name: string; data: Buffer }[] = [];
  let seed = options.seed ?? 7;
  let mediaCount = 0;
  for (const [s, photos] of options.slides.entries()) {
    const rels = [`<Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>`];
    const pics: string[] = [];
    for (const [i, spec] of photos.entries()) {
      mediaCount += 1;
      const ext = spec.format === 'png' || spec.transparent ? 'png' : 'jpeg';
      const media = `ppt/media/image${mediaCount}.${ext}`;
      added.push({ name: media, data: await makePhoto(spec, seed++) });
      rels.push(`<Relationship Id="rId${i + 2}" Type="${REL}/image" Target="../media/image${mediaCount}.${ext}"/>`);
      pics.push(picXml(i + 2, `rId${i + 2}`, spec, i));
    }
    added.push({ name: `ppt/slides/slide${s + 1}.xml`, data: Buffer.from(slideXml(pics.join(''))) });
    added.push({
      name: `ppt/slides/_rels/slide${s + 1}.xml.rels`,
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
      ),
    });
  }
  const count = options.slides.length;
  for (const entry of template.entries) {
    let text: string | null = null;
    if (entry.name === '[Content_Types].xml') {
      text = (await template.readText(entry)).replace(
        '<Default Extension="xml"',
        '<Default Extension="png" ContentType="image/png"/><Default Extension="xml"',
      );
      const overrides = Array.from(
        { length: count },
        (_, i) =>
          `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
      ).join('');
      text = text.replace('</Types>', `${overrides}</Types>`);
    } else if (entry.name === 'ppt/presentation.xml') {
      const ids = Array.from({ length: count }, (_, i) => `<p:sldId id="${256 + i}" r:id="rId${100 + i}"/>`).join('');
      text = (await template.readText(entry)).replace('</p:sldMasterIdLst>', `</p:sldMasterIdLst><p:sldIdLst>${ids}</p:sldIdLst>`);
    } else if (entry.name === 'ppt/_rels/presentation.xml.rels') {
      const rels = Array.from(
        { length: count },
        (_, i) => `<Relationship Id="rId${100 + i}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`,
      ).join('');
      text = (await template.readText(entry)).replace('</Relationships>', `${rels}</Relationships>`);
    }
    if (text !== null) writer.addBuffer(entry.name, Buffer.from(text), { mtime });
    else writer.addBuffer(entry.name, await template.readBuffer(entry), { mtime });
  }
  for (const part of added) writer.addBuffer(part.name, part.data, { mtime });
  await writer.finish();
  template.close();
}

/** Writes `data` and returns its path (for small generated inputs). */
export async function writeBytes(path: string, data: Buffer): Promise<string> {
  await writeFile(path, data);
  return path;
}
