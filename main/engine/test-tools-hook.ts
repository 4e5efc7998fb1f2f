import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtraTool } from './tools/tool-set';

/**
 * Test hook: DECKHAND_ENGINE_TEST_TOOLS names a module exporting ENGINE_TEST_TOOLS (test/helpers/engine-test-tools.ts),
 * for engines the tests start as processes. Never set in production.
 */
export async function testToolsFromEnv(): Promise<ExtraTool[] | undefined> {
  const modulePath = process.env.DECKHAND_ENGINE_TEST_TOOLS;
  if (!modulePath) return undefined;
  const mod = (await import(pathToFileURL(resolve(modulePath)).href)) as { ENGINE_TEST_TOOLS?: ExtraTool[] };
  return mod.ENGINE_TEST_TOOLS;
}
