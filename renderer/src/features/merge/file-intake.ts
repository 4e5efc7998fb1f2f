import type { ToolDescriptor } from '../../../../preload/contract/service';
import { formatBytes } from '../../shared/format-bytes';

export interface Candidate {
  name: string;
  size: number;
  /** The browser's MIME guess; often empty for Office files. */
  type?: string;
}

export interface IntakeResult<T extends Candidate> {
  accepted: T[];
  refusals: string[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function mimeAccepted(type: string, accepted: readonly string[]): boolean {
  return accepted.some((pattern) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern));
}

/** "“notes.txt” was not added: Merge decks takes .pptx files only." — one reason per refused file. */
export function checkCandidates<T extends Candidate>(candidates: readonly T[], tool: ToolDescriptor, alreadyStaged: number): IntakeResult<T> {
  const accepted: T[] = [];
  const refusals: string[] = [];
  for (const candidate of candidates) {
    const refuse = (why: string) => refusals.push(`“${candidate.name}” was not added: ${why}`);
    const extension = extensionOf(candidate.name);
    if (tool.extensions.length > 0 ? !tool.extensions.includes(extension) : !mimeAccepted(candidate.type ?? '', tool.mimeTypes)) {
      const what = tool.extensions.length > 0 ? `${tool.extensions.join(', ')} files` : 'files of this kind';
      refuse(`${tool.title} takes ${what} only${extension ? `, not ${extension}` : ''}.`);
    } else if (candidate.size === 0) {
      refuse('the file is empty.');
    } else if (tool.maxFileBytes !== null && candidate.size > tool.maxFileBytes) {
      refuse(`it is ${formatBytes(candidate.size)}, over the ${formatBytes(tool.maxFileBytes)} limit per file.`);
    } else if (tool.maxFiles !== null && alreadyStaged + accepted.length >= tool.maxFiles) {
      refuse(`${tool.title} takes at most ${tool.maxFiles} ${tool.maxFiles === 1 ? 'file' : 'files'}.`);
    } else {
      accepted.push(candidate);
    }
  }
  return { accepted, refusals };
}
