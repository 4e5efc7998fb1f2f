/**
 * `npm run bench -- pdf`: the PDF tools beside the programs people would use instead, in one run (issue #31).
 * - pdf.compress Balanced vs `gs -dPDFSETTINGS=/ebook` on picture-heavy PDFs (corpus decks rendered at 300 dpi and put
 *   back as pictures): size reduction in points, worst page SSIM against the input (greyscale renders), outputs
 *   larger than their input. Targets: within 5 points of /ebook, SSIM ≥ 0.95, none larger.
 * - pdf.ocr vs `ocrmypdf --rotate-pages --deskew` (straighten on) and plain `ocrmypdf` (off) on the same file, when
 *   ocrmypdf is installed (the bench's only use of it: Debian's `ocrmypdf`), time ≤ 1.2×; Tesseract alone as the
 *   floor; share of Tesseract's own words `pdftotext` finds in the output (≥ 95 %), output/input size (≤ 1.1).
 * - pdf.merge of 20 PDFs vs `qpdf --empty --pages …` (≤ 1.5× its time).
 * - pdf.redact: occurrences left by pdftotext and by mutool (0), other words kept (≥ 99 %), pictures per page as
 *   before (no page rasterised).
 * Every output passes `qpdf --check`. Targets are printed, not asserted: the tests assert their own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfCompress } from '../../shared/tools/definitions/pdf-compress';
import { pdfMerge } from '../../shared/tools/definitions/pdf-merge';
import { pdfOcr } from '../../shared/tools/definitions/pdf-ocr';
import { pdfRedact } from '../../shared/tools/definitions/pdf-redact';
import { run as compress } from '../../main/engine/tools/pdf-compress';
import { run as merge } from '../../main/engine/tools/pdf-merge';
import { run as ocr } from '../../main/engine/tools/pdf-ocr';
import { run as redact } from '../../main/engine/tools/pdf-redact';
import { makeDeckPdfs, pictureOnlyCopy, type PdfDeck } from '../helpers/pdf-files';
import {
  kb,
  mutoolText,
  pageCount,
  pdftotext,
  percent,
  pictureCount,
  qpdfClean,
  renderGrey,
  runTool,
  sizeOf,
  timed,
  wordsOf,
  worstPageSsim,
} from './pdf-bench-support';

type Log = (line: string) => void;
const checks: Array<[string, boolean]> = [];
const checked = (name: string, pdf: string): void => void checks.push([name, qpdfClean(pdf)]);

async function compressMeasures(log: Log, scans: Record<string, string>, work: string): Promise<void> {
  log('pdf.compress Balanced vs gs -dPDFSETTINGS=/ebook (300 dpi scans of corpus decks):');
  let larger = 0;
  for (const [name, scan] of Object.entries(scans)) {
    const input = await sizeOf(scan);
    const ours = await runTool(compress, [scan], pdfCompress.params.parse({ level: 'balanced' }), work);
    const reference = join(work, `${name}-ebook.pdf`);
    const gs = await timed(() =>
      execFileSync('gs', [
        '-q',
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-sDEVICE=pdfwrite',
        '-dPDFSETTINGS=/ebook',
        `-sOutputFile=${reference}`,
        scan,
      ]),
    );
    const [oursSize, gsSize] = [await sizeOf(ours.value.path), await sizeOf(reference)];
    if (oursSize > input) larger++;
    checked(`compress ${name}`, ours.value.path);
    const scratch = await mkdtemp(join(work, 'ssim-'));
    const [oursSsim, gsSsim] = [
      await worstPageSsim(scan, ours.value.path, 100, scratch),
      await worstPageSsim(scan, reference, 100, scratch),
    ];
    const [oursCut, gsCut] = [100 * (1 - oursSize / input), 100 * (1 - gsSize / input)];
    log(
      `  ${name} (${pageCount(scan)} pages, ${kb(input)}): Balanced ${kb(oursSize)} −${oursCut.toFixed(1)} % in ${ours.seconds.toFixed(1)} s, ` +
        `worst SSIM ${oursSsim.toFixed(3)} | /ebook ${kb(gsSize)} −${gsCut.toFixed(1)} % in ${gs.seconds.toFixed(1)} s, worst SSIM ${gsSsim.toFixed(3)} | ` +
        `${(oursCut - gsCut).toFixed(1)} points (target within 5)`,
    );
  }
  log(`  outputs larger than their input: ${larger} (target 0)`);
}

/** ocrmypdf's run on `scan` with `flags`, timed; null when it is not installed (the bench only, no test needs it). */
async function ocrmypdf(scan: string, flags: string[], out: string): Promise<{ seconds: number; size: number } | null> {
  if (spawnSync('ocrmypdf', ['--version']).status !== 0) return null;
  const run = await timed(() => execFileSync('ocrmypdf', ['-q', ...flags, scan, out], { stdio: 'ignore' }));
  return { seconds: run.seconds, size: await sizeOf(out) };
}

