/**
 * Create puts an icon on each card, offline: picked by keyword from the card's text (all different in a row), drawn
 * in the design's accent as SVG with a PNG fallback (`asvg:svgBlip`), and LibreOffice draws the PNG: the icon's box
 * on the rendered page holds accent-coloured pixels. One outline, one render.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_KEYWORDS, iconFor, iconsDir, NEUTRAL_ICONS, pickIcons } from '../../main/engine/generation/icon-pick';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { run } from '../../main/engine/tools/generation';
import { findDeckTemplate } from '../../shared/tools/deck-templates';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { renderDecks, zipEntries, zipText } from './pptx-test-support';

const OUTLINE = `# Our plan

## Why customers stay
- Fast delivery to every city
- Secure payments and privacy
- A support team that answers
`;
const TEMPLATE = 'midnight';
const ACCENT = findDeckTemplate(TEMPLATE)!.colors.accent1;
const EMU_PER_INCH = 914400;
const DPI = 96;

let deck: string;
let pdf: string;

beforeAll(async () => {
  const { output } = await runTool(run, [], { inputText: OUTLINE, template: TEMPLATE });
  deck = output.path;
  expect(output.metadata?.layoutIssues).toEqual([]);
  const dir = await mkdtemp(join(tmpdir(), 'deckhand-create-icons-'));
  pdf = (await renderDecks([deck], dir))[0]!.pdf;
}, 240_000);

afterAll(cleanupWorkDirs);

const hex = (value: string): [number, number, number] =>
  [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
const near = (a: readonly number[], b: readonly number[], tolerance = 40): boolean => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('Create: icons on cards', () => {
  it('names only icons the set has, and picks one per card by keyword, all different', () => {
    for (const name of [...Object.values(ICON_KEYWORDS), ...NEUTRAL_ICONS])
      expect(existsSync(join(iconsDir(), `${name}.svg`)), name).toBe(true);
    expect(iconFor('Secure payments and privacy')).toBe('shield-check');
    expect(iconFor('Bicycle lanes downtown')).not.toBeNull(); // from the set's own names and tags
    const picked = pickIcons(['Fast delivery', 'Faster checkout', 'No keyword here at all']);
    expect(new Set(picked).size).toBe(3);
    expect(picked[0]).toBe('bolt');
  });

  it('embeds each icon as an SVG in the accent colour with a PNG fallback', async () => {
    expect((await verifyPackage(deck)).problems).toEqual([]);
    const slide = zipText(deck, 'ppt/slides/slide2.xml');
    const blips = [
      ...slide.matchAll(
        /<a:blip r:embed="(rIdIcon\d+)"><a:extLst><a:ext uri="\{96DAC541-7B7A-43D3-8B79-37D633B846F1\}"><asvg:svgBlip [^>]*r:embed="(rIdIconSvg\d+)"/g,
      ),
    ];
    expect(blips).toHaveLength(3);
    const rels = zipText(deck, 'ppt/slides/_rels/slide2.xml.rels');
    const target = (id: string): string => `ppt/${new RegExp(`Id="${id}"[^>]*Target="\\.\\./([^"]+)"`).exec(rels)![1]!}`;
    for (const [, png, svg] of blips) {
      expect(target(png!)).toMatch(/\.png$/);
      expect(target(svg!)).toMatch(/\.svg$/);
      const source = zipText(deck, target(svg!));
      expect(source).toContain(`stroke="#${ACCENT.toUpperCase()}"`);
      expect(source).not.toContain('currentColor');
      const dir = await mkdtemp(join(tmpdir(), 'deckhand-icon-'));
      execFileSync('unzip', ['-q', deck, target(png!), '-d', dir]);
      const { data, info } = await sharp(join(dir, target(png!)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      let accentPixels = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if ((info.channels < 4 || data[i + 3]! > 200) && near([data[i]!, data[i + 1]!, data[i + 2]!], hex(ACCENT))) accentPixels++;
      }
      expect(accentPixels).toBeGreaterThan(100);
    }
    const types = zipText(deck, '[Content_Types].xml');
    expect(types).toContain('Extension="svg" ContentType="image/svg+xml"');
    expect(types).toContain('Extension="png" ContentType="image/png"');
    expect(zipEntries(deck).filter((name) => name.startsWith('ppt/media/icon-'))).toHaveLength(6);
  });

  it('is drawn by LibreOffice: each icon’s box on the page holds accent-coloured strokes', async () => {
    const png = join(tmpdir(), `deckhand-icons-${process.pid}`);
    execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', String(DPI), '-png', '-singlefile', pdf, png]);
    const { data, info } = await sharp(`${png}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const slide = zipText(deck, 'ppt/slides/slide2.xml');
    const boxes = [...slide.matchAll(/<p:pic>.*?<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>.*?<\/p:pic>/g)].map((m) =>
      m.slice(1, 5).map((v) => (Number(v) / EMU_PER_INCH) * DPI),
    );
    expect(boxes).toHaveLength(3);
    for (const [x, y, w, h] of boxes) {
      let accentPixels = 0;
      for (let py = Math.ceil(y!); py < Math.floor(y! + h!); py++) {
        for (let px = Math.ceil(x!); px < Math.floor(x! + w!); px++) {
          const i = (py * info.width + px) * 3;
          if (near([data[i]!, data[i + 1]!, data[i + 2]!], hex(ACCENT), 60)) accentPixels++;
        }
      }
      expect(accentPixels).toBeGreaterThan(20);
    }
  });
});
