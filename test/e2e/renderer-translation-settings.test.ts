/**
 * Settings → Translation providers in real Chromium with the fake bridge: each provider's state and reason,
 * Apertium's pairs, an OpenAI-compatible endpoint set up with a key that the page never shows again (only its last
 * 4 characters), the preferred provider, and the Translate panel following the new setup without a reload.
 */
import { describe, expect, it } from 'vitest';
import { calls } from './fake-page-driver';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { shootPanel } from './panel-shots';
import { openFakePage, useRendererFixture } from './renderer-harness';

const TRANSLATE_TOOL = describeTool(findTool('translation')!);
const KEY = 'sk-local-secret-9876';

const fixture = useRendererFixture();

describe('settings: translation providers', () => {
  it('lists the providers, sets up a chat endpoint with a key shown only as its last 4 characters, and prefers it', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [TRANSLATE_TOOL] }, { hash: '#/settings' });
    const section = page.getByRole('region', { name: 'Translation providers' });
    await section.waitFor();
    const card = (name: string) => section.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });

    await card('Apertium (offline)').getByText('Ready').waitFor();
    expect(
      await card('Apertium (offline)').getByRole('list', { name: 'Installed Apertium pairs' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['English → Spanish', 'Spanish → English']);
    await card('Apertium (offline)').getByText('sudo apt install --no-install-recommends apertium apertium-fr-es').waitFor();
    const openai = card('OpenAI-compatible chat model');
    await openai.getByText('Not available').waitFor();
    await openai.getByText('No OpenAI-compatible chat endpoint is set up', { exact: false }).waitFor();
    await section.getByText('A translation that names no provider goes to Apertium (offline) now.').waitFor();

    await openai.getByLabel('Address').fill('http://127.0.0.1:11434/v1');
    await openai.getByLabel('Model for Standard').fill('llama3.2');
    await openai.getByLabel('Model for Pro').fill('qwen2.5:14b');
    await openai.getByLabel('API key').fill(KEY);
    await openai.getByRole('button', { name: 'Save', exact: true }).click();
    await openai.getByText('A key is set (ending in 9876).').waitFor();
    await openai.getByText('Saved.').waitFor();
    await openai.getByText('Ready').waitFor();
    // The key left the field once main had it, and the page holds it nowhere.
    expect(await openai.getByLabel('API key').inputValue()).toBe('');
    expect(await page.content()).not.toContain(KEY);
    expect(await calls(page, 'translation.setProvider')).toEqual([
      {
        method: 'translation.setProvider',
        args: [
          {
            id: 'openai',
            baseUrl: 'http://127.0.0.1:11434/v1',
            models: { standard: 'llama3.2', pro: 'qwen2.5:14b' },
            apiKey: `${KEY.length} characters`,
          },
        ],
      },
    ]);

    await section.getByLabel('Preferred provider').selectOption('openai');
    await section.getByText('A translation that names no provider goes to OpenAI-compatible chat model now.').waitFor();
    await openai.getByText('Preferred').waitFor();
    expect((await calls(page, 'translation.setProvider')).at(-1)?.args[0]).toEqual({ id: 'openai', preferred: true });
    await shootPanel(page, 'settings-translation');

    // The Translate panel follows without a reload: English into Japanese is no longer refused.
    await page.evaluate(() => {
      window.location.hash = '#/translate';
    });
    const into = page.getByRole('group', { name: 'Into', exact: true });
    await into.getByRole('radio', { name: 'Japanese', exact: true }).check();
    await page.getByText('OpenAI-compatible chat model will translate from the language it detects into Japanese.').waitFor();
    await page.getByText('(chat model: llama3.2 for Standard, qwen2.5:14b for Pro)', { exact: false }).waitFor();
    expect(await page.content()).not.toContain(KEY);

    // Removing the endpoint takes its key too.
    await page.evaluate(() => {
      window.location.hash = '#/settings';
    });
    await card('OpenAI-compatible chat model').getByRole('button', { name: 'Remove this endpoint' }).click();
    await card('OpenAI-compatible chat model').getByText('No key is set.').waitFor();
    expect((await calls(page, 'translation.setProvider')).at(-1)?.args[0]).toEqual({ id: 'openai', baseUrl: null, apiKey: null });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets a DeepL key for the Free API and can take the key away again', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [TRANSLATE_TOOL] }, { hash: '#/settings' });
    const deepl = page
      .getByRole('region', { name: 'Translation providers' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'DeepL', level: 3 }) });
    await deepl.getByText('Not available').waitFor();
    expect(await deepl.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await deepl.getByLabel('DeepL API key').fill('abcd-efgh:fx');
    await deepl.getByRole('radio', { name: 'DeepL API Free' }).check();
    await deepl.getByRole('button', { name: 'Save', exact: true }).click();
    await deepl.getByText('A key is set (ending in h:fx).').waitFor();
    expect((await calls(page, 'translation.setProvider')).at(-1)?.args[0]).toEqual({
      id: 'deepl',
      baseUrl: 'https://api-free.deepl.com',
      apiKey: '12 characters',
    });
    await deepl.getByRole('button', { name: 'Remove key' }).click();
    await deepl.getByText('No key is set.').waitFor();
    expect((await calls(page, 'translation.setProvider')).at(-1)?.args[0]).toEqual({ id: 'deepl', apiKey: null });
    expect(errors).toEqual([]);
    await context.close();
  });
});
