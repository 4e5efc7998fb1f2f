/**
 * `npm run gallery`: before/after pictures of the Translate tool (Apertium en→es) on corpus decks, written to
 * docs/gallery/ with a README listing each pair and what the layout checker and the text fit reported. Needs
 * LibreOffice, poppler and Apertium with its English–Spanish pair.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { run } from '../../main/engine/tools/translation';
import { CORPUS_ROOT } from '../helpers/corpus';

const OUT = resolve(import.meta.dirname, '../../docs/gallery');
/** Deck and the slides worth showing (long Spanish text in tight boxes, a table, chevrons with single words). */
const PICKS: { deck: string; slides: number[] }[] = [
  { deck: 'poi-aptia.pptx', slides: [7] },
  { deck: 'poi-45545_Comment.pptx', slides: [3] },
  { deck: 'pp-tbl-cell.pptx', slides: [1] },
  { deck: 'poi-SampleShow.pptx', slides: [2] },
];

function renderSlide(pptx: string, slide: number, dest: string, work: string): void {
  const profile = join(work, 'lo-profile');
  execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', work, pptx], {
    stdio: 'ignore',
  });
  const pdf = join(work, `${basename(pptx, '.pptx')}.pdf`);
  execFileSync('pdftoppm', ['-r', '50', '-png', '-singlefile', '-f', String(slide), '-l', String(slide), pdf, dest.replace(/\.png$/, '')]);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const name of readdirSync(OUT)) if (name.endsWith('.png')) rmSync(join(OUT, name));
  const lines = [
    '# Translate: before and after',
    '',
    'Made by `npm run gallery` (test/bench/gallery.ts): corpus decks translated English → Spanish by Apertium, rendered by',
    'LibreOffice at 50 dpi. Left the source slide, right the translation. Below each pair: what the layout checker',
    '(`layoutIssues`) and the text fit (`unfitShapes`) reported for the whole deck.',
    '',
  ];
  for (const pick of PICKS) {
    const work = mkdtempSync(join(tmpdir(), 'deckhand-gallery-'));
    try {
      const source = join(CORPUS_ROOT, 'pptx', pick.deck);
      const output = await run({
        inputs: [
          { path: source, name: pick.deck, size: 0, mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
        ],
        params: { from: 'en', to: 'es' },
        workDir: work,
        signal: new AbortController().signal,
        reportProgress: () => undefined,
      });
      const translated = join(work, `${basename(pick.deck, '.pptx')}.es.pptx`);
      copyFileSync(output.path, translated);
      const metadata = output.metadata as { layoutIssues?: unknown[]; unfitShapes?: unknown[] };
      for (const slide of pick.slides) {
        const stem = `${basename(pick.deck, '.pptx')}-${slide}`;
        renderSlide(source, slide, join(OUT, `${stem}-before.png`), work);
        renderSlide(translated, slide, join(OUT, `${stem}-after.png`), work);
        lines.push(`## ${pick.deck}, slide ${slide}`, '', `![before](${stem}-before.png) ![after](${stem}-after.png)`, '');
      }
      lines.push(
        `Layout issues: ${JSON.stringify(metadata.layoutIssues ?? [])}; shapes that could not fit: ${JSON.stringify(metadata.unfitShapes ?? [])}.`,
        '',
      );
      console.log(pick.deck, 'done');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  writeFileSync(join(OUT, 'README.md'), lines.join('\n'));
}

await main();
