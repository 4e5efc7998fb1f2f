/** What the Merge panel tests in real Chromium share: staging decks through the file input, reading the list, colours. */
import type { Page } from 'playwright-core';
import type { Task } from '../../shared/contract/service';
import { emit } from './fake-page-driver';
import { pptxFile } from './renderer-harness';

/** By its place, not its words: the helpers also drive the panel in other languages. */
export async function addDecks(page: Page, files: { name: string; bytes: number }[]): Promise<void> {
  await page.locator('input.file-input').setInputFiles(files.map((file) => pptxFile(file.name, file.bytes)));
}

export async function stagedNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Decks to merge, in slide order' }).locator('.staged__name').allTextContents();
}

export function row(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.locator('.staged__name', { hasText: name }) });
}

/** WCAG contrast ratio of two computed `rgb(r, g, b)` colours. */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b_ = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b_;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function task(overrides: Partial<Task>): Task {
  return {
    id: 'task-merge-1',
    name: 'quarterly-a.pptx',
    type: 'pptx.join',
    status: 'pending',
    preview: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Stages the two decks, starts the merge, and has main answer that it failed with `error`: the card the tests read. */
export async function failedMerge(page: Page, names: [string, string], error: NonNullable<Task['error']>): Promise<Task> {
  await addDecks(page, [
    { name: names[0], bytes: 3000 },
    { name: names[1], bytes: 5000 },
  ]);
  await page.locator('.action-bar__actions .button--primary').click();
  const created = task({ name: `${names[0]} + 1 more` });
  await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
  await emit(page, 'task:update', { ...created, status: 'failed', error });
  return created;
}
