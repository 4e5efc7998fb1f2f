/**
 * Pixel size and stated resolution of a PNG or JPEG, read from its first bytes. A picture's natural size (pixels at
 * its DPI) is what PowerPoint and LibreOffice scale a picture tile from; only a resolution the file states is
 * returned, since the two may assume different ones when it says nothing.
 */
import type { Readable } from 'node:stream';

export interface ImageInfo {
  width: number;
  height: number;
  /** Dots per inch the file states. */
  dpiX: number;
  dpiY: number;
}

/** What of the file is read at most: JPEG's frame header may follow a large EXIF block. */
const MAX_HEADER = 512 * 1024;

export async function readImageInfo(stream: Readable): Promise<ImageInfo | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      const info = parse(Buffer.concat(chunks));
      if (info !== 'more' || length >= MAX_HEADER) return info === 'more' ? undefined : info;
    }
  } finally {
    stream.destroy();
  }
  const info = parse(Buffer.concat(chunks));
  return info === 'more' ? undefined : info;
}

function parse(data: Buffer): ImageInfo | undefined | 'more' {
  if (data.length < 8) return 'more';
  if (data.readUInt32BE(0) === 0x89504e47) return parsePng(data);
  if (data[0] === 0xff && data[1] === 0xd8) return parseJpeg(data);
  return undefined;
}

/** IHDR, then pHYs (pixels per metre when its unit is 1) before the image data. */
function parsePng(data: Buffer): ImageInfo | undefined | 'more' {
  let width = 0;
  let height = 0;
  for (let at = 8; ;) {
    if (at + 8 > data.length) return 'more';
    const size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') return undefined;
    if (at + 12 + size > data.length) return 'more';
    if (type === 'IHDR') {
      width = data.readUInt32BE(at + 8);
      height = data.readUInt32BE(at + 12);
    } else if (type === 'pHYs' && data[at + 16] === 1) {
      const perMetre = (v: number): number => v * 0.0254;
      const dpiX = perMetre(data.readUInt32BE(at + 8));
      const dpiY = perMetre(data.readUInt32BE(at + 12));
      return width > 0 && dpiX > 0 && dpiY > 0 ? { width, height, dpiX, dpiY } : undefined;
    }
    at += 12 + size;
  }
}

/** JFIF density (APP0, units 1 = per inch, 2 = per cm) and the frame header's size. */
function parseJpeg(data: Buffer): ImageInfo | undefined | 'more' {
  let dpiX = 0;
  let dpiY = 0;
  for (let at = 2; ;) {
    if (at + 4 > data.length) return 'more';
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] as number;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const size = data.readUInt16BE(at + 2);
    if (at + 2 + size > data.length) return 'more';
    if (marker === 0xe0 && data.toString('latin1', at + 4, at + 9) === 'JFIF\0') {
      const units = data[at + 11];
      const x = data.readUInt16BE(at + 12);
      const y = data.readUInt16BE(at + 14);
      const perInch = units === 1 ? 1 : units === 2 ? 2.54 : 0;
      dpiX = x * perInch;
      dpiY = y * perInch;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      return dpiX > 0 && dpiY > 0 && width > 0 && height > 0 ? { width, height, dpiX, dpiY } : undefined;
    }
    if (marker === 0xda) return undefined;
    at += 2 + size;
  }
}
