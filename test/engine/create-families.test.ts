/**
 * Create on a 12-slide outline of lists, numbers, steps, dates, columns, a table, a quote, a wide picture and a
 * closing line, rendered by LibreOffice (one Create with its layout check, one render of its deck): the slides use
 * at least seven layout families, nothing is flagged, every content slide's content fills at least 45 % of the
 * slide inside its margins, body text is at least 18 pt and titles 32–44 pt, and every word of the outline shows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFill } from '../../main/engine/layout-check/content-fill';
import { readPdfLayout, type PageLayout } from '../../main/engine/layout-check/pdf-layout';
import { run } from '../../main/engine/tools/generation';
import { isContentLayout, slideLayoutNumbers } from '../bench/design-measures';
import { FAMILIES_OUTLINE, widePicture } from '../bench/sample-outline';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { renderDecks } from './pptx-test-support';

let dir: string;
let metadata: { slides: number; families: Record<string, number>; layoutIssues?: unknown[] };
let pages: PageLayout[];
let layouts: number[];
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-create-families-'));
  const picture = join(dir, 'depot.png');
  await widePicture(picture);
  const { output } = await runTool(run, [{ path: picture, mimeType: 'image/png' }], { inputText: FAMILIES_OUTLINE, template: 'midnight' });
  metadata = output.metadata as typeof metadata;
  const [rendered] = await renderDecks([output.path], dir);
  pages = await readPdfLayout(rendered!.pdf);
  layouts = slideLayoutNumbers(output.path, metadata.slides);
  text = execFileSync('pdftotext', [rendered!.pdf, '-'], { encoding: 'utf8' });
}, 400_000);
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

const contentPages = (): PageLayout[] => pages.filter((_, i) => isContentLayout(layouts[i]!));

describe('Create’s layout families, rendered', () => {
  it('choose at least seven families for a 12-slide outline, with nothing flagged', () => {
    expect(metadata.slides).toBe(12);
    expect(Object.keys(metadata.families).length).toBeGreaterThanOrEqual(7);
    expect(metadata.families).toMatchObject({ agenda: 1, steps: 1, timeline: 1, kpi: 1, table: 1, quote: 1, fullPicture: 1, closing: 1 });
    expect(metadata.layoutIssues).toEqual([]);
  });

  it('fill every content slide’s content area to at least 45 %', () => {
    expect(contentPages().length).toBe(10);
    const fills = contentPages().map((page) => Math.round(contentFill(page) * 100));
    expect(Math.min(...fills), fills.join(' ')).toBeGreaterThanOrEqual(45);
  });

  it('set body text at 18 pt or more and titles at 32–44 pt', () => {
    for (const [n, page] of contentPages().entries()) {
      const sizes = page.lines.filter((line) => line.text.trim()).map((line) => line.size);
      expect(Math.min(...sizes), `content page ${n + 1}`).toBeGreaterThanOrEqual(18);
      // The title: the largest text in the top fifth, or on the full-bleed picture's band.
      const top = page.lines.filter((line) => line.box.y < page.height / 5);
      const title = top.length ? top : page.lines.filter((line) => line.box.y > page.height * 0.75);
      const size = Math.max(...title.map((line) => line.size));
      expect(size, `content page ${n + 1}`).toBeGreaterThanOrEqual(32);
      expect(size, `content page ${n + 1}`).toBeLessThanOrEqual(44);
    }
  });

  it('show every word of the outline', () => {
    const shown = text.replace(/\s+/g, '');
    const words = FAMILIES_OUTLINE.replace(/^[#>|\-\d.!]+|\*\*|\[.*?\]|\(.*?\.png\)|[|—-]/gm, ' ')
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]{3,}$/.test(word));
    expect(words.length).toBeGreaterThan(100);
    expect(words.filter((word) => !shown.includes(word))).toEqual([]);
  });
});
