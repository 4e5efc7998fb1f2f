/**
 * Previews of a task's result and inputs before anything is saved (issue #21): the window loads pictures and videos
 * from an address main controls — `deckhand-preview://task/<id>/<part>` in the desktop app (a protocol the shell
 * handles), `/api/preview/<id>/<part>` under `npm run web` — so the renderer never holds a file path, a download URL
 * or a key, and its CSP stays closed to everything else.
 */

/** What of a task is previewed: its output, its n-th input, or the largest picture inside a deck before/after. */
/** `entry-N`: the N-th file a result ZIP holds that can be shown (`PreviewFacts.entries`). */
export type PreviewPart = 'output' | 'output-picture' | 'input-picture' | `input-${number}` | `entry-${number}`;

export const PREVIEW_PART = /^(output|output-picture|input-picture|input-\d{1,3}|entry-\d{1,3})$/;
export const PREVIEW_TASK_ID = /^[A-Za-z0-9._:-]{1,200}$/;
export const PREVIEW_SCHEME = 'deckhand-preview';

export function isPreviewPart(value: string): value is PreviewPart {
  return PREVIEW_PART.test(value);
}

/** The path both hosts answer, for one task's part. */
export function previewPath(taskId: string, part: PreviewPart): string {
  return `${encodeURIComponent(taskId)}/${part}`;
}

/** `task-id/part` back from a path below the preview root, or null for anything else (`..`, other names, extra parts). */
export function parsePreviewPath(rest: string): { taskId: string; part: PreviewPart } | null {
  const match = /^([^/]+)\/([^/]+)$/.exec(rest);
  if (!match?.[1] || !match[2]) return null;
  let taskId: string;
  try {
    taskId = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (!PREVIEW_TASK_ID.test(taskId) || taskId === '.' || taskId === '..' || !isPreviewPart(match[2])) return null;
  return { taskId, part: match[2] };
}

/** Which side of a task `tasks:pages` draws: the result, the deck it was made from, or one deck inside a result ZIP. */
export type PreviewSide = 'output' | 'input' | `entry-${number}`;

/** `picture`/`video`: loadable from the preview address; `pages`: drawn by `tasks:pages`; `none`: nothing to show. */
export type PreviewKind = 'picture' | 'video' | 'pages' | 'none';

/** What a completed task's preview can show, and the sizes it shows next to it. */
export interface PreviewFacts {
  /** The result's file name as Save will suggest it (the card shows this same name). */
  fileName: string;
  size: number | null;
  output: PreviewKind;
  /** Per input file still on this computer, the same judgement (`none` once it is gone). */
  inputs: { name: string; size: number | null; kind: PreviewKind }[];
  /** Asked with `packagePicture`: the largest picture inside the deck, before and after (bytes; null where there is none). */
  packagePicture?: { entry: string; before: number | null; after: number | null } | null;
  /** A result ZIP (Split's decks, Slide pictures): what it holds that can be shown, in its order, as `entry-N`. */
  archive?: { entries: ArchiveEntry[]; total: number };
}

/** One file inside a result ZIP: a picture served as `entry-N`, or a deck/document whose pages `tasks:pages` draws. */
export interface ArchiveEntry {
  name: string;
  size: number;
  kind: 'picture' | 'pages';
}
