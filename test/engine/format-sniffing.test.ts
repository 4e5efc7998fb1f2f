/**
 * What a file is, by its content (issue #19, item 1), on real files of the corpus and on files built here: every kind
 * intake tells apart, and which mismatches it refuses — pictures of another kind than their extension pass where the
 * tool takes that kind too, text passes as Markdown or HTML, a damaged package of the right kind is left to the tool.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTool } from '../../shared/tools/catalog';
import { formatRefusal } from '../../main/engine/intake/format-sniffing';
import { sniffFormat } from '../../main/engine/lib/formats/sniff-format';
import { CORPUS_ROOT } from '../helpers/corpus';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-format-sniffing-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe('sniffFormat', () => {
  it.each([
    ['pptx/pp-shp-picture.pptx', 'pptx'],
    ['pptx/pp-missing_rels_item.pptx', 'pptx'],
    ['ppt/poi-SampleShow.ppt', 'ppt'],
    ['office/poi-bug65649.docx', 'docx'],
    ['office/poi-picture.xlsx', 'xlsx'],
    ['images/poi-nature1.png', 'png'],
    ['images/poi-clock.jpg', 'jpeg'],
    ['images/poi-nature1.gif', 'gif'],
    ['images/poi-testtiff.tif', 'tiff'],
    ['broken/poi-clusterfuzz-testcase-minimized-POIFuzzer-5429732352851968.ppt', 'office-encrypted'],
    ['broken/poi-clusterfuzz-testcase-minimized-POIXSLFFuzzer-5463285576892416.pptx', 'damaged-zip'],
  ])('tells %s is %s', async (path, format) => {
    expect(await sniffFormat(join(CORPUS_ROOT, path))).toBe(format);
  });

  it('tells text, HTML, RTF, PDF, WebP, video containers and noise apart', async () => {
    expect(await sniffFormat(await file('a.md', '# Title\n\n- point\n'))).toBe('text');
    expect(await sniffFormat(await file('a.html', '  <!-- c --><!DOCTYPE html><html><body>x</body></html>'))).toBe('html');
    expect(await sniffFormat(await file('a.rtf', '{\\rtf1\\ansi hello}'))).toBe('rtf');
    expect(await sniffFormat(await file('a.pdf', '%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(
      await sniffFormat(
        await file(
          'a.webp',
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .webp()
            .toBuffer(),
        ),
      ),
    ).toBe('webp');
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\0\0isomavc1', 'latin1'), Buffer.alloc(64)]);
    expect(await sniffFormat(await file('a.mp4', ftyp))).toBe('iso-media');
    expect(await sniffFormat(await file('a.mkv', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)])))).toBe(
      'matroska',
    );
    expect(await sniffFormat(await file('noise.bin', randomBytes(70_000)))).toBe('binary');
  });
});

describe('formatRefusal', () => {
  const tool = (type: string): NonNullable<ReturnType<typeof findTool>> => findTool(type)!;

  it('takes what the name says, and a picture of another kind the tool also takes', () => {
    expect(formatRefusal(tool('convertor.ppt2pdf'), 'deck.pptx', 'pptx')).toBeNull();
    expect(formatRefusal(tool('convertor.ppt2pdf'), 'broken.pptx', 'damaged-zip')).toBeNull();
    expect(formatRefusal(tool('image.resize'), 'photo.jpg', 'png')).toBeNull();
    expect(formatRefusal(tool('convertor.markdown2png'), 'notes.md', 'html')).toBeNull();
    expect(formatRefusal(tool('file.compress'), 'bundle.zip', 'keynote')).toBeNull();
  });

  it('refuses the rest, naming the file, what it is and what the tool takes', () => {
    expect(formatRefusal(tool('convertor.ppt2pdf'), 'deck.pptx', 'docx')?.message).toBe(
      '“deck.pptx” is a Word document (.docx), not a PowerPoint presentation (.pptx). Convert to PDF takes .ppt, .pptx, .odp or .key files.',
    );
    expect(formatRefusal(tool('convertor.ppt2pdf'), 'deck.ppt', 'pptx')?.message).toBe(
      '“deck.ppt” is a PowerPoint presentation (.pptx), not a PowerPoint 97–2003 presentation (.ppt): rename it to .pptx and send it again.',
    );
    expect(formatRefusal(tool('convertor.doc2pdf'), 'memo.docx', 'office-encrypted')?.message).toBe(
      '“memo.docx” is a password-protected Office file, not a Word document (.docx): remove its password (save it without one) and send it again.',
    );
    expect(formatRefusal(tool('image.convertWebp'), 'photo.jpg', 'heif')?.message).toMatch(
      /^“photo\.jpg” is a HEIF\/HEIC picture, not a JPEG picture\. /,
    );
    expect(formatRefusal(tool('convertor.markdown2png'), 'notes.md', 'rtf')?.message).toMatch(
      /^“notes\.md” is an RTF document \(\.rtf\), not a plain text file\. /,
    );
  });
});
