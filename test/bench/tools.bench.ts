/**
 * Tools benchmark: our image.resize, video.compress and convertor.ppt2pdf against the reference program doing the
 * same job directly (vipsthumbnail, ffmpeg, soffice). Inputs are generated once and cached in the system's temp folder (deckhand-bench/).
 *
 * Targets: image resize throughput ≥ 0.8× vipsthumbnail's; video time ≤ 1.1× ffmpeg's with the same settings;
 * ppt2pdf time ≤ 1.2× `soffice --convert-to pdf`. The machine is shared, so each side runs several times, the two
 * sides alternating, and the best run of each is compared (the least disturbed by other load). CPU time (own +
 * children's) is printed too: it hardly depends on what else the machine is doing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { run as resizeImage } from '../../main/engine/tools/image-resize';
import { run as convertToPdf } from '../../main/engine/tools/ppt2pdf';
import { locateFfmpeg, locateFfprobe } from '../../main/engine/lib/media/ffmpeg';
import { probeMedia } from '../../main/engine/lib/media/media-probe';
import { h264Mp4Args } from '../../main/engine/lib/media/video-settings';
import { run as compressVideo } from '../../main/engine/tools/video-compress';
import { CORPUS_ROOT } from '../helpers/corpus';
import { callTool } from './call-tool';
import { BENCH_CACHE, bestOf, loadNote, seconds } from './bench-timing';

const exec = promisify(execFile);
const IMAGE_COUNT = 40;
const IMAGE_WIDTH = 1200;
const DECK = `${CORPUS_ROOT}/ppt/poi-45543.ppt`;

type Log = (line: string) => void;

/** 40 distinct 4000×3000 photos (crops, flips and tints of a corpus photo with film grain), JPEG q90. */
async function benchImages(): Promise<string[]> {
  const dir = path.join(BENCH_CACHE, 'images-4000x3000');
  await mkdir(dir, { recursive: true });
  const base = await sharp(`${CORPUS_ROOT}/images/poi-nature1.jpg`).resize(4400, 3300).raw().toBuffer({ resolveWithObject: true });
  const files: string[] = [];
  for (let i = 0; i < IMAGE_COUNT; i++) {
    const file = path.join(dir, `photo-${String(i).padStart(2, '0')}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    const grain = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 10 },
      },
    })
      .raw()
      .toBuffer();
    let image = sharp(base.data, { raw: base.info }).extract({ left: (i * 37) % 400, top: (i * 23) % 300, width: 4000, height: 3000 });
    if (i % 2) image = image.flop();
    await image
      .modulate({ hue: (i * 9) % 360, brightness: 0.9 + (i % 5) * 0.05 })
      .composite([{ input: grain, raw: { width: 4000, height: 3000, channels: 3 }, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toFile(file);
  }
  return files;
}

async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

async function benchImageResize(log: Log, scratch: string): Promise<void> {
  const files = await benchImages();
  const cores = availableParallelism();
  const outDir = path.join(scratch, 'vips');
  await mkdir(outDir, { recursive: true });
  // The engine runs one tool per job with sharp's default of 1 libvips thread (glibc build); two jobs use two cores.
  const ours = (): Promise<void> => inParallel(files, cores, (file) => callTool(resizeImage, file, { maxWidth: IMAGE_WIDTH }, scratch));
  // vipsthumbnail as a user would run it: one process, all files, libvips threads = cores; same width and quality.
  const reference = (): Promise<unknown> =>
    exec('vipsthumbnail', ['--size', `${IMAGE_WIDTH}x`, '-o', `${outDir}/%s.jpg[Q=82]`, ...files], { maxBuffer: 1 << 20 });
  const best = await bestOf(3, ours, reference);
  const oursRate = files.length / (best.ours.wall / 1000);
  const refRate = files.length / (best.reference.wall / 1000);
  log(
    `image.resize (${files.length} × 4000×3000 JPEG → ${IMAGE_WIDTH} px wide): ours ${oursRate.toFixed(1)} images/s, ` +
      `reference vipsthumbnail ${refRate.toFixed(1)} images/s, ratio ${(oursRate / refRate).toFixed(2)} (target ≥ 0.8)`,
  );
  log(
    `  wall ${seconds(best.ours.wall)} vs ${seconds(best.reference.wall)}; CPU ${seconds(best.ours.cpu)} vs ${seconds(best.reference.cpu)}, ` +
      `CPU-throughput ratio ${(best.reference.cpu / best.ours.cpu).toFixed(2)}; ours: ${cores} jobs at a time, mozjpeg q82, metadata kept`,
  );
}

async function benchClip(): Promise<string> {
  const file = path.join(BENCH_CACHE, 'clip-1440p-10s.mp4');
  if (existsSync(file)) return file;
  await mkdir(BENCH_CACHE, { recursive: true });
  // A slow pan over a photo with film grain and a tone: closer to camera footage than a test pattern.
  await exec('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    `${CORPUS_ROOT}/images/poi-nature1.jpg`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=48000',
    '-filter_complex',
    "[0:v]scale=5120:3840,zoompan=z='1+0.001*on':x='iw/2-(iw/zoom/2)+on*3':y='ih/2-(ih/zoom/2)':d=1:s=2560x1440:fps=30,noise=alls=3:allf=t[v]",
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-t',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '16',
    '-c:a',
    'aac',
    '-b:a',
    '256k',
    file,
  ]);
  return file;
}

async function benchVideo(log: Log, scratch: string): Promise<void> {
  const clip = await benchClip();
  const ffmpeg = await locateFfmpeg();
  const media = await probeMedia(await locateFfprobe(), clip, path.basename(clip));
  const out = path.join(scratch, 'ffmpeg-direct.mp4');
  const ours = (): Promise<void> => callTool(compressVideo, clip, {}, scratch);
  const reference = (): Promise<unknown> => exec(ffmpeg, h264Mp4Args({ input: clip, output: out, media }));
  const best = await bestOf(2, ours, reference);
  log(
    `video.compress (10 s 2560×1440 → 1080p H.264 CRF 23 veryfast): ours ${seconds(best.ours.wall)}, reference ffmpeg ${seconds(best.reference.wall)}, ` +
      `ratio ${(best.ours.wall / best.reference.wall).toFixed(2)} (target ≤ 1.1)`,
  );
  log(`  CPU ${seconds(best.ours.cpu)} vs ${seconds(best.reference.cpu)}, CPU ratio ${(best.ours.cpu / best.reference.cpu).toFixed(2)}`);
}

async function benchPpt2Pdf(log: Log, scratch: string): Promise<void> {
  let profile = 0;
  const ours = (): Promise<void> => callTool(convertToPdf, DECK, {}, scratch);
  const reference = async (): Promise<void> => {
    const dir = path.join(scratch, `soffice-${profile++}`);
    await exec(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, DECK],
      {
        timeout: 300_000,
      },
    );
    if (!(await readdir(dir)).some((name) => name.endsWith('.pdf'))) throw new Error('soffice wrote no PDF');
  };
  const best = await bestOf(3, ours, reference);
  log(
    `convertor.ppt2pdf (${path.basename(DECK)}, 11 slides, fresh profile each): ours ${seconds(best.ours.wall)}, reference soffice ${seconds(best.reference.wall)}, ` +
      `ratio ${(best.ours.wall / best.reference.wall).toFixed(2)} (target ≤ 1.2)`,
  );
  log(`  CPU ${seconds(best.ours.cpu)} vs ${seconds(best.reference.cpu)}, CPU ratio ${(best.ours.cpu / best.reference.cpu).toFixed(2)}`);
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'deckhand-tools-bench-'));
  log(`(${loadNote()} at start: the machine is shared, so wall times are noisy; CPU times are steadier)`);
  try {
    await benchImageResize(log, scratch);
    await benchVideo(log, scratch);
    await benchPpt2Pdf(log, scratch);
    log(`(${loadNote()} at end)`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
