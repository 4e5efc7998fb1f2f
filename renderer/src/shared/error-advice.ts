import type { BackendKind } from '../../../shared/contract/ipc';
/**
 * Failures caused by the input itself: sending the very same files again cannot succeed, so no "Try again";
 * the person has to remove or replace a file first. Everything else (network, timeouts, an interrupted or
 * crashed engine, a busy service) may pass on a second attempt.
 */
const INPUT_PROBLEMS: ReadonlySet<string> = new Set([
  'invalid_file',
  'invalid_parameter',
  'file_size_exceeded',
  'zip_bomb',
  'unsupported_format',
]);

export function retryCanHelp(code: string): boolean {
  return !INPUT_PROBLEMS.has(code);
}

export interface AdviceContext {
  /** "PowerPoint decks": what the tool takes. */
  fileKind?: string | undefined;
  /** The input the failure names, when it names one. */
  fileName?: string | undefined;
  /** How to start over, e.g. "merge again"; default "try again". */
  redo?: string | undefined;
  /** Which service the app sends files to: a lost connection is the local engine's or the cloud's. */
  backend?: BackendKind | undefined;
}

/** What the person can do about a failure, by error code (spec: docs/service-api.md, error table). */
export function errorAdvice(code: string, context: AdviceContext = {}): string {
  const redo = context.redo ?? 'try again';
  if (INPUT_PROBLEMS.has(code) && context.fileName) {
    return code === 'file_size_exceeded'
      ? `Replace “${context.fileName}” with a smaller file (or split it first), then ${redo}.`
      : `Remove or replace “${context.fileName}”, then ${redo}.`;
  }
  if (INPUT_PROBLEMS.has(code) && context.redo) {
    return code === 'file_size_exceeded'
      ? `Use smaller files, or split the deck first, then ${redo}.`
      : `Remove or replace the file that is not one of the valid ${context.fileKind ?? 'files for this tool'}, then ${redo}.`;
  }
  switch (code) {
    case 'invalid_parameter':
    case 'invalid_file':
      return `Check that the files are valid ${context.fileKind ?? 'files for this tool'}, then try again.`;
    case 'unsupported_format':
      return 'Save the file in a format this tool takes (see the list on the panel), then try again.';
    case 'zip_bomb':
      return 'The file unpacks to far more data than it holds, so Deckhand would not open it. Use another copy of the file.';
    case 'tool_unavailable':
      return 'This tool needs a program that is missing on this computer. Install it, then try again.';
    case 'font_not_found':
      return 'Choose a font Deckhand has a file of (the picker shows those in their own face), or install the font on this computer, then try again.';
    case 'file_unreadable':
    case 'forbidden':
      return 'Add the files again from your disk, then try again.';
    case 'timeout':
      return 'The task took too long and was stopped. Try smaller files, or try again later.';
    case 'interrupted':
      return 'The task was stopped before it finished. Start it again.';
    case 'file_size_exceeded':
      return 'Use smaller files, or split the deck first, then try again.';
    case 'unauthorized':
      return context.backend === 'server'
        ? 'Check your personal key for the Deckhand server in Settings (your admin may have revoked it), then try again.'
        : 'Check the API key in Settings, then try again.';
    case 'too_many_tasks':
      return 'Wait for one of your tasks on the server to finish, or cancel one, then try again.';
    case 'daily_limit_reached':
      return 'Your daily allowance on the Deckhand server is used up; it starts again at 00:00 UTC. Ask your admin for more.';
    case 'payment_required':
      return 'Your DeckFlow account is out of credits. Add credits, or switch to the local engine in Settings.';
    case 'rate_limited':
      return 'The service is busy. Wait a minute, then try again.';
    case 'not_found':
      return 'This task no longer exists on the service. Start it again.';
    case 'network_error':
    case 'disconnected':
      if (context.backend === 'server') {
        return 'Deckhand cannot reach the Deckhand server. Check your network connection and the server address in Settings, then try again.';
      }
      return context.backend === 'cloud'
        ? 'Deckhand cannot reach the DeckFlow cloud. Check your network connection and the service address in Settings, then try again.'
        : 'Deckhand lost its connection to the engine. Check that it is running, then try again.';
    default:
      return 'Try again. If it keeps failing, restart Deckhand.';
  }
}

/** "merge again": how to start a task of this type over, used in advice once Try again is not offered. */
export function redoPhrase(type: string): string {
  return type === 'pptx.join' ? 'merge again' : 'start it again';
}

/** The input a message is about: the longest submitted name it quotes ("a.pptx" must not win over "data.pptx"). */
export function inputNamedIn(message: string, names: readonly string[]): string | undefined {
  return [...names].sort((a, b) => b.length - a.length).find((name) => name.length > 0 && message.includes(name));
}

const KINDS: readonly [RegExp, string][] = [
  [/^\.(pptx|ppt)$/, 'PowerPoint decks'],
  [/^\.(docx|doc)$/, 'Word documents'],
  [/^\.(xlsx|xls)$/, 'Excel workbooks'],
  [/^\.pdf$/, 'PDF documents'],
  [/^\.html?$/, 'HTML pages'],
  [/^\.key$/, 'Keynote decks'],
];

/** "PowerPoint decks" for a tool taking .pptx files; used in messages and advice. */
export function fileKindFor(extensions: readonly string[]): string | undefined {
  const first = extensions[0];
  if (!first) return undefined;
  return KINDS.find(([pattern]) => pattern.test(first.toLowerCase()))?.[1];
}
