/**
 * axe-core run in a page (issue #32): injected through the DevTools protocol, which the page's own
 * Content-Security-Policy does not govern, then run over the whole document for WCAG 2.1 A and AA.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** WCAG 2.1 A and AA, as issue #32's bar (VS Code's) asks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let source: Promise<string> | undefined;

/** The violations axe finds in the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await source);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, TAGS);
  return found as AxeFinding[];
}

export const isSerious = (finding: AxeFinding): boolean => finding.impact === 'serious' || finding.impact === 'critical';
