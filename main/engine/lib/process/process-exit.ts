/**
 * What a program's end means to a person. One killed by a signal the engine did not send (the system ran out of
 * memory, someone ended it) was stopped, not refused the file: "exit code null" says neither, and calling the file
 * invalid would hide the Try again that can help.
 */
import { ToolError } from '../errors/tool-error';
import type { RunResult } from './process-runner';

/** "exit code 1", or "stopped by SIGKILL" for a program killed by a signal. */
export function exitDescription(result: Pick<RunResult, 'exitCode' | 'exitSignal'>): string {
  if (result.exitCode !== null) return `exit code ${result.exitCode}`;
  return `stopped by ${result.exitSignal ?? 'a signal'}`;
}

/** The failure of a program stopped from outside before it finished (`interrupted`), or null when it ended by itself. */
export function stoppedFailure(program: string, label: string, result: Pick<RunResult, 'exitCode' | 'exitSignal'>): ToolError | null {
  if (result.exitCode !== null) return null;
  return new ToolError(
    'interrupted',
    `${program} was stopped before it finished “${label}” (${result.exitSignal ?? 'a signal'}): the computer may have run short of memory, or the program was ended. Try again; if it happens again, try a smaller file.`,
    { reason: { code: 'program-stopped', params: { program, file: label, signal: result.exitSignal ?? '' } } },
  );
}
