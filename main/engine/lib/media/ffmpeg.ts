/**
 * Where ffmpeg and ffprobe come from, in this order:
 * 1. `DECKHAND_FFMPEG` / `FFMPEG_PATH` (and `DECKHAND_FFPROBE` / `FFPROBE_PATH`): an explicit choice; a wrong path is an error.
 * 2. The system's `ffmpeg` on PATH: kept up to date by the OS, usually newer than anything we ship.
 * 3. The binaries inside the optional npm packages `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe`
 *    (ffmpeg 4.1 from 2018 on Linux x64 — old, but its libx264 is all we need).
 * An ffmpeg without the libx264 encoder (e.g. Fedora's `ffmpeg-free`) is skipped in favour of the next one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { findOnPath, firstEnv, isExecutableFile } from '../process/executable-lookup';
import { missingReason, pathWrong, PROGRAMS } from '../process/program-registry';
import { runProcess } from '../process/process-runner';

export type BinarySource = 'env' | 'path' | 'bundled';

export interface LocatedBinary {
  path: string;
  source: BinarySource;
}

const FFMPEG_ENV = PROGRAMS.ffmpeg.env;
const FFPROBE_ENV = PROGRAMS.ffprobe.env;
const REQUIRED_ENCODER = 'libx264';

const INSTALL_HINT = PROGRAMS.ffmpeg.installHint;

const exe = (name: string): string => (process.platform === 'win32' ? `${name}.exe` : name);

/** The binary inside an `@ffmpeg-installer`-style package, or null when the optional package is absent. */
function bundledBinary(packageName: string): string | null {
  try {
    const require = createRequire(import.meta.url);
    const found = (require(packageName) as { path?: unknown }).path;
    if (typeof found !== 'string') return null;
    // Packaged Electron apps keep executables outside the asar archive.
    return found.replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
  } catch {
    // The package throws a plain string when its platform binary is missing.
    return null;
  }
}

const encoderChecks = new Map<string, Promise<boolean>>();

/** Whether this ffmpeg lists the H.264 encoder we use (cached per binary). */
export function hasRequiredEncoder(ffmpegPath: string): Promise<boolean> {
  let check = encoderChecks.get(ffmpegPath);
  if (!check) {
    check = runProcess(ffmpegPath, ['-hide_banner', '-nostdin', '-encoders'], { timeoutMs: 20_000 })
      .then((result) => result.exitCode === 0 && new RegExp(`\\s${REQUIRED_ENCODER}\\s`).test(result.stdout))
      .catch(() => false);
    encoderChecks.set(ffmpegPath, check);
  }
  return check;
}

/** Every ffmpeg that could be used, in order of preference (not yet checked for libx264). */
export async function ffmpegCandidates(): Promise<LocatedBinary[]> {
  const env = firstEnv(FFMPEG_ENV);
  if (env) {
    if (!(await isExecutableFile(env.value))) {
      throw pathWrong('ffmpeg', env, null);
    }
    return [{ path: env.value, source: 'env' }];
  }
  const candidates: LocatedBinary[] = [];
  const onPath = await findOnPath(exe('ffmpeg'));
  if (onPath) candidates.push({ path: onPath, source: 'path' });
  const bundled = bundledBinary('@ffmpeg-installer/ffmpeg');
  if (bundled && (await isExecutableFile(bundled))) candidates.push({ path: bundled, source: 'bundled' });
  return candidates;
}

/** The ffmpeg to encode with, and where it came from. Throws ToolError('tool_unavailable') when there is none. */
export async function findFfmpeg(): Promise<LocatedBinary> {
  const candidates = await ffmpegCandidates();
  for (const candidate of candidates) {
    if (await hasRequiredEncoder(candidate.path)) return candidate;
  }
  if (candidates.length > 0) {
    const tried = candidates.map((c) => c.path).join(', ');
    throw new ToolError(
      'tool_unavailable',
      `ffmpeg was found (${tried}) but it cannot encode H.264 (no ${REQUIRED_ENCODER}): ${INSTALL_HINT}.`,
      {
        unavailable: {
          code: 'ffmpeg-no-h264',
          params: { tried, encoder: REQUIRED_ENCODER, install: PROGRAMS.ffmpeg.install.install, env: PROGRAMS.ffmpeg.install.env },
        },
      },
    );
  }
  throw new ToolError('tool_unavailable', `ffmpeg was not found: ${INSTALL_HINT}.`, { unavailable: missingReason(PROGRAMS.ffmpeg) });
}

export async function locateFfmpeg(): Promise<string> {
  return (await findFfmpeg()).path;
}

/** The ffprobe to use: env, then next to an ffmpeg chosen by env, then PATH, then the bundled npm binary. */
export async function findFfprobe(): Promise<LocatedBinary> {
  const env = firstEnv(FFPROBE_ENV);
  if (env) {
    if (!(await isExecutableFile(env.value))) {
      throw pathWrong('ffprobe', env, null);
    }
    return { path: env.value, source: 'env' };
  }
  const ffmpegEnv = firstEnv(FFMPEG_ENV);
  if (ffmpegEnv) {
    const sibling = path.join(path.dirname(ffmpegEnv.value), exe('ffprobe'));
    if (await isExecutableFile(sibling)) return { path: sibling, source: 'env' };
  }
  const onPath = await findOnPath(exe('ffprobe'));
  if (onPath) return { path: onPath, source: 'path' };
  const bundled = bundledBinary('@ffprobe-installer/ffprobe');
  if (bundled && (await isExecutableFile(bundled))) return { path: bundled, source: 'bundled' };
  throw new ToolError('tool_unavailable', `ffprobe was not found: ${PROGRAMS.ffprobe.installHint}.`, {
    unavailable: missingReason(PROGRAMS.ffprobe),
  });
}

export async function locateFfprobe(): Promise<string> {
  return (await findFfprobe()).path;
}
