/**
 * The Create and Revamp panels in real Chromium with the fake bridge: Create starts with no file (its reference files
 * are optional), sends DeckFlow's params and the local design and planner, refuses web search locally with the reason
 * and a topic without a chat model; the design picker shows a render of each design; Revamp sends the chosen
 * design and language, and refuses a PDF on the local engine before it is sent.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';
import { LOCAL_REFUSALS } from '../../shared/tools/local-refusals';
import { shootPanel } from './panel-shots';
import { LOCAL_INFO, openFakePage, pptxFile, useRendererFixture } from './renderer-harness';

const CREATE_TOOL = describeTool(findTool('generation')!);
const REVAMP_TOOL = describeTool(findTool('revamp')!);

const fixture = useRendererFixture();

async function submitted(page: Page): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
  return (await calls(page, 'tasks.submit'))[0]?.args[0] as Record<string, unknown>;
}

const button = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });

/** Each design choice's preview picture, as the page loaded it: its file and its drawn width (0: not loaded). */
function previews(designs: Locator): Promise<{ src: string; width: number }[]> {
  return designs
    .locator('img.design-sample__preview')
    .evaluateAll((images) =>
      images.map((image) => ({ src: (image as HTMLImageElement).src, width: (image as HTMLImageElement).naturalWidth })),
    );
}

