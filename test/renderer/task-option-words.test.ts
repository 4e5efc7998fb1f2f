/**
 * What tells two runs of one file apart, and a missed size target, in the window's language (issue #32): English says
 * what the command line says (shared/tools), and the other languages say it in their words, with their sizes and names.
 */
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { missedTarget } from '../../shared/tools/compress-target';
import { taskDetail, taskOption } from '../../shared/tools/task-detail';
import { missedTargetWords, taskDetailWords, taskOptionWords } from '../../renderer/src/shared/task-option-words';
import '../../renderer/src/i18n/i18n';

type Run = Pick<Task, 'type' | 'result'>;
const run = (type: string, result: Record<string, unknown>): Run => ({ type, result: { url: '/x', ...result } });

const REVAMP = run('revamp', { template: 'sunrise', fileName: 'tika-2605-revamped.pptx' });
const TRANSLATED = run('translation', { from: 'en', to: 'es', fileName: 'deck-es.pptx' });
const DETECTED = run('translation', { from: 'auto', to: 'de' });
const MISSED = run('file.compress', { preset: 'smallest', targetBytes: 209_715, targetMet: false, outputSize: 391_168 });

afterEach(() => void i18next.changeLanguage('en'));

describe('a task’s option and a missed target in the window’s language', () => {
  it('say in English what the command line says', async () => {
    await i18next.changeLanguage('en');
    for (const task of [REVAMP, TRANSLATED, DETECTED, MISSED]) {
      expect(taskOptionWords(task)).toBe(taskOption(task));
      expect(taskDetailWords(task)).toBe(taskDetail(task));
    }
    expect(missedTargetWords(MISSED)).toBe(missedTarget(MISSED.result));
    expect(missedTargetWords(MISSED)).toBe('Could not reach 0.2 MB: the smallest is 382 KB, with Smallest.');
    expect(missedTargetWords(REVAMP)).toBeNull();
  });

  it('say it in French and Arabic with their own names and sizes', async () => {
    await i18next.changeLanguage('fr');
    expect(taskDetailWords(REVAMP)).toBe('design Aurore · tika-2605-revamped.pptx');
    expect(taskOptionWords(TRANSLATED)).toBe('anglais → espagnol');
    expect(taskOptionWords(DETECTED)).toBe('en allemand');
    expect(missedTargetWords(MISSED)).toBe('Impossible d’atteindre 0,2 Mo : le plus petit fait 382 Ko, avec « Le plus léger ».');
    await i18next.changeLanguage('ar');
    expect(taskOptionWords(REVAMP)).toBe('تصميم شروق');
    expect(taskOptionWords(TRANSLATED)).toMatch(/^الإنجليزية ← الإسبانية$/);
  });
});
