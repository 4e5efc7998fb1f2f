import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as pptToVideo } from '../../main/engine/tools/ppt2video';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { mutateDeck } from './pptx-test-support';

const SOURCE = join(CORPUS_ROOT, 'pptx/pp-sld-slides.pptx');
const COLOURS = ['E03030', '30A040', '3050E0'];
const TONE_SECONDS = 3.2;

let dir: string;
let engine: TestEngine;
let tone: Buffer;

/** pp-sld-slides.pptx with a solid background colour per slide, and the given timing and sound per slide. */
async function buildDeck(file: string, slides: { advTm?: number; sound?: boolean; hidden?: boolean }[]): Promise<void> {
  await mutateDeck(
    SOURCE,
    file,
    (name, data) => {
      const n = Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);
      if (n > 0) {
        const spec = slides[n - 1] ?? {};
        let xml = data
          .toString('utf8')
          .replace(
            '<p:cSld>',
            `<p:cSld><p:bg><p:bgPr><a:solidFill><a:srgbClr val="${COLOURS[n - 1]}"/></a:solidFill><a:effectLst/></p:bgPr></p:bg>`,
          );
        if (spec.hidden) xml = xml.replace('<p:sld ', '<p:sld show="0" ');
        if (spec.advTm !== undefined || spec.sound) {
          const sound = spec.sound ? '<p:sndAc><p:stSnd><p:snd r:embed="rIdTone" name="tone.wav"/></p:stSnd></p:sndAc>' : '';
          const advTm = spec.advTm !== undefined ? ` advTm="${spec.advTm}"` : '';
          xml = xml.replace('</p:clrMapOvr>', `</p:clrMapOvr><p:transition${advTm}>${sound}</p:transition>`);
        }
        return Buffer.from(xml);
      }
      const rels = /^ppt\/slides\/_rels\/slide(\d+)\.xml\.rels$/.exec(name);
      if (rels && slides[Number(rels[1]) - 1]?.sound) {
        return Buffer.from(
          data
            .toString('utf8')
            .replace(
              '</Relationships>',
              '<Relationship Id="rIdTone" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/audio" Target="../media/tone.wav"/></Relationships>',
            ),
        );
      }
      if (name === '[Content_Types].xml')
        return Buffer.from(data.toString('utf8').replace('<Default ', '<Default Extension="wav" ContentType="audio/wav"/><Default '));
      return undefined;
    },
    { 'ppt/media/tone.wav': tone },
  );
}

function probeDuration(file: string): { duration: number; streams: string[] } {
  const json = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' }),
  ) as {
    format: { duration: string };
    streams: { codec_name: string }[];
  };
  return { duration: Number(json.format.duration), streams: json.streams.map((s) => s.codec_name) };
}

async function frameColour(file: string, seconds: number): Promise<number[]> {
  const png = execFileSync('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(seconds),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    '-',
  ]);
  const { data } = await sharp(png).resize(1, 1, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

/** Mean volume (dB) of the audio between two times, by ffmpeg's volumedetect. */
function meanVolume(file: string, from: number, length: number): number {
  const run = spawnSync(
    'ffmpeg',
    ['-v', 'info', '-ss', String(from), '-t', String(length), '-i', file, '-vn', '-af', 'volumedetect', '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  const found = /mean_volume:\s*(-?[\d.]+) dB/.exec(run.stderr);
  if (!found) throw new Error(`volumedetect said nothing: ${run.stderr.slice(-300)}`);
  return Number(found[1]);
}

function expectColour(actual: number[], hex: string): void {
  const expected = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!), `channel ${i} of ${actual.join(',')} vs ${hex}`).toBeLessThan(14));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-video-test-'));
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${TONE_SECONDS}`,
    '-ac',
    '2',
    '-ar',
    '44100',
    join(dir, 'tone.wav'),
  ]);
  tone = await readFile(join(dir, 'tone.wav'));
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('convertor.ppt2video', () => {
  it('shows each slide for its advance time, the default otherwise, and as long as its narration', async () => {
    const deck = join(dir, 'timed.pptx');
    await buildDeck(deck, [{ advTm: 2000 }, {}, { advTm: 1000, sound: true }]);
    const { output } = await runTool(pptToVideo, [{ path: deck, name: 'Timed show.pptx' }], { slideSeconds: 1.5, resolution: 720 });
    expect(output.fileName).toBe('Timed show.mp4');
    const expected = [2, 1.5, TONE_SECONDS];
    const total = expected.reduce((a, b) => a + b, 0);
    const probe = probeDuration(output.path);
    expect(probe.streams.sort()).toEqual(['aac', 'h264']);
    expect(probe.duration).toBeGreaterThan(total - 0.1);
    expect(probe.duration).toBeLessThan(total + 0.15);
    expect(output.metadata).toMatchObject({
      duration: total,
      height: 720,
      slides: [
        { number: 1, start: 0, seconds: 2, narrated: false },
        { number: 2, start: 2, seconds: 1.5, narrated: false },
        { number: 3, start: 3.5, seconds: TONE_SECONDS, narrated: true },
      ],
    });
    // The frame in the middle of each slide's time shows that slide.
    let start = 0;
    for (const [i, seconds] of expected.entries()) {
      expectColour(await frameColour(output.path, start + seconds / 2), COLOURS[i]!);
      start += seconds;
    }
    // The first two slides are silent; the third plays its tone.
    expect(meanVolume(output.path, 0.2, 3)).toBeLessThan(-80);
    expect(meanVolume(output.path, 3.7, 2.5)).toBeGreaterThan(-40);
  }, 300_000);

  it('leaves hidden slides out, through the engine', async () => {
    const deck = join(dir, 'hidden.pptx');
    await buildDeck(deck, [{ advTm: 1000 }, { hidden: true }, {}]);
    const { task, output } = await runTask(
      engine,
      { type: 'convertor.ppt2video', files: [{ path: deck }], params: { slideSeconds: 2, resolution: 720 } },
      { timeoutMs: 240_000 },
    );
    expect(task.status).toBe('completed');
    const video = join(dir, 'hidden.mp4');
    await writeFile(video, output!);
    expect(probeDuration(video).duration).toBeGreaterThan(2.9);
    expect(probeDuration(video).duration).toBeLessThan(3.15);
    expectColour(await frameColour(video, 0.5), COLOURS[0]!);
    expectColour(await frameColour(video, 2), COLOURS[2]!);
    expect(task.result).toMatchObject({ mimeType: 'video/mp4', duration: 3, slides: [{ number: 1 }, { number: 3 }] });
  }, 300_000);
});
