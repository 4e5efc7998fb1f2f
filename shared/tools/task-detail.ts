/**
 * What tells two tasks of one file apart in History and in the delete confirmation: two Revamps of one deck onto two
 * designs, two translations into two languages, two compressions at two levels. The output's name and the option that
 * differs, from the task's result. Pure, so the renderer and the command line share it.
 */
import type { Task } from '../contract/service';
import { findDeckTemplate } from './deck-templates';
import { languageName } from './languages';

const LEVELS: Readonly<Record<string, string>> = { best: 'Best quality', balanced: 'Balanced', smallest: 'Smallest' };

function text(result: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = result[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The option a task was run with that tells it from another run of the same file, or null. */
export function taskOption(task: Pick<Task, 'type' | 'result'>): string | null {
  const result = task.result as Readonly<Record<string, unknown>> | undefined;
  if (!result) return null;
  switch (task.type) {
    case 'translation': {
      const from = text(result, 'detectedFrom') ?? text(result, 'from');
      const to = text(result, 'to');
      if (!to) return null;
      return from && from !== 'auto' ? `${languageName(from)} → ${languageName(to)}` : `into ${languageName(to)}`;
    }
    case 'revamp':
    case 'generation': {
      const id = text(result, 'template');
      return id ? `${findDeckTemplate(id)?.name ?? id} design` : null;
    }
    case 'file.compress':
    case 'video.compress': {
      const preset = text(result, 'preset');
      return preset ? (LEVELS[preset] ?? preset) : null;
    }
    default:
      return null;
  }
}

/**
 * "Sunrise design · tika-2605-revamped.pptx": the option, then the output's name, each when known (the option first: a
 * narrow row cuts the end); null when neither.
 */
export function taskDetail(task: Pick<Task, 'type' | 'result'>): string | null {
  const fileName = task.result ? text(task.result, 'fileName') : undefined;
  const parts = [taskOption(task), fileName].filter((part): part is string => part !== undefined && part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
