/**
 * convertor.ppt2video: a deck recorded as an H.264/AAC MP4. LibreOffice renders the deck to PDF, pdftoppm turns the
 * pages into pictures, and one ffmpeg run shows each picture for its slide's time: `advTm` when the slide has one,
 * else `slideSeconds` (5 s by default, as PowerPoint's export), and never shorter than the slide's narration, which
 * plays with it. Hidden slides are left out, as in a show. A .ppt or .odp is first turned into a .pptx by LibreOffice
 * so its timings can be read. Animations and transition effects are not reproduced: each slide is shown as it ends.
 */
import type { TaskNotice } from '../../../shared/contract/task-notices';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { SourceDeck } from '../lib/pptx/source-deck';
import { findFfmpeg, locateFfprobe } from '../lib/media/ffmpeg';
import { createProgressParser } from '../lib/media/ffmpeg-progress';
import { probeMedia } from '../lib/media/media-probe';
import { officeFormat, officeToPdf } from '../lib/office/office-to-pdf';
import { renderPdfPages } from '../lib/pdf/pdf-render';
import { exitDescription, stoppedFailure } from '../lib/process/process-exit';
import { ProcessTimeoutError, lastLines, runProcess } from '../lib/process/process-runner';
import { defineEngineTool, type ToolContext, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import { readSlideTimings, type SlideTiming } from './video/slide-timings';

export type Ppt2videoParams = ParamsOf<'convertor.ppt2video'>;

// 30 frames per second: every half-second timing is a whole number of frames.
const FPS = 30;
const MAX_TOTAL_SECONDS = 6 * 3600;

interface Shot {
  number: number;
  seconds: number;
  picture: string;
  audio: string | null;
}

/** The deck to read timings from: the input itself, or LibreOffice's .pptx of it. */
async function timingDeck(ctx: ToolContext<Ppt2videoParams>): Promise<{ path: string; base: string }> {
  const input = ctx.inputs[0]!;
  if ((await officeFormat(input, 'presentation')) === 'pptx') return { path: input.path, base: '' };
  const converted = await officeToPdf({
    input,
    kind: 'presentation',
    workDir: ctx.workDir,
    signal: ctx.signal,
    folder: 'lo-pptx',
    convertTo: 'pptx:Impress MS PowerPoint 2007 XML',
    outputExtension: '.pptx',
  });
  return { path: converted.pdf, base: converted.base };
}

function frameSize(cx: number, cy: number, height: number): { width: number; height: number } {
  const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);
  return { width: even((height * cx) / cy), height };
}

function filterScript(shots: readonly Shot[], size: { width: number; height: number }): string {
  const lines: string[] = [];
  let audioInput = shots.length;
  shots.forEach((shot, i) => {
    const d = shot.seconds.toFixed(3);
    lines.push(
      `[${i}:v]scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease:flags=lanczos,` +
        `pad=${size.width}:${size.height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${FPS},format=yuv420p,` +
        `trim=duration=${d},setpts=PTS-STARTPTS[v${i}];`,
    );
    lines.push(
      shot.audio
        ? `[${audioInput++}:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,apad,atrim=duration=${d},asetpts=PTS-STARTPTS[a${i}];`
        : `anullsrc=r=48000:cl=stereo,atrim=duration=${d},asetpts=PTS-STARTPTS[a${i}];`,
    );
  });
  lines.push(`${shots.map((_, i) => `[v${i}][a${i}]`).join('')}concat=n=${shots.length}:v=1:a=1[v][a]`);
  return lines.join('\n');
}

