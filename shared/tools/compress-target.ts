/**
 * What Compress says when it was given a size to aim for and could not reach it: the card, History and the command
 * line say the same sentence, naming the level that came closest ("Could not reach 0.2 MB: the smallest is 382 KB,
 * with Smallest."). Pure, so every process shares it.
 */
import { formatBytes } from '../format-bytes';

const LEVEL_NAMES: Readonly<Record<string, string>> = { best: 'Best quality', balanced: 'Balanced', smallest: 'Smallest' };

/** How the person typed the target: megabytes, as the panel and `--param targetMB=` take it. */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number(mb.toPrecision(3))} MB`;
}

/** The sentence, or null when no target was asked for or it was met. */
export function missedTarget(result: Readonly<Record<string, unknown>> | undefined): string | null {
  if (!result || result.targetMet !== false) return null;
  const target = typeof result.targetBytes === 'number' ? result.targetBytes : null;
  const size = typeof result.outputSize === 'number' ? result.outputSize : typeof result.size === 'number' ? result.size : null;
  if (target === null || size === null) return null;
  const level = typeof result.preset === 'string' ? LEVEL_NAMES[result.preset] : undefined;
  return `Could not reach ${megabytes(target)}: the smallest is ${formatBytes(size)}${level ? `, with ${level}` : ''}.`;
}
