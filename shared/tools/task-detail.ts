/**
 * What tells two tasks of one file apart in History and in the delete confirmation: two Revamps of one deck onto two
 * designs, two translations into two languages, two compressions at two levels. The output's name and the option that
 * differs, from the task's result. Pure, so the renderer and the command line share it.
 */
import type { Task } from '../contract/service';
import { LEVEL_NAMES } from './compress-target';
import { findDeckTemplate } from './deck-templates';
import { languageName } from './languages';

function text(result: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = result[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The option a task was run with that tells it from another run of the same file, as facts each window words. */
export type TaskOptionFacts =
  | { kind: 'languages'; from?: string; to: string }
  | { kind: 'design'; id: string; name: string }
  | { kind: 'level'; preset: string; name: string };

export function taskOptionFacts(task: Pick<Task, 'type' | 'result'>): TaskOptionFacts | null {
  const result = task.result as Readonly<Record<string, unknown>> | undefined;
  if (!result) return null;
  switch (task.type) {
    case 'translation': {
      const from = text(result, 'detectedFrom') ?? text(result, 'from');
      const to = text(result, 'to');
      if (!to) return null;
      return from && from !== 'auto' ? { kind: 'languages', from, to } : { kind: 'languages', to };
    }
    case 'revamp':
    case 'generation': {
      const id = text(result, 'template');
      return id ? { kind: 'design', id, name: findDeckTemplate(id)?.name ?? id } : null;
    }
    case 'file.compress':
    case 'video.compress': {
      const preset = text(result, 'preset');
      return preset ? { kind: 'level', preset, name: LEVEL_NAMES[preset] ?? preset } : null;
    }
    default:
      return null;
  }
}

/** The option in English (the command line's), or null. */
export function taskOption(task: Pick<Task, 'type' | 'result'>): string | null {
  const facts = taskOptionFacts(task);
  if (!facts) return null;
  switch (facts.kind) {
    case 'languages':
      return facts.from ? `${languageName(facts.from)} → ${languageName(facts.to)}` : `into ${languageName(facts.to)}`;
    case 'design':
      return `${facts.name} design`;
    case 'level':
      return facts.name;
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
