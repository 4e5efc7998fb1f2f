/**
 * The Translate panel in real Chromium with the fake bridge: the language lists (search, Enter takes the first match,
 * Detect, swap), pairs no provider here can translate marked and refused before anything is sent with what to install,
 * the glossary's rows, text in pictures refused on the local engine with the reason, the provider choice, and exactly
 * the chosen codes and terms sent; the result card (a PDF that came back as .docx).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { LOCAL_REFUSALS } from '../../shared/tools/local-refusals';
import { shootPanel } from './panel-shots';
import { LOCAL_INFO, openFakePage, useRendererFixture } from './renderer-harness';

const TRANSLATE_TOOL = describeTool(findTool('translation')!);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const fixture = useRendererFixture();

function openTranslate(overrides: Parameters<typeof openFakePage>[1] = {}) {
  return openFakePage(fixture, { tools: [TRANSLATE_TOOL], ...overrides }, { hash: '#/translate' });
}

async function addDocument(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
  await page.getByLabel('Add documents').setInputFiles([{ name, mimeType: DOCX, buffer: Buffer.alloc(4000, 1) }]);
  await expect.poll(() => page.getByRole('list', { name: 'Document to translate' }).locator('.staged--staging').count()).toBe(0);
}

const from = (page: Page): Locator => page.getByRole('group', { name: 'From', exact: true });
const into = (page: Page): Locator => page.getByRole('group', { name: 'Into', exact: true });
const translateButton = (page: Page): Locator => page.getByRole('button', { name: 'Translate', exact: true });

/** The names of the radio buttons a list shows now. */
function shownLanguages(list: Locator): Promise<string[]> {
  return list.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
}

async function checked(list: Locator): Promise<string | null> {
  return list.getByRole('radio', { checked: true }).getAttribute('value');
}

