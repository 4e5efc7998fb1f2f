/**
 * The fonts a staged deck uses and embeds, read by a `pptx.getFontInfo` task as soon as the deck is added. The task
 * is quiet (no notification, no Retry) and is deleted once read: it is the picker's own errand, not something the
 * person asked for, so it does not stay in History. Its progress is followed through the pushed events (created,
 * task:update, and a re-read after `tasks:resync`), never by polling.
 */
import type { StagedFile } from '../../../../shared/contract/ipc';
import { isTerminalStatus } from '../../../../shared/contract/service';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { inspectDeck } from '../../shared/panel/deck-inspection';
import type { StagedItem } from '../../shared/panel/intake-store';
import { markQuietSubmission } from '../../shared/quiet-tasks';

export const FONT_INFO_TOOL = 'pptx.getFontInfo';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

export interface DeckFont {
  name: string;
  /** 'major': the theme's heading font; 'minor': its body font. */
  themeRoles: ('major' | 'minor')[];
  /** How many slides name it (directly or through their theme). */
  slides: number;
  /** Styles the deck already embeds. */
  embeddedStyles: FontStyle[];
  /** Embedded, but no text of the deck is set in it. */
  unused: boolean;
}

export interface DeckFontInfo {
  fonts: DeckFont[];
  embeddedFont: boolean;
  subsetFont: boolean;
}

export type DeckFontsState = { status: 'reading' } | { status: 'read'; info: DeckFontInfo } | { status: 'failed'; message: string };

const STYLES: readonly FontStyle[] = ['regular', 'bold', 'italic', 'boldItalic'];
const SLIDE_PART = /^\/?ppt\/slides\/slide\d+\.xml$/i;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function styles(value: unknown): FontStyle[] {
  return strings(value).filter((style): style is FontStyle => STYLES.includes(style as FontStyle));
}

/** The task's result metadata (`{fonts, embeddedFont, subsetFont, usage[], embedded[]}`), read defensively: it crossed a process boundary. */
export function parseDeckFontInfo(result: Record<string, unknown> | undefined): DeckFontInfo {
  const usage = Array.isArray(result?.usage) ? (result.usage as unknown[]) : [];
  const byName = new Map<string, DeckFont>();
  for (const raw of usage) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    if (typeof entry.name !== 'string' || entry.name.trim() === '') continue;
    byName.set(entry.name.toLowerCase(), {
      name: entry.name,
      themeRoles: strings(entry.themeRoles).filter((role): role is 'major' | 'minor' => role === 'major' || role === 'minor'),
      slides: strings(entry.parts).filter((part) => SLIDE_PART.test(part)).length,
      embeddedStyles: styles(entry.embeddedStyles),
      unused: false,
    });
  }
  for (const raw of Array.isArray(result?.embedded) ? (result.embedded as unknown[]) : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    if (typeof entry.typeface !== 'string' || byName.has(entry.typeface.toLowerCase())) continue;
    byName.set(entry.typeface.toLowerCase(), {
      name: entry.typeface,
      themeRoles: [],
      slides: 0,
      embeddedStyles: styles(entry.styles),
      unused: true,
    });
  }
  // `fonts` is DeckFlow's own list; a font it names without a usage entry (another backend) still shows.
  for (const name of strings(result?.fonts)) {
    if (!byName.has(name.toLowerCase()))
      byName.set(name.toLowerCase(), { name, themeRoles: [], slides: 0, embeddedStyles: [], unused: false });
  }
  return { fonts: [...byName.values()], embeddedFont: result?.embeddedFont === true, subsetFont: result?.subsetFont === true };
}

function failureText(task: Task): string {
  const error = task.error;
  if (typeof error === 'string') return error;
  return error?.message ?? 'The task failed.';
}

/** Starts the getFontInfo task for a staged deck and resolves with what it read (or why it could not). */
export function readDeckFonts(file: StagedFile): Promise<DeckFontsState> {
  const api = deckhand();
  return new Promise((resolve) => {
    let submissionId: string | undefined;
    let taskId: string | undefined;
    let done = false;
    // Events that arrive before submit() has said which submission is ours (it answers before the upload starts, so
    // this is a safeguard): created tasks by submission, and finished tasks by id.
    const created = new Map<string, Task>();
    const finished = new Map<string, Task>();

    const finish = (state: DeckFontsState) => {
      if (done) return;
      done = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
      resolve(state);
      // Read: the task has served its purpose. A failure to delete leaves it in History, which is harmless.
      if (taskId) api.tasks.delete(taskId).catch(() => undefined);
    };
    const seen = (task: Task) => {
      if (taskId === undefined && isTerminalStatus(task.status)) finished.set(task.id, task);
      if (task.id !== taskId || !isTerminalStatus(task.status)) return;
      finish(
        task.status === 'completed'
          ? { status: 'read', info: parseDeckFontInfo(task.result) }
          : { status: 'failed', message: failureText(task) },
      );
    };
    const adopt = (task: Task) => {
      taskId = task.id;
      seen(finished.get(task.id) ?? task);
      finished.clear();
    };

    const unsubscribers = [
      api.on('submission:created', (event) => {
        if (event.submissionId === submissionId) adopt(event.task);
        else if (submissionId === undefined) created.set(event.submissionId, event.task);
      }),
      api.on('submission:failed', (event) => {
        if (event.submissionId === submissionId) finish({ status: 'failed', message: event.error.message });
      }),
      api.on('task:update', seen),
      api.on('task:removed', ({ id }) => {
        if (id === taskId) finish({ status: 'failed', message: 'The task reading the fonts was deleted.' });
      }),
      // Changes may have been missed while the event stream reconnected: read the task once.
      api.on('tasks:resync', () => {
        if (taskId) api.tasks.get(taskId).then(seen, () => undefined);
      }),
    ];

    api.tasks.submit({ type: FONT_INFO_TOOL, params: {}, files: [file], name: `Fonts of ${file.name}`, quiet: true }).then(
      (submitted) => {
        submissionId = submitted.submissionId;
        markQuietSubmission(submitted.submissionId);
        const early = created.get(submissionId);
        created.clear();
        if (early) adopt(early);
      },
      (reason: unknown) => finish({ status: 'failed', message: asDeckhandError(reason).message }),
    );
  });
}

/** What the panel keeps on a staged deck: its fonts, while and once read. */
export interface FontsFacts {
  fonts: DeckFontsState;
}

export function fontsFactsOf(item: StagedItem | undefined): FontsFacts | undefined {
  const facts = item?.facts as FontsFacts | undefined;
  return facts && typeof facts.fonts === 'object' ? facts : undefined;
}

/**
 * The panel's `inspect`: the deck is read on this computer first (a damaged deck is refused at once), then its fonts
 * are read by the task in the background; the picker shows them when they arrive.
 */
export async function inspectFontsDeck(file: StagedFile, patch: (facts: Pick<StagedItem, 'facts'>) => void): Promise<void> {
  await inspectDeck(file, () => undefined);
  patch({ facts: { fonts: { status: 'reading' } } satisfies FontsFacts });
  void readDeckFonts(file).then((fonts) => patch({ facts: { fonts } satisfies FontsFacts }));
}
