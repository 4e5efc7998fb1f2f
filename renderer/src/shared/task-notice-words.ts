/**
 * A result's notices in the window's language (`notice.<code>`), else the engine's English: a tool's result says
 * `notices` (code, params, English) beside `warnings` (the English alone, which an older engine sends without them).
 */
import type { Task } from '../../../shared/contract/service';
import { readNotices } from '../../../shared/contract/task-notices';
import { translateOr } from '../i18n/i18n';

/** Values a notice's message shows in words of the window's own (a font face's style), by parameter name. */
export type NoticeValueWords = Readonly<Record<string, (value: string) => string>>;

export function noticeTexts(task: Task, words: NoticeValueWords = {}): string[] {
  const notices = readNotices(task.result?.notices);
  if (notices.length === 0) {
    const raw = task.result?.warnings;
    return Array.isArray(raw) ? raw.filter((entry): entry is string => typeof entry === 'string') : [];
  }
  return notices.map(({ code, params, text }) => {
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && words[name] ? words[name](value) : value]),
    );
    return translateOr(`notice.${code}`, text, values);
  });
}
