/**
 * Debian's Chromium for browser tests (playwright cannot download its own here). As root it needs --no-sandbox, and
 * without the background-networking flags it keeps trying networks this machine cannot reach.
 */
import { chromium, type Browser } from 'playwright-core';
import { recordCost } from '../support/test-costs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return recordCost('chromium', () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }));
}
