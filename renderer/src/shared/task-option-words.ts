/**
 * What tells two runs of one file apart (History's rows, the delete confirmation) and a missed size target, in the
 * window's language. shared/tools keeps the facts and the command line's English; the words are the window's.
 */
import type { Task } from '../../../shared/contract/service';
import { LEVEL_NAMES, targetMegabytes, targetMiss } from '../../../shared/tools/compress-target';
import { taskOptionFacts } from '../../../shared/tools/task-detail';
import { formatSize, languageName } from '../i18n/format';
import { translate, translateOr } from '../i18n/i18n';
import { designName } from './design-words';

/** "Sunrise design", "English → Spanish", "Smallest": the option a task ran with, or null. */
export function taskOptionWords(task: Pick<Task, 'type' | 'result'>): string | null {
  const facts = taskOptionFacts(task);
  if (!facts) return null;
  switch (facts.kind) {
    case 'languages': {
      const to = languageName(facts.to, facts.to);
      return facts.from
        ? translate('history.option.languages', { from: languageName(facts.from, facts.from), to })
        : translate('history.option.into', { to });
    }
    case 'design':
      return translate('history.option.design', { name: designName(facts) });
    case 'level':
      return translateOr(`param.${task.type}.preset.choice.${facts.preset}`, facts.name);
  }
}

/** "Could not reach 0.2 MB: the smallest is 382 KB, with Smallest.", or null when no target was missed. */
export function missedTargetWords(task: Pick<Task, 'type' | 'result'>): string | null {
  const miss = targetMiss(task.result);
  if (!miss) return null;
  const values = { target: targetMegabytes(miss.targetBytes), size: formatSize(miss.size) };
  if (!miss.preset) return translate('compress.missedTarget', values);
  const level = translateOr(`param.${task.type}.preset.choice.${miss.preset}`, LEVEL_NAMES[miss.preset] ?? miss.preset);
  return translate('compress.missedTargetLevel', { ...values, level });
}

/** The option, then the output's name: "Sunrise design · tika-2605-revamped.pptx", or null when neither is known. */
export function taskDetailWords(task: Pick<Task, 'type' | 'result'>): string | null {
  const fileName = typeof task.result?.fileName === 'string' && task.result.fileName !== '' ? task.result.fileName : null;
  const parts = [taskOptionWords(task), fileName].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
