/**
 * `npm run design-previews`: renders each built-in design once — Create on a short outline (its title slide and a
 * slide of key numbers), LibreOffice → PDF → PNG — into renderer/src/shared/panel/design-previews/<id>.png, the
 * pictures the Create and Revamp panels show for the designs. Run again when a design's look changes.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as create } from '../../main/engine/tools/generation';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';
import { renderDecks } from '../engine/pptx-test-support';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../renderer/src/shared/panel/design-previews');
const OUTLINE = `# Field Service Review
Quarterly results

## The year in numbers
- 98 % of visits finished on the day
- 4,195 visits in all
- 4.6 average customer rating
`;
const WIDTH = 320;

const scratch = mkdtempSync(join(tmpdir(), 'deckhand-design-previews-'));
process.env.DECKHAND_LAYOUT_CHECK = '0';
try {
  const decks: string[] = [];
  for (const template of DECK_TEMPLATES) {
    const workDir = mkdtempSync(join(scratch, 'job-'));
    const out = await create({
      inputs: [],
      params: { inputText: OUTLINE, template: template.id },
      workDir,
      signal: new AbortController().signal,
      reportProgress: () => {},
    });
    const deck = join(scratch, `${template.id}.pptx`);
    copyFileSync(out.path, deck);
    decks.push(deck);
  }
  const renders = await renderDecks(decks, scratch);
  for (const [i, template] of DECK_TEMPLATES.entries()) {
    const stem = join(scratch, `p${i}`);
    execFileSync('pdftoppm', ['-png', '-scale-to-x', String(WIDTH), '-scale-to-y', '-1', renders[i]!.pdf, stem]);
    // The title slide above the content slide, one picture.
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      `${stem}-1.png`,
      '-i',
      `${stem}-2.png`,
      '-filter_complex',
      'vstack',
      join(OUT, `${template.id}.png`),
    ]);
    console.log(`${template.id}.png`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