async function ocrMeasures(log: Log, scan: string, work: string): Promise<void> {
  log('pdf.ocr vs ocrmypdf (Debian, default settings) and vs tesseract alone, on the same scanned pages:');
  const pages = pageCount(scan);
  const ours = await runTool(ocr, [scan], pdfOcr.params.parse({ language: 'en' }), work);
  checked('ocr', ours.value.path);
  const plain = await runTool(ocr, [scan], pdfOcr.params.parse({ language: 'en', straighten: false }), work);
  const straightening = await ocrmypdf(scan, ['--rotate-pages', '--deskew'], join(work, 'ocrmypdf-straight.pdf'));
  const reading = await ocrmypdf(scan, [], join(work, 'ocrmypdf-plain.pdf'));
  const against = (seconds: number, theirs: { seconds: number } | null, flags: string): string =>
    theirs
      ? `ocrmypdf ${flags} ${theirs.seconds.toFixed(1)} s | ratio ${(seconds / theirs.seconds).toFixed(2)}× (target ≤ 1.2×)`
      : `ocrmypdf is not installed here: that row is skipped (Debian: apt-get install --no-install-recommends ocrmypdf)`;
  log(
    `  ${pages} pages, straighten on: pdf.ocr ${ours.seconds.toFixed(1)} s | ${against(ours.seconds, straightening, '--rotate-pages --deskew')}`,
  );
  log(`  ${pages} pages, straighten off: pdf.ocr ${plain.seconds.toFixed(1)} s | ${against(plain.seconds, reading, '(plain)')}`);
  // Tesseract alone: the same 300 dpi grey renders the tool reads, one page at a time, on one thread: the floor.
  let renderSeconds = 0;
  let tesseractSeconds = 0;
  let alone = 0;
  let found = 0;
  for (let page = 1; page <= pages; page++) {
    const picture = await timed(() => renderGrey(scan, page, 300, join(work, `ocr-${page}`)));
    renderSeconds += picture.seconds;
    const read = await timed(() =>
      execFileSync('tesseract', [picture.value, '-', '-l', 'eng', '--dpi', '300'], {
        encoding: 'utf8',
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      }),
    );
    tesseractSeconds += read.seconds;
    const theirs = wordsOf(read.value);
    const ourWords = new Set(wordsOf(pdftotext(ours.value.path, page)));
    alone += theirs.length;
    found += theirs.filter((word) => ourWords.has(word)).length;
  }
  const floor = renderSeconds + tesseractSeconds;
  log(
    `  pdftoppm ${renderSeconds.toFixed(1)} s + tesseract ${tesseractSeconds.toFixed(1)} s one page after another = ${floor.toFixed(1)} s ` +
      `(pdf.ocr works on two pages at once: on, ${(ours.seconds / floor).toFixed(2)}×; off, ${(plain.seconds / floor).toFixed(2)}×)`,
  );
  log(`  words Tesseract reads that pdftotext finds in the output: ${found}/${alone} = ${percent(found, alone)} (target ≥ 95 %)`);
  const [input, output] = [await sizeOf(scan), await sizeOf(ours.value.path)];
  const sizes = [straightening, reading].every(Boolean) ? ` | ocrmypdf's: ${kb(straightening!.size)}, ${kb(reading!.size)}` : '';
  log(`  output/input size: ${kb(output)}/${kb(input)} = ${(output / input).toFixed(3)} (target ≤ 1.1)${sizes}`);
}