describe('create panel', () => {
  it('starts with no file: the outline, the design, the planner and DeckFlow’s params are sent', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [CREATE_TOOL] }, { hash: '#/create' });
    await page.getByRole('heading', { name: 'Create a deck', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Choose files…' }).isEnabled()).toBe(true);
    await page.getByText('optional', { exact: false }).first().waitFor();
    // Nothing written yet: the one thing missing is said, no file is asked for.
    await page.locator('#create-hint').getByText('Write an outline, your text or a topic for the deck.').waitFor();
    expect(await button(page, 'Create').isDisabled()).toBe(true);

    await button(page, 'Start from the example').click();
    await expect.poll(() => page.getByLabel('Outline or text').inputValue()).toContain('# Quarterly review');
    // Filled in: the example button has nothing to do until the text is cleared.
    expect(await button(page, 'Start from the example').isDisabled()).toBe(true);
    await page.locator('#create-hint').getByText('A new deck is made from your text and reference files.').waitFor();

    await page.getByLabel('Audience').fill('the board');
    await page.getByLabel('Purpose').fill('win approval for the budget');
    await page.getByLabel('Slides', { exact: true }).fill('0');
    await page.locator('#create-hint').getByText('Type the number of slides as a whole number from 1 to 100, or leave it empty.').waitFor();
    await page.getByLabel('Slides', { exact: true }).fill('5');

    // Every design shown as it renders: a picture of its slides, loaded.
    const designs = page.getByRole('group', { name: 'Design' });
    expect(await designs.getByRole('radio').count()).toBe(DECK_TEMPLATES.length);
    await expect.poll(async () => (await previews(designs)).filter((image) => image.width === 320).length).toBe(DECK_TEMPLATES.length);
    const files = (await previews(designs)).map((image) => /([a-z]+)[-.\w]*\.png/.exec(image.src)?.[1]);
    expect(files).toEqual(DECK_TEMPLATES.map((template) => template.id));
    await designs.getByRole('radio', { name: 'Midnight' }).check();

    // No chat model here: "the chat model writes it" cannot be chosen; web search is refused with the reason.
    expect(await page.getByRole('radio', { name: 'Chat model writes it' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'As I wrote it' }).check();
    expect(await page.getByRole('checkbox', { name: 'Search the web' }).isDisabled()).toBe(true);
    await page.getByText(LOCAL_REFUSALS.enableSearch).waitFor();
    await shootPanel(page, 'create-options');

    await button(page, 'Create').click();
    const request = await submitted(page);
    expect(request).toMatchObject({
      type: 'generation',
      name: 'Quarterly review',
      files: [],
      params: {
        pageCount: 5,
        audience: 'the board',
        intent: 'win approval for the budget',
        template: 'midnight',
        useModel: false,
      },
    });
    const params = request.params as Record<string, unknown>;
    expect(params.inputText).toMatch(/^# Quarterly review\n/);
    expect(Object.keys(params).sort()).toEqual(['audience', 'inputText', 'intent', 'pageCount', 'template', 'useModel']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the slides made and a slide count the outline did not give', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [CREATE_TOOL] }, { hash: '#/create' });
    await page.getByLabel('Outline or text').fill('# Plans\n\n## One\n- a\n\n## Two\n- b');
    await button(page, 'Create').click();
    await submitted(page);
    const task: Task = {
      id: 'task-gen-1',
      name: 'Plans',
      type: 'generation',
      status: 'completed',
      progress: 100,
      preview: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      result: {
        url: '/tools/tasks/task-gen-1/output',
        fileName: 'Plans.pptx',
        size: 41_000,
        slides: 3,
        template: 'sunrise',
        planner: 'outline',
        requestedPages: 8,
      },
    };
    await emit(page, 'submission:created', { submissionId: 'sub-1', task });
    const card = page.locator('#task-task-gen-1');
    await card.getByText('3 slides').waitFor();
    await card.getByText('Sunrise design').waitFor();
    await card.getByText('from your outline').waitFor();
    await card.getByText('You asked for 8 slides; the outline gives 3', { exact: false }).waitFor();
    await shootPanel(page, 'create-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the DeckFlow cloud: web search may be asked for, and the local design and planner are not sent', async () => {
    const cloudInfo = { ...LOCAL_INFO, backend: { ...LOCAL_INFO.cloud, keySet: true, keyHint: 'a1b2' } };
    const { page, context, errors } = await openFakePage(fixture, { tools: [CREATE_TOOL], info: cloudInfo }, { hash: '#/create' });
    await page.getByLabel('Outline or text').fill('The history of the printing press');
    await page.getByRole('checkbox', { name: 'Search the web' }).check();
    await page.getByText('The DeckFlow cloud chooses the design itself.').waitFor();
    expect(await page.getByRole('radio', { name: 'Automatic' }).count()).toBe(0);
    await button(page, 'Create').click();
    const request = await submitted(page);
    expect(request.params).toEqual({ inputText: 'The history of the printing press', enableSearch: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('create panel: outlines dropped on the window', () => {
  it('goes to Create from another panel, as a reference file', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [CREATE_TOOL, REVAMP_TOOL] }, { hash: '#/revamp' });
    await page.getByRole('heading', { name: 'Revamp', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['# Plans\n\n## One\n- a\n'], 'plans.md', { type: 'text/markdown' }));
      return data;
    });
    await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
    await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
    await page.getByRole('heading', { name: 'Create a deck', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Reference files' });
    await expect.poll(() => list.locator('.staged__name').allTextContents()).toEqual(['plans.md']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('revamp panel', () => {
  it('sends the chosen design and language for one deck', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [REVAMP_TOOL] }, { hash: '#/revamp' });
    await page.getByRole('heading', { name: 'Revamp', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
    await page.getByLabel('Add decks').setInputFiles([pptxFile('quarterly.pptx', 6000)]);
    await expect.poll(() => page.getByRole('list', { name: 'Deck to revamp' }).locator('.staged--staging').count()).toBe(0);
    await page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Editorial' }).check();
    await page.getByLabel('Language of the deck').selectOption('fr');
    await shootPanel(page, 'revamp-options');
    await button(page, 'Revamp').click();
    expect(await submitted(page)).toEqual({
      type: 'revamp',
      params: { template: 'editorial', lang: 'fr' },
      files: [{ path: '/staged/quarterly.pptx', name: 'quarterly.pptx', size: 6000 }],
    });

    const task: Task = {
      id: 'task-rv-1',
      name: 'quarterly.pptx',
      type: 'revamp',
      status: 'completed',
      progress: 100,
      preview: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      result: { url: '/x', fileName: 'quarterly (Editorial).pptx', size: 90_000, slides: 8, template: 'editorial', lang: 'fr-FR' },
    };
    await emit(page, 'submission:created', { submissionId: 'sub-1', task });
    await page.locator('#task-task-rv-1').getByText('Editorial design').waitFor();
    await page.locator('#task-task-rv-1').getByText('8 slides').waitFor();
    await shootPanel(page, 'revamp-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a PDF on the local engine before anything is sent', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [REVAMP_TOOL] }, { hash: '#/revamp' });
    await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
    await page.getByLabel('Add decks').setInputFiles([{ name: 'handout.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3000, 1) }]);
    await page
      .locator('#revamp-hint')
      .getByText('“handout.pdf”: the local engine revamps .pptx decks; convert it to .pptx first, or use the DeckFlow cloud service.')
      .waitFor();
    expect(await button(page, 'Revamp').isDisabled()).toBe(true);
    // The PDF was not read as a deck (that would refuse it with another reason).
    expect(await calls(page, 'files.inspectDeck')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
