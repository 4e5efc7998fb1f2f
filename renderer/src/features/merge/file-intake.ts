import type { ToolDescriptor } from '../../../../shared/contract/service';
import { fileRefusal, roomFor } from '../../../../shared/tools/file-acceptance';

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

/** One reason per refused file, in the wording core and the engine use too (shared/tools/file-acceptance). */
export function checkCandidates<T extends Candidate>(
  candidates: readonly T[],
  tool: ToolDescriptor,
  alreadyStaged: number,
): IntakeResult<T> {
  const accepted: T[] = [];
  const refusals: string[] = [];
  for (const candidate of candidates) {
    const refusal = fileRefusal(tool, { name: candidate.name, size: candidate.size, mimeType: candidate.type });
    if (refusal) refusals.push(refusal.message);
    else if (roomFor(tool, alreadyStaged + accepted.length) === 0) {
      refusals.push(
        `“${candidate.name}” was not added: ${tool.title} takes at most ${tool.maxFiles} ${tool.maxFiles === 1 ? 'file' : 'files'}.`,
      );
    } else accepted.push(candidate);
  }
  return { accepted, refusals };
}
