/**
 * A video's length and sound, read on this computer before any upload, so Reduce video can refuse a size it cannot
 * meet at once (shared/tools/video-target.ts) instead of after sending gigabytes. ffprobe as the engine finds it first
 * (DECKHAND_FFPROBE, then PATH); where there is none, nothing is known here and the engine judges when it runs.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { VideoLength } from '../../shared/tools/video-target';

const run = promisify(execFile);
/** A bound for a probe that hangs on a strange file, not a speed target: probing reads headers only. */
const PROBE_TIMEOUT_MS = 30_000;

interface ProbeJson {
  format?: { duration?: string };
  streams?: { codec_type?: string; bit_rate?: string }[];
}

export async function readVideoLength(file: string): Promise<VideoLength | null> {
  const ffprobe = process.env.DECKHAND_FFPROBE || 'ffprobe';
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,bit_rate', '-of', 'json', '--', file],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
    );
    const probe = JSON.parse(stdout) as ProbeJson;
    const duration = Number(probe.format?.duration);
    if (!(duration > 0)) return null;
    const audio = probe.streams?.find((stream) => stream.codec_type === 'audio');
    const rate = Number(audio?.bit_rate);
    return { duration, audioBitRate: audio ? (rate > 0 ? rate : undefined) : null };
  } catch {
    return null;
  }
}
