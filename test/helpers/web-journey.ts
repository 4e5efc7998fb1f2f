/**
 * What the browser journeys of one test file share: one Chromium, one `npm run web` on a fresh data folder (the real
 * local engine) and a scratch folder for saved results, started before the file's tests and gone after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { startWebApp } from './web-app';
import type { WebApp } from './web-app';

export interface WebJourney {
  browser: Browser;
  app: WebApp;
  /** Scratch folder: files written for the tests and the downloads they save. */
  work: string;
}

/** Registers the file's beforeAll/afterAll; the fields are set once beforeAll has run. */
export function webJourney(name: string): WebJourney {
  const journey: Partial<WebJourney> = {};
  beforeAll(async () => {
    journey.work = await mkdtemp(join(tmpdir(), `deckhand-web-${name}-`));
    [journey.browser, journey.app] = await Promise.all([launchChromium(), startWebApp()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.stop();
    if (journey.work) await rm(journey.work, { recursive: true, force: true });
  });
  // Read only inside tests, after beforeAll filled every field.
  return journey as WebJourney;
}
