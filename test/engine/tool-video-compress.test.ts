import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg, findFfprobe, locateFfmpeg } from '../../main/engine/lib/media/ffmpeg';
import { targetSize } from '../../main/engine/lib/media/video-settings';
import { run } from '../../main/engine/tools/video-compress';
import { videoCompress } from '../../shared/tools/definitions/video-compress';
import { postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { cleanupWorkDirs, runTool, expectToolError } from '../helpers/tool-harness';
import { CORPUS_ROOT } from '../helpers/corpus';

let dir: string;

function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args]);
}

interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    side_data_list?: { rotation?: number }[];
  }[];
  format: { duration: string; format_name: string };
}

/** ffprobe's own view of a file, independent of the tool's probing code. */
function ffprobe(file: string): Probe {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }),
  ) as Probe;
}

function stream(probe: Probe, type: 'video' | 'audio') {
  return probe.streams.find((s) => s.codec_type === type);
}

/** Top-level MP4 box types in file order (to check `+faststart`: moov before mdat). */
function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) size = bytes.length - offset;
    boxes.push(type);
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

function ffmpegProcessesReading(file: string): string[] {
  const found: string[] = [];
  for (const pid of execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n')) {
    if (pid.includes('ffmpeg') && pid.includes(file) && !pid.includes(' ps ')) found.push(pid.trim());
  }
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-video-test-'));
  const lavfi = (spec: string): string[] => ['-f', 'lavfi', '-i', spec];
  // 1440p with sound: must come out 1080p. CRF 35 keeps the fixture small.
  ffmpeg(
    ...lavfi('testsrc2=size=2560x1440:rate=30'),
    ...lavfi('sine=frequency=440:sample_rate=48000'),
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '35',
    '-c:a',
    'aac',
    '-b:a',
    '256k',
    '-shortest',
    join(dir, 'big.mp4'),
  );
  // A phone-style portrait clip: landscape pixels plus a 90° display rotation, no sound.
  ffmpeg(
    ...lavfi('testsrc2=size=1280x720:rate=30'),
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '35',
    join(dir, 'plain.mov'),
  );
  ffmpeg('-i', join(dir, 'plain.mov'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90', join(dir, 'rotated.mov'));
  ffmpeg(
    ...lavfi('testsrc2=size=640x360:rate=25'),
    ...lavfi('sine=frequency=660'),
    '-t',
    '2',
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    join(dir, 'clip.webm'),
  );
  ffmpeg(...lavfi('testsrc2=size=640x360:rate=25'), '-t', '2', '-c:v', 'mpeg4', '-q:v', '5', '-an', join(dir, 'old.avi'));
  ffmpeg('-i', join(dir, 'old.avi'), '-c', 'copy', join(dir, 'old.mkv'));
  // Already tiny H.264/AAC MP4: re-encoding at CRF 23 can only make it bigger.
  ffmpeg(
    ...lavfi('testsrc2=size=320x240:rate=15'),
    ...lavfi('sine'),
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '45',
    '-c:a',
    'aac',
    '-b:a',
    '24k',
    '-shortest',
    join(dir, 'tiny.mp4'),
  );
  ffmpeg(...lavfi('sine'), '-t', '1', '-c:a', 'aac', join(dir, 'sound.m4a'));
  const big = await readFile(join(dir, 'big.mp4'));
  await writeFile(join(dir, 'truncated.mp4'), big.subarray(0, Math.floor(big.length / 3)));
  await writeFile(join(dir, 'notes.mp4'), 'this is not a video\n');
});

afterAll(async () => {
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('video settings', () => {
  it('fits 1080p in either orientation with even sides', () => {
    expect(targetSize(2560, 1440)).toEqual({ width: 1920, height: 1080, scaled: true });
    expect(targetSize(1440, 2560)).toEqual({ width: 1080, height: 1920, scaled: true });
    expect(targetSize(3840, 1080)).toEqual({ width: 1920, height: 540, scaled: true });
    expect(targetSize(1280, 720)).toEqual({ width: 1280, height: 720, scaled: false });
    expect(targetSize(641, 361)).toEqual({ width: 642, height: 362, scaled: true });
  });
});

describe('video.compress run()', () => {
  it('turns 1440p into 1080p H.264/AAC MP4 with faststart, same duration, progress from ffmpeg', async () => {
    const { output, progress } = await runTool(run, [{ path: join(dir, 'big.mp4'), name: 'Holiday 2026.mp4' }], {});
    const probe = ffprobe(output.path);
    const video = stream(probe, 'video')!;
    const audio = stream(probe, 'audio')!;
    expect([video.codec_name, video.width, video.height, video.pix_fmt]).toEqual(['h264', 1920, 1080, 'yuv420p']);
    expect(audio.codec_name).toBe('aac');
    expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThan(0.2);
    const boxes = topLevelBoxes(await readFile(output.path));
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(output.fileName).toBe('Holiday 2026-compressed.mp4');
    expect(output.mimeType).toBe('video/mp4');
    expect(output.metadata).toMatchObject({ width: 1920, height: 1080, videoCodec: 'h264', audioCodec: 'aac', keptOriginal: false });
    expect(Math.abs((output.metadata!.duration as number) - 3)).toBeLessThan(0.2);
    expect(Math.abs((output.metadata!.inputDuration as number) - 3)).toBeLessThan(0.2);
    expect(output.preview).toEqual({ bytes: (await readFile(output.path)).length });
    // Intermediate values came from ffmpeg's -progress output, in order, ending at 100.
    expect(progress.filter((p) => p > 0 && p < 99).length).toBeGreaterThan(0);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.at(-1)).toBe(100);
  });

  it('applies a 90° display rotation: portrait pixels, no rotation flag left, no audio invented', async () => {
    const before = ffprobe(join(dir, 'rotated.mov'));
    expect(Math.abs(stream(before, 'video')!.side_data_list?.[0]?.rotation ?? 0)).toBe(90);
    const { output } = await runTool(run, [{ path: join(dir, 'rotated.mov') }], {});
    const probe = ffprobe(output.path);
    const video = stream(probe, 'video')!;
    expect([video.width, video.height]).toEqual([720, 1280]);
    expect(video.side_data_list?.some((s) => s.rotation !== undefined && s.rotation !== 0) ?? false).toBe(false);
    expect(stream(probe, 'audio')).toBeUndefined();
    expect(output.metadata).toMatchObject({ width: 720, height: 1280, audioCodec: null, rotationApplied: 90 });
  });

  it('converts WebM (VP9/Opus) and AVI (MPEG-4 Part 2) to H.264 MP4', async () => {
    const webm = await runTool(run, [{ path: join(dir, 'clip.webm') }], {});
    const webmProbe = ffprobe(webm.output.path);
    expect([stream(webmProbe, 'video')!.codec_name, stream(webmProbe, 'audio')!.codec_name]).toEqual(['h264', 'aac']);
    expect(Math.abs(Number(webmProbe.format.duration) - 2)).toBeLessThan(0.2);
    const avi = await runTool(run, [{ path: join(dir, 'old.avi') }], {});
    expect(stream(ffprobe(avi.output.path), 'video')!.codec_name).toBe('h264');
    expect(avi.output.fileName).toBe('old-compressed.mp4');
  });

  it('converts a Matroska (.mkv) file to H.264 MP4 of the same duration', async () => {
    const mkv = await runTool(run, [{ path: join(dir, 'old.mkv') }], {});
    const probe = ffprobe(mkv.output.path);
    expect(probe.format.format_name).toContain('mp4');
    expect(stream(probe, 'video')!.codec_name).toBe('h264');
    expect(Math.abs(Number(probe.format.duration) - 2)).toBeLessThan(0.2);
    expect(mkv.output.fileName).toBe('old-compressed.mp4');
  });

  it('returns an already-small H.264 MP4 unchanged rather than a bigger re-encode', async () => {
    const source = join(dir, 'tiny.mp4');
    const { output } = await runTool(run, [{ path: source }], {});
    expect(output.metadata).toMatchObject({ keptOriginal: true, largerThanInput: false });
    expect(Buffer.compare(await readFile(output.path), await readFile(source))).toBe(0);
  });

  it('refuses unreadable input with invalid_file naming the file', async () => {
    await expectToolError(
      runTool(run, [{ path: join(dir, 'notes.mp4') }], {}),
      'invalid_file',
      /“notes\.mp4” is not a video that can be read/,
    );
    await expectToolError(runTool(run, [{ path: join(dir, 'truncated.mp4') }], {}), 'invalid_file', /“truncated\.mp4”/);
    await expectToolError(runTool(run, [{ path: join(dir, 'sound.m4a') }], {}), 'invalid_file', /“sound\.m4a” has no video picture/);
    await expectToolError(
      runTool(run, [{ path: `${CORPUS_ROOT}/images/poi-nature1.jpg` }], {}),
      'invalid_file',
      /“poi-nature1\.jpg” is a still picture/,
    );
    await expectToolError(runTool(run, [{ path: `${CORPUS_ROOT}/broken/poi-badzip.ppt` }], {}), 'invalid_file', /“poi-badzip\.ppt”/);
  });

  it('kills ffmpeg when the task is aborted', async () => {
    const source = join(dir, 'big.mp4');
    const controller = new AbortController();
    const progress: number[] = [];
    const outcome = runTool(
      run,
      [{ path: source }],
      {},
      {
        signal: controller.signal,
        onProgress: (p) => {
          progress.push(p);
          if (p >= 5) controller.abort(new Error('task deleted'));
        },
      },
    ).then(
      () => 'completed',
      (e: unknown) => (e as Error).message,
    );
    expect(await outcome).toBe('task deleted');
    // An ffmpeg left to encode the rest would have reported its progress up to the end (the parser reads it until
    // ffmpeg exits); a killed one stops where it was.
    expect(Math.max(...progress)).toBeLessThan(95);
    expect(ffmpegProcessesReading(source)).toEqual([]);
  });
});

describe('locating ffmpeg', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ['DECKHAND_FFMPEG', 'FFMPEG_PATH', 'DECKHAND_FFPROBE', 'PATH']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it('prefers the system ffmpeg on PATH', async () => {
    expect(await findFfmpeg()).toEqual({ path: '/usr/bin/ffmpeg', source: 'path' });
    expect(await findFfprobe()).toEqual({ path: '/usr/bin/ffprobe', source: 'path' });
  });

  it('falls back to the binaries shipped in @ffmpeg-installer / @ffprobe-installer', async () => {
    const empty = join(dir, 'empty-path');
    await mkdir(empty, { recursive: true });
    process.env.PATH = empty;
    const ffmpegFound = await findFfmpeg();
    expect(ffmpegFound.source).toBe('bundled');
    expect(ffmpegFound.path).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect((await findFfprobe()).path).toMatch(/@ffprobe-installer\/linux-x64\/ffprobe$/);
  });

  it('says what to do when the configured ffmpeg does not exist', async () => {
    process.env.DECKHAND_FFMPEG = join(dir, 'no-such-ffmpeg');
    await expectToolError(locateFfmpeg(), 'tool_unavailable', /ffmpeg was not found: DECKHAND_FFMPEG points to/);
    await expectToolError(runTool(run, [{ path: join(dir, 'clip.webm') }], {}), 'tool_unavailable', /ffmpeg was not found/);
  });

  it('skips an ffmpeg that cannot encode H.264', async () => {
    const fake = join(dir, 'fake-bin');
    await mkdir(fake, { recursive: true });
    await writeFile(join(fake, 'ffmpeg'), '#!/bin/sh\necho " V..... mpeg4  MPEG-4 part 2"\n', { mode: 0o755 });
    process.env.PATH = fake;
    expect((await findFfmpeg()).source).toBe('bundled');
  });
});

describe('video.compress over HTTP', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ testTools: false });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('answers 400 invalid_parameter for a non-video format and for params it does not take', async () => {
    for (const spec of [
      { files: [{ path: `${CORPUS_ROOT}/pptx/pp-minimal.pptx` }], params: {} },
      { files: [{ path: join(dir, 'clip.webm'), type: 'video/webm' }], params: { crf: 30 } },
    ]) {
      const response = await postTask(engine.baseUrl, engine.key, { type: 'video.compress', ...spec });
      const body = (await response.json()) as { code: string; message: string };
      expect(response.status, body.message).toBe(400);
      expect(body.code).toBe('invalid_parameter');
    }
  });

  it('compresses a WebM end to end', async () => {
    const { task, output } = await runTask(engine, {
      type: 'video.compress',
      files: [{ path: join(dir, 'clip.webm'), type: 'video/webm' }],
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({ fileName: 'clip-compressed.mp4', mimeType: 'video/mp4', videoCodec: 'h264', audioCodec: 'aac' });
    const file = join(dir, 'http-out.mp4');
    await writeFile(file, output!);
    expect(stream(ffprobe(file), 'video')!.codec_name).toBe('h264');
  });

  it('refuses at intake a file that only pretends to be a video, saying what it is', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'video.compress',
      files: [{ path: join(dir, 'notes.mp4'), type: 'video/mp4' }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_parameter',
      message: expect.stringContaining(
        `“notes.mp4” is a plain text file, not an MP4/QuickTime video. ${videoCompress.title} takes .mp4, `,
      ) as unknown,
    });
  });
});
