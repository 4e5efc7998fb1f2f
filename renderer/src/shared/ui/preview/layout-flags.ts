import type { Task } from '../../../../../shared/contract/service';

/** One finding of the layout checker, as a tool puts it in its task's result (`layoutIssues`, docs/layout-check.md). */
export interface LayoutFlag {
  slide: number | null;
  kind: string;
  excerpt: string;
  detail: string;
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  overflow: 'text overflows',
  'off-slide': 'off the slide',
  collision: 'text overlaps',
  covered: 'text covered',
  'line-through': 'a line crosses text',
  'small-text': 'small text',
  'title-shrunk': 'title shrunk',
  missing: 'something missing',
};

export function kindWords(kind: string): string {
  return KIND_WORDS[kind] ?? kind;
}

/** The checker's findings by slide number (deck-wide ones under 0). */
export function layoutFlags(task: Task): Map<number, LayoutFlag[]> {
  const raw = task.result?.layoutIssues;
  const bySlide = new Map<number, LayoutFlag[]>();
  if (!Array.isArray(raw)) return bySlide;
  for (const entry of raw as unknown[]) {
    const issue = entry as Partial<LayoutFlag> | null;
    if (typeof issue?.kind !== 'string' || typeof issue.detail !== 'string') continue;
    const slide = typeof issue.slide === 'number' ? issue.slide : 0;
    const flag: LayoutFlag = {
      slide: slide || null,
      kind: issue.kind,
      excerpt: typeof issue.excerpt === 'string' ? issue.excerpt : '',
      detail: issue.detail,
    };
    bySlide.set(slide, [...(bySlide.get(slide) ?? []), flag]);
  }
  return bySlide;
}
