/**
 * Settings offers a third backend, *Deckhand server* (issue #23, item 6): the real renderer in Chromium with the fake
 * bridge. Choosing it asks for the server's address before anything else, then the personal key for that address; the
 * key is handed to main (the page learns its last 4 characters) and "Use this backend" saves the address. Pictures:
 * light, dark, and 900 px wide.
 */
import { describe, expect, it } from 'vitest';
import { calls } from './fake-page-driver';
import { LOCAL_INFO, openFakePage, screenshot, useRendererFixture } from './renderer-harness';
import { spills } from './panel-shots';

const fixture = useRendererFixture();
const ADDRESS = 'https://deckhand.example.com';

describe('the Deckhand server in Settings', () => {
  it('asks for the address, then the personal key for it, and saves both', async () => {
    const { page, context, errors } = await openFakePage(fixture, { info: LOCAL_INFO }, { hash: '#/settings' });
    await page.getByRole('radio', { name: /Deckhand server/ }).check();
    // No address yet: nothing can be saved or tested, and no key field is offered (a key is bound to an address).
    await page.getByLabel('Deckhand server address').waitFor();
    expect(await page.getByRole('button', { name: 'Use this backend' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Test connection' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Your personal key', { exact: true }).count()).toBe(0);

    await page.getByLabel('Deckhand server address').fill(ADDRESS);
    await page.getByLabel('Your personal key', { exact: true }).fill('dhk_example-personal-key-k3y9');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect.poll(async () => (await calls(page, 'settings.setServerKey'))[0]?.args).toEqual(['29 characters', ADDRESS]);
    await page.getByText('A key is set (ending in k3y9).').waitFor();

    await page.getByRole('button', { name: 'Use this backend' }).click();
    await expect
      .poll(async () => (await calls(page, 'settings.update'))[0]?.args[0])
      .toEqual({ backend: { kind: 'server', cloudBaseUrl: 'https://app.deckflow.com/api', serverBaseUrl: ADDRESS } });

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(async () => (await calls(page, 'settings.testConnection'))[0]?.args[0])
      .toEqual({ kind: 'server', serverBaseUrl: ADDRESS });
    await page.getByText('Connected to deckhand.example.com: it answered and accepted the key.').waitFor();

    await screenshot(page, 'settings-server-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'settings-server-dark');
    await page.setViewportSize({ width: 900, height: 700 });
    expect(await spills(page)).toEqual([]);
    await screenshot(page, 'settings-server-900-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'settings-server-900-light');
    expect(errors).toEqual([]);
    await context.close();
  });
});