describe('translate panel: the language pair', () => {
  it('searches, detects, swaps, marks pairs no provider has and sends exactly the chosen codes', async () => {
    const { page, context, errors } = await openTranslate();
    await page.getByRole('heading', { name: 'Translate', level: 1 }).waitFor();
    // Detect into English by default: Apertium has a pair into English (es → en).
    await expect.poll(() => checked(from(page))).toBe('auto');
    await expect.poll(() => checked(into(page))).toBe('en');
    await page.getByText('Apertium (offline) will translate from the language it detects into English.').waitFor();
    // Swapping needs a source language.
    expect(await page.getByRole('button', { name: 'Swap languages' }).isDisabled()).toBe(true);

    // The search narrows the list by name or code, accents ignored; Detect stays.
    await from(page).getByRole('searchbox', { name: 'Search source languages' }).fill('span');
    await expect.poll(() => shownLanguages(from(page))).toEqual(['Detect the language', 'Spanish']);
    await from(page).getByRole('searchbox', { name: 'Search source languages' }).fill('pt');
    await expect.poll(() => shownLanguages(from(page))).toEqual(['Detect the language', 'Portuguese (Brazil), no provider here']);
    await from(page).getByRole('searchbox', { name: 'Search source languages' }).fill('klingon');
    await from(page).getByText('No language matches “klingon”.').waitFor();
    // Enter takes the first match.
    await from(page).getByRole('searchbox', { name: 'Search source languages' }).fill('engl');
    await from(page).getByRole('searchbox', { name: 'Search source languages' }).press('Enter');
    await expect.poll(() => checked(from(page))).toBe('en');
    // From English, only Spanish can be reached here: the rest are marked.
    await expect.poll(() => into(page).getByRole('radio', { name: 'Spanish', exact: true }).count()).toBe(1);
    expect(await into(page).getByRole('radio', { name: 'Japanese, no provider here' }).count()).toBe(1);
    expect(await into(page).getByRole('radio', { name: 'English', exact: true }).count()).toBe(1);

    // English into English is refused in plain words.
    await page.getByRole('status').getByText('The source and target language are both English: choose another target language.').waitFor();
    await into(page).getByRole('radio', { name: 'Spanish', exact: true }).check();
    await page.getByText('Apertium (offline) will translate from English into Spanish.').waitFor();

    // Swap: Spanish into English.
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await expect.poll(() => checked(from(page))).toBe('es');
    await expect.poll(() => checked(into(page))).toBe('en');
    await page.getByRole('button', { name: 'Swap languages' }).click();

    // A pair no provider has: marked, said with what to install, and nothing can start.
    await addDocument(page, 'report.docx');
    await into(page).getByRole('radio', { name: 'Japanese, no provider here' }).check();
    const refusal =
      'No translation provider here can translate English into Japanese: install an Apertium pair for it, or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.';
    await page.locator('.translate-options').getByText(refusal).waitFor();
    await page.locator('#translate-hint').getByText(refusal).waitFor();
    await expect.poll(() => translateButton(page).isDisabled()).toBe(true);
    await shootPanel(page, 'translate-no-provider');

    await into(page).getByRole('radio', { name: 'Spanish', exact: true }).check();
    await page.getByRole('radio', { name: 'Pro', exact: true }).check();
    await expect.poll(() => translateButton(page).isEnabled()).toBe(true);
    await translateButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    expect((await calls(page, 'tasks.submit'))[0]?.args[0]).toEqual({
      type: 'translation',
      params: { from: 'en', to: 'es', model: 'Pro' },
      files: [{ path: '/staged/report.docx', name: 'report.docx', size: 4000 }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the chosen language in view and moves the choice with the arrow keys', async () => {
    const { page, context, errors } = await openTranslate();
    await into(page).getByRole('radio', { name: 'English', exact: true }).waitFor();
    await into(page).getByRole('searchbox', { name: 'Search target languages' }).fill('tur');
    await into(page).getByRole('searchbox', { name: 'Search target languages' }).press('Enter');
    // The choice clears the search: the whole list again, scrolled to Turkish (the last of DeckFlow's languages).
    await expect.poll(() => into(page).getByRole('searchbox', { name: 'Search target languages' }).inputValue()).toBe('');
    await expect.poll(() => into(page).getByRole('radio').count()).toBe(26);
    const turkish = into(page).getByRole('radio', { name: /^Turkish/ });
    await expect
      .poll(() => turkish.evaluate((input) => input.closest('label')!.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(
        await into(page)
          .locator('.language-list__options')
          .evaluate((list) => list.getBoundingClientRect().bottom + 1),
      );
    await turkish.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => checked(into(page))).toBe('pt-BR');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('translate panel: glossary, pictures, provider', () => {
  it('sends the glossary’s complete rows, refuses half a row, and refuses text in pictures locally with the reason', async () => {
    const { page, context, errors } = await openTranslate();
    await addDocument(page, 'deck.docx');
    await from(page).getByRole('radio', { name: 'English', exact: true }).check();
    await into(page).getByRole('radio', { name: 'Spanish', exact: true }).check();

    // Text in pictures: not on the local engine, and the switch says why.
    const pictures = page.getByRole('checkbox', { name: 'Translate text in pictures' });
    expect(await pictures.isDisabled()).toBe(true);
    await page.getByText(LOCAL_REFUSALS.imageTranslate).waitFor();

    await page.getByRole('checkbox', { name: /^Use a glossary/ }).check();
    const rows = page.getByRole('list', { name: 'Glossary terms' });
    await rows.getByRole('textbox', { name: 'Term 1', exact: true }).fill('Deckhand');
    await expect.poll(() => translateButton(page).isDisabled()).toBe(true);
    await page.locator('#translate-hint').getByText('Glossary term 1 needs both the term and its translation (or remove it).').waitFor();
    await rows.getByRole('textbox', { name: 'Translation of term 1' }).fill('Deckhand');
    await page.getByRole('button', { name: 'Add a term' }).click();
    // The new row's term field has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Term 2');
    await page.keyboard.type('slide');
    await rows.getByRole('textbox', { name: 'Translation of term 2' }).fill('diapositiva');
    await page.getByRole('button', { name: 'Add a term' }).click();
    await rows.getByRole('textbox', { name: 'Term 3', exact: true }).fill('to be removed');
    await rows.getByRole('textbox', { name: 'Translation of term 3' }).fill('x');
    await rows.getByRole('button', { name: 'Remove term 3' }).click();
    await expect.poll(() => rows.getByRole('listitem').count()).toBe(2);
    // An empty row is left out, not refused.
    await page.getByRole('button', { name: 'Add a term' }).click();

    // Only Apertium is available: the others are offered but cannot be picked.
    const provider = page.getByLabel('Translated by');
    expect(await provider.locator('option[value="deepl"]').isDisabled()).toBe(true);
    await provider.selectOption('apertium');
    await shootPanel(page, 'translate-glossary');

    await expect.poll(() => translateButton(page).isEnabled()).toBe(true);
    await translateButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    expect((await calls(page, 'tasks.submit'))[0]?.args[0]).toMatchObject({
      type: 'translation',
      params: {
        from: 'en',
        to: 'es',
        model: 'Standard',
        useGlossary: true,
        glossary: [
          { source: 'Deckhand', target: 'Deckhand' },
          { source: 'slide', target: 'diapositiva' },
        ],
        provider: 'apertium',
      },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the DeckFlow cloud: every pair, text in pictures allowed, the account’s glossary, no local params', async () => {
    const cloudInfo = { ...LOCAL_INFO, backend: { ...LOCAL_INFO.cloud, keySet: true, keyHint: 'a1b2' } };
    const { page, context, errors } = await openTranslate({ info: cloudInfo });
    await addDocument(page, 'deck.docx');
    await from(page).getByRole('radio', { name: 'English', exact: true }).check();
    await into(page).getByRole('radio', { name: 'Japanese', exact: true }).check();
    expect(await into(page).getByText('No provider').count()).toBe(0);
    expect(await page.getByLabel('Translated by').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Translate text in pictures' }).check();
    await page.getByRole('checkbox', { name: /^Use a glossary/ }).check();
    await page.getByText('DeckFlow applies the glossary kept in your account.').waitFor();
    expect(await page.getByRole('list', { name: 'Glossary terms' }).count()).toBe(0);
    await translateButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    expect((await calls(page, 'tasks.submit'))[0]?.args[0]).toMatchObject({
      params: { from: 'en', to: 'ja', model: 'Standard', useGlossary: true, imageTranslate: true },
    });
    expect(Object.keys((await calls(page, 'tasks.submit'))[0]?.args[0] as object)).not.toContain('provider');
    // The local engine's providers were never asked: they do not apply to the cloud.
    expect(await calls(page, 'translation.providers')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is disabled with the reason when the backend cannot translate', async () => {
    const reason =
      'No translation provider is available: install Apertium with a language pair (Debian/Ubuntu: `sudo apt install --no-install-recommends apertium transfuse apertium-eng-spa`), or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.';
    const { page, context, errors } = await openTranslate({ tools: [{ ...TRANSLATE_TOOL, unavailable: reason }] });
    await page.getByText('Translate cannot run here yet').waitFor();
    await page.locator('.banner').getByText(reason).waitFor();
    expect(await page.getByRole('button', { name: 'Choose a file…' }).isDisabled()).toBe(true);
    expect(await translateButton(page).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('translate panel: the result', () => {
  it('says the pair, the provider, and that a PDF came back as a Word document', async () => {
    const { page, context, errors } = await openTranslate();
    await addDocument(page, 'report.docx');
    await from(page).getByRole('radio', { name: 'Spanish', exact: true }).check();
    await translateButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const task: Task = {
      id: 'task-tr-1',
      name: 'report.pdf',
      type: 'translation',
      status: 'completed',
      progress: 100,
      preview: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      result: {
        url: '/tools/tasks/task-tr-1/output',
        fileName: 'report.en.docx',
        size: 48_000,
        from: 'es',
        to: 'en',
        provider: 'apertium',
        engine: 'Apertium spa-eng',
        pages: 3,
        untranslatedLines: 2,
        outputFormat: 'docx',
        note: 'A PDF is translated into a Word document (.docx) holding its text, page by page.',
      },
    };
    await emit(page, 'submission:created', { submissionId: 'sub-1', task });
    const card = page.locator('#task-task-tr-1');
    await card.getByText('Spanish → English').waitFor();
    await card.getByText('by Apertium (offline)').waitFor();
    await card.getByText('3 pages').waitFor();
    await card.getByText('The PDF came back as a Word document (.docx)').waitFor();
    await card.getByText('2 lines kept their original text', { exact: false }).waitFor();
    await shootPanel(page, 'translate-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the shapes of a deck that still do not fit, each with its slide and reason', async () => {
    const { page, context, errors } = await openTranslate();
    await addDocument(page, 'report.docx');
    await translateButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const task: Task = {
      id: 'task-tr-2',
      name: 'plans.pptx',
      type: 'translation',
      status: 'completed',
      progress: 100,
      preview: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      result: {
        url: '/tools/tasks/task-tr-2/output',
        fileName: 'plans.es.pptx',
        size: 48_000,
        from: 'en',
        to: 'es',
        provider: 'apertium',
        pages: 16,
        layoutIssues: [],
        unfitShapes: [
          {
            slide: 11,
            shape: 'Rectangle 7',
            excerpt: 'Matrícula a tiempo parcial',
            detail: 'A word is wider than its box even at the smallest size allowed.',
          },
          {
            slide: 12,
            shape: 'Content Placeholder 2',
            excerpt: 'Los clientes pidieron una manera más sencilla…',
            // Worded by its code (shared/contract/layout-findings.ts); the detail is only the fallback.
            code: 'text-too-long',
            params: { percent: 55 },
            detail: 'An older engine’s words.',
          },
        ],
      },
    };
    await emit(page, 'submission:created', { submissionId: 'sub-1', task });
    const card = page.locator('#task-task-tr-2');
    await card.getByText('2 shapes could not be fitted').waitFor();
    await card.getByText('Slide 11, Rectangle 7 (“Matrícula a tiempo parcial”): A word is wider than its box', { exact: false }).waitFor();
    await card.getByText('Slide 12, Content Placeholder 2', { exact: false }).waitFor();
    await card.getByText('Still too long for its box at 55 % of its size (the smallest allowed)', { exact: false }).waitFor();
    await shootPanel(page, 'translate-unfit');
    expect(errors).toEqual([]);
    await context.close();
  });
});
