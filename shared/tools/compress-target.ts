/**
 * What Compress says when it was given a size to aim for and could not reach it: the card, History and the command
 * line say the same sentence, naming the level that came closest ("Could not reach 0.2 MB: the smallest is 382 KB,
 * with Smallest."). Pure, so every process shares it.
 */
import { formatBytes } from '../format-bytes';

/** The compress levels' English names (the panel's labels for `best`, `balanced`, `smallest`). */
export const LEVEL_NAMES: Readonly<Record<string, string>> = { best: 'Best quality', balanced: 'Balanced', smallest: 'Smallest' };

/** How the person typed the target: megabytes, as the panel and `--param targetMB=` take it. */
function megabytes(bytes: number): string {
  return `${targetMegabytes(bytes)} MB`;
}

/** What was asked and what came closest, or null when no target was asked for or it was met. */
export interface TargetMiss {
  targetBytes: number;
  size: number;
  /** The level that came closest (`best`, `balanced`, `smallest`), when the result names it. */
  preset?: string;
}

export function targetMiss(result: Readonly<Record<string, unknown>> | undefined): TargetMiss | null {
  if (!result || result.targetMet !== false) return null;
  const target = typeof result.targetBytes === 'number' ? result.targetBytes : null;
  const size = typeof result.outputSize === 'number' ? result.outputSize : typeof result.size === 'number' ? result.size : null;
  if (target === null || size === null) return null;
  return { targetBytes: target, size, ...(typeof result.preset === 'string' ? { preset: result.preset } : {}) };
}

/** The target in megabytes, as the person typed it (the panel and `--param targetMB=` take megabytes). */
export function targetMegabytes(bytes: number): number {
  return Number((bytes / (1024 * 1024)).toPrecision(3));
}

/** The English sentence (the command line's; the window words it from `targetMiss` in its own language). */
export function missedTarget(result: Readonly<Record<string, unknown>> | undefined): string | null {
  const miss = targetMiss(result);
  if (!miss) return null;
  const level = miss.preset ? LEVEL_NAMES[miss.preset] : undefined;
  return `Could not reach ${megabytes(miss.targetBytes)}: the smallest is ${formatBytes(miss.size)}${level ? `, with ${level}` : ''}.`;
}