export const run: ToolRun<Ppt2videoParams> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one presentation.');
  const ffmpeg = (await findFfmpeg()).path;
  const ffprobe = await locateFfprobe();
  const source = await timingDeck(ctx);
  const deck = await SourceDeck.open(source.path, input.name, 0);
  const notices: TaskNotice[] = [];
  const shots: Shot[] = [];
  let size: { width: number; height: number };
  let base: string;
  try {
    const timings = await readSlideTimings(deck);
    size = frameSize(deck.slideSize.cx, deck.slideSize.cy, ctx.params.resolution);
    ctx.reportProgress(5);
    const deckInput = source.path === input.path ? input : { ...input, path: source.path, name: `${source.base}.pptx` };
    const pdf = await officeToPdf({ input: deckInput, kind: 'presentation', workDir: ctx.workDir, signal: ctx.signal });
    base = pdf.base;
    ctx.reportProgress(30);
    let shown: SlideTiming[] = timings.filter((t) => !t.hidden);
    if (pdf.pages !== shown.length) {
      shown = pdf.pages === timings.length ? timings : [];
      if (shown.length === 0)
        notices.push({
          code: 'video.pagesMismatch',
          params: { pages: pdf.pages, slides: timings.length },
          text: `The PDF has ${pdf.pages} pages for ${timings.length} slides: every page is shown for the default time, without sound.`,
        });
    }
    const pictures = await renderPdfPages({
      pdf: pdf.pdf,
      pages: pdf.pages,
      outDir: path.join(ctx.workDir, 'frames'),
      prefix: 'slide',
      longEdge: Math.max(size.width, size.height),
      format: 'png',
      displayName: input.name,
      signal: ctx.signal,
    });
    ctx.reportProgress(45);
    const audioDir = path.join(ctx.workDir, 'audio');
    await mkdir(audioDir, { recursive: true });
    for (const [i, picture] of pictures.entries()) {
      const timing = shown[i];
      let seconds = timing?.advanceSeconds ?? ctx.params.slideSeconds;
      let audio: string | null = null;
      if (timing?.audioPart) {
        audio = path.join(audioDir, `slide-${timing.number}${path.extname(timing.audioPart)}`);
        await writeFile(audio, await deck.zip.readBuffer(timing.audioPart));
        try {
          const media = await probeMedia(ffprobe, audio, `the sound of slide ${timing.number}`, ctx.signal);
          if (!media.audio) throw new ToolError('invalid_file', 'no audio stream');
          seconds = Math.max(seconds, media.duration ?? 0);
        } catch (error) {
          if (!(error instanceof ToolError)) throw error;
          notices.push({
            code: 'video.soundUnreadable',
            params: { slide: timing.number },
            text: `The sound of slide ${timing.number} could not be read and was left out.`,
          });
          audio = null;
        }
      }
      // Whole frames, and at least one.
      seconds = Math.max(1, Math.ceil(seconds * FPS - 1e-6)) / FPS;
      shots.push({ number: timing?.number ?? i + 1, seconds, picture, audio });
    }
  } finally {
    deck.close();
  }

  const total = shots.reduce((sum, shot) => sum + shot.seconds, 0);
  if (total > MAX_TOTAL_SECONDS) {
    throw new ToolError(
      'invalid_file',
      `“${input.name}” would make a video of ${Math.round(total / 60)} minutes; at most ${MAX_TOTAL_SECONDS / 3600} hours can be recorded.`,
    );
  }
  const script = path.join(ctx.workDir, 'filters.txt');
  await writeFile(script, filterScript(shots, size));
  const output = path.join(ctx.workDir, `${base}.mp4`);
  const args = ['-hide_banner', '-nostdin', '-v', 'error', '-progress', 'pipe:1', '-nostats'];
  for (const shot of shots) args.push('-loop', '1', '-framerate', String(FPS), '-t', shot.seconds.toFixed(3), '-i', shot.picture);
  for (const shot of shots) if (shot.audio) args.push('-i', shot.audio);
  args.push('-filter_complex_script', script, '-map', '[v]', '-map', '[a]');
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(FPS));
  args.push('-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-y', output);
  const progress = createProgressParser(total, (percent) => ctx.reportProgress(45 + Math.round(percent * 0.54)));
  let result;
  try {
    result = await runProcess(ffmpeg, args, { signal: ctx.signal, timeoutMs: Math.max(10 * 60_000, total * 2000), onStdoutLine: progress });
  } catch (error) {
    if (error instanceof ProcessTimeoutError) throw new ToolError('timeout', `Recording “${input.name}” took too long and was stopped.`);
    throw error;
  }
  const stopped = stoppedFailure('ffmpeg', input.name, result);
  if (stopped) throw stopped;
  if (result.exitCode !== 0) {
    throw new ToolError(
      'conversion_failed',
      `ffmpeg could not record “${input.name}”: ${lastLines(result.stderr, 2) || exitDescription(result)}.`,
    );
  }
  ctx.reportProgress(100);
  let start = 0;
  return {
    path: output,
    fileName: `${base}.mp4`,
    mimeType: 'video/mp4',
    metadata: {
      duration: Math.round(total * 1000) / 1000,
      width: size.width,
      height: size.height,
      slides: shots.map((shot) => {
        const entry = { number: shot.number, start: Math.round(start * 1000) / 1000, seconds: shot.seconds, narrated: shot.audio !== null };
        start += shot.seconds;
        return entry;
      }),
      warnings: notices.map((notice) => notice.text),
      notices,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'convertor.ppt2video', run });
