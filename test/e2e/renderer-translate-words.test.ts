/**
 * The Translate card's words left untranslated (issue #29): the count and the list with the slides they are on,
 * and the button that puts them into the panel's glossary, where the next translation sends them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { shootPanel } from './panel-shots';
import { openFakePage, useRendererFixture } from './renderer-harness';

const TRANSLATE_TOOL = describeTool(findTool('translation')!);
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const fixture = useRendererFixture();

async function addDeck(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
  await page.getByLabel('Add documents').setInputFiles([{ name: 'awards.pptx', mimeType: PPTX, buffer: Buffer.alloc(4000, 1) }]);
  await expect.poll(() => page.getByRole('list', { name: 'Document to translate' }).locator('.staged--staging').count()).toBe(0);
}

const completed = (result: Task['result']): Task => ({
  id: 'task-tr-words',
  name: 'awards.pptx',
  type: 'translation',
  status: 'completed',
  progress: 100,
  preview: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  result,
});

describe('translate panel: words left untranslated', () => {
  it('lists them with their slides and adds them to the glossary, which the next translation sends', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [TRANSLATE_TOOL] }, { hash: '#/translate' });
    await addDeck(page);
    await page.getByRole('group', { name: 'From', exact: true }).getByRole('radio', { name: 'English', exact: true }).check();
    await page.getByRole('group', { name: 'Into', exact: true }).getByRole('radio', { name: 'Spanish', exact: true }).check();
    const translate = page.getByRole('button', { name: 'Translate', exact: true });
    await translate.click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const task = completed({
      url: '/tools/tasks/task-tr-words/output',
      fileName: 'awards.es.pptx',
      size: 48_000,
      from: 'en',
      to: 'es',
      provider: 'apertium',
      pages: 9,
      unfitShapes: [],
      untranslatedWordCount: 3,
      untranslatedWords: [
        { word: 'overtime', count: 2, slides: [7] },
        { word: 'Transitional', count: 2, slides: [2, 3] },
        { word: 'APTIA', count: 1, slides: [5] },
      ],
    });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task });
    const card = page.locator('#task-task-tr-words');
    await card.getByText('3 words were left untranslated').waitFor();
    const list = card.getByRole('list', { name: '3 words were left untranslated' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'overtime — slide 7',
      'Transitional — slides 2, 3',
      'APTIA — slide 5',
    ]);
    await shootPanel(page, 'translate-untranslated-words');

    await card.getByRole('button', { name: 'Add them to the glossary' }).click();
    await card.getByText('Added to the glossary above, each kept as it is', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Add them to the glossary' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Use a glossary/ }).isChecked()).toBe(true);
    const rows = page.getByRole('list', { name: 'Glossary terms' });
    expect(
      await rows.getByRole('textbox', { name: /^Term \d+$/ }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['overtime', 'Transitional', 'APTIA']);
    // The first added word has the focus, so its translation is typed next.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Term 1');
    await rows.getByRole('textbox', { name: 'Translation of term 1' }).fill('horas extra');
    await rows.getByRole('textbox', { name: 'Translation of term 2' }).fill('transitorio');

    // The deck went with the first task: the person adds it again and sends it with the glossary.
    await addDeck(page);
    await expect.poll(() => translate.isEnabled()).toBe(true);
    await translate.click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(2);
    expect((await calls(page, 'tasks.submit'))[1]?.args[0]).toMatchObject({
      params: {
        useGlossary: true,
        glossary: [
          { source: 'overtime', target: 'horas extra' },
          { source: 'Transitional', target: 'transitorio' },
          { source: 'APTIA', target: 'APTIA' },
        ],
      },
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