async function mergeMeasures(log: Log, pdfs: Record<PdfDeck, string>, work: string): Promise<void> {
  const sources = Object.values(pdfs);
  const files: string[] = [];
  for (let i = 0; i < 20; i++) {
    const file = join(work, `merge-${String(i + 1).padStart(2, '0')}.pdf`);
    await copyFile(sources[i % sources.length]!, file);
    files.push(file);
  }
  const ours = await runTool(merge, files, pdfMerge.params.parse({}), work);
  const keeping = await runTool(merge, files, pdfMerge.params.parse({ keepActiveContent: true }), work);
  const reference = join(work, 'qpdf-merged.pdf');
  const qpdf = await timed(() => execFileSync('qpdf', ['--empty', '--pages', ...files, '--', reference]));
  checked('merge', ours.value.path);
  checked('merge (qpdf)', reference);
  log(
    `pdf.merge of 20 PDFs (${pageCount(ours.value.path)} pages, bookmarks per file): ${ours.seconds.toFixed(2)} s | ` +
      `qpdf --empty --pages ${qpdf.seconds.toFixed(2)} s (${pageCount(reference)} pages, no bookmarks) | ratio ${(ours.seconds / qpdf.seconds).toFixed(2)}× (target ≤ 1.5×)`,
  );
  log(
    `  the same with keepActiveContent (inputs only unlocked, not cleaned): ${keeping.seconds.toFixed(2)} s, ${(keeping.seconds / qpdf.seconds).toFixed(2)}×`,
  );
}

async function redactMeasures(log: Log, pdfs: Record<PdfDeck, string>, work: string): Promise<void> {
  log('pdf.redact (words removed, counted after by pdftotext and by mutool):');
  for (const [name, pdf, words] of [
    ['poi-SampleShow', pdfs.titled, ['first', 'bullet']],
    ['az-SlideMasters', pdfs.sample, ['title']],
    ['az-SlideWithImages', pdfs.pictures, ['png', 'svg']],
  ] as const) {
    const ours = await runTool(redact, [pdf], pdfRedact.params.parse({ words: words.join(', ') }), work);
    const out = ours.value.path;
    checked(`redact ${name}`, out);
    const gone = new Set<string>(words);
    const count = (text: string): number => wordsOf(text).filter((word) => [...gone].some((w) => word.includes(w))).length;
    const before = wordsOf(pdftotext(pdf)).filter((word) => ![...gone].some((w) => word.includes(w)));
    const after = wordsOf(pdftotext(out));
    const left = new Map<string, number>();
    for (const word of after) left.set(word, (left.get(word) ?? 0) + 1);
    const kept = before.filter((word) => {
      const n = left.get(word) ?? 0;
      if (n > 0) left.set(word, n - 1);
      return n > 0;
    }).length;
    const pictures = [pictureCount(pdf), pictureCount(out)];
    log(
      `  ${name} [${words.join(', ')}]: ${count(pdftotext(pdf))} occurrences before; after: pdftotext ${count(pdftotext(out))}, mutool ${count(mutoolText(out))} (target 0) | ` +
        `other words kept ${kept}/${before.length} = ${percent(kept, before.length)} (target ≥ 99 %) | pictures ${pictures[0]} → ${pictures[1]}, ` +
        `text still text: ${after.length > 0 ? 'yes' : 'no'} | ${ours.seconds.toFixed(1)} s`,
    );
  }
}

export async function runBench(log: Log): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'deckhand-bench-pdf-'));
  try {
    const pdfs = await makeDeckPdfs(work);
    const scans = {
      'az-SlideMasters (PNG)': await pictureOnlyCopy(pdfs.sample, join(work, 'scan-sample.pdf'), 300),
      'az-SlideWithImages (PNG)': await pictureOnlyCopy(pdfs.pictures, join(work, 'scan-pictures.pdf'), 300),
      'poi-SampleShow (JPEG)': await pictureOnlyCopy(pdfs.titled, join(work, 'scan-titled.pdf'), 300, 'jpeg'),
    };
    await compressMeasures(log, scans, work);
    const ocrScan = join(work, 'ocr-scan.pdf');
    execFileSync('qpdf', [
      '--empty',
      '--pages',
      await pictureOnlyCopy(pdfs.titled, join(work, 'scan-titled-200.pdf'), 200),
      scans['az-SlideMasters (PNG)'],
      '--',
      ocrScan,
    ]);
    await ocrMeasures(log, ocrScan, work);
    await mergeMeasures(log, pdfs, work);
    await redactMeasures(log, pdfs, work);
    const failed = checks.filter(([, clean]) => !clean).map(([name]) => name);
    log(
      `qpdf --check: ${checks.length - failed.length}/${checks.length} outputs clean${failed.length > 0 ? ` (not: ${failed.join(', ')})` : ''}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
