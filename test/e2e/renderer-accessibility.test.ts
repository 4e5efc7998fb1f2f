/**
 * An accessibility audit of every view the window has (issue #32, item 4): axe-core, the engine behind Lighthouse's
 * and Chrome's audits, runs over every tool panel (from the sidebar itself, so a new panel is audited without a
 * line here), Settings, History and Automations, in light and dark, at the 900 px window. Serious and critical
 * violations fail the test, named with the element and the rule so they can be fixed; the counts are printed. A
 * result's preview (its pages drawn) and the large view of a page are audited in Arabic, right to left, too.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { CATALOG, describeTool } from '../../shared/tools/catalog';
import { axeViolations, isSerious, type AxeFinding } from './axe-audit';
import { completedTask, emit } from './fake-page-driver';
import { WINDOW_SIZES } from './panel-shots';
import { historyTasks, openFakePage, pptxFile, useRendererFixture } from './renderer-harness';

const fixture = useRendererFixture();
function describeFindings(view: string, findings: AxeFinding[]): string[] {
  return findings.flatMap((finding) =>
    finding.nodes.map((node) => `${view}: ${finding.id} (${finding.impact ?? '?'}) ${finding.help} — ${node.target.join(' ')}`),
  );
}

function failedTask(): Task {
  const now = new Date().toISOString();
  return {
    id: 'task-failed',
    name: 'broken.pptx',
    type: 'pptx.join',
    status: 'failed',
    preview: null,
    createdAt: now,
    updatedAt: now,
    error: { code: 'invalid_file', message: 'broken.pptx is not a PowerPoint deck.' },
  };
}

describe('accessibility audit (axe-core)', () => {
  it('finds no serious or critical violation on any panel, Settings, History or Automations, light or dark', async () => {
    const tools = CATALOG.map((definition) => describeTool(definition));
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools, tasks: [failedTask(), ...historyTasks(6)] },
      { viewport: WINDOW_SIZES[1] },
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor();
    const panels = (await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter(
      (href) => href.startsWith('#/'),
    );
    expect(panels.length).toBeGreaterThanOrEqual(20);
    const views = [...new Set([...panels, '#/settings', '#/history', '#/automations'])];
    // The audit can fail: a nameless button and grey-on-grey text planted in the page are found, then taken away.
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = '<button type="button"></button><p style="color:#ccc;background:#ddd">Faint text</p>';
      document.querySelector('main')?.append(planted);
    });
    const planted = (await axeViolations(page)).map((finding) => finding.id);
    expect(planted).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
    await page.evaluate(() => document.getElementById('planted')?.remove());
    const problems: string[] = [];
    const counts: Record<string, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const view of views) {
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, view);
        await page.locator('main h1').first().waitFor();
        // Transitions finished, so colours are measured as they end up.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
        const findings = await axeViolations(page);
        for (const finding of findings) counts[finding.impact ?? 'minor'] = (counts[finding.impact ?? 'minor'] ?? 0) + finding.nodes.length;
        problems.push(...describeFindings(`${view} (${scheme})`, findings.filter(isSerious)));
      }
    }
    // A panel at work: decks staged in order, a finished result card with its facts, a failed one with its advice.
    await page.evaluate(() => {
      window.location.hash = '#/merge';
    });
    await page.locator('input.file-input').setInputFiles([pptxFile('intro.pptx', 4000), pptxFile('numbers.pptx', 6000)]);
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await emit(page, 'submission:created', {
      submissionId: 'sub-1',
      task: completedTask('task-done', 'intro.pptx + 1 more', 'pptx.join', { fileName: 'intro-merged.pptx', size: 10_000, slides: 12 }),
    });
    await page.locator('#task-task-done').getByText('Completed').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const findings = await axeViolations(page);
      for (const finding of findings) counts[finding.impact ?? 'minor'] = (counts[finding.impact ?? 'minor'] ?? 0) + finding.nodes.length;
      problems.push(...describeFindings(`#/merge at work (${scheme})`, findings.filter(isSerious)));
    }
    console.log(`axe over ${views.length} views and a panel at work × 2 themes: ${JSON.stringify(counts)}`);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds none on a result’s preview and its large view in Arabic (right to left), light or dark', async () => {
    const facts = { fileName: 'intro-merged.pptx', size: 10_000, output: 'pages' as const, inputs: [] };
    const { page, context, errors } = await openFakePage(
      fixture,
      { previewFacts: { 'task-done': facts } },
      { viewport: WINDOW_SIZES[1], locale: 'ar-EG', hash: '#/merge' },
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('input.file-input').setInputFiles([pptxFile('intro.pptx', 4000), pptxFile('numbers.pptx', 6000)]);
    // The panel's Start button, whatever the language names it.
    const start = page.locator('main .button--primary').last();
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await emit(page, 'submission:created', {
      submissionId: 'sub-1',
      task: completedTask('task-done', 'intro.pptx + 1 more', 'pptx.join', { fileName: 'intro-merged.pptx', size: 10_000 }),
    });
    const preview = page.locator('#task-task-done .result-preview');
    // All three pages drawn: the audit sees the pictures, not their placeholders.
    await expect.poll(() => preview.locator('img').count()).toBe(3);
    const problems: string[] = [];
    const counts: Record<string, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
    const audit = async (view: string): Promise<void> => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
        const findings = await axeViolations(page);
        for (const finding of findings) counts[finding.impact ?? 'minor'] = (counts[finding.impact ?? 'minor'] ?? 0) + finding.nodes.length;
        problems.push(...describeFindings(`${view} (ar, ${scheme})`, findings.filter(isSerious)));
      }
    };
    await audit('#/merge result preview');
    await preview.locator('.page-gallery__button').nth(1).click();
    const large = page.getByRole('dialog');
    await large.waitFor();
    await audit('#/merge large view');
    await page.keyboard.press('Escape');
    await expect.poll(() => large.isVisible()).toBe(false);
    console.log(`axe over a result preview and its large view in Arabic × 2 themes: ${JSON.stringify(counts)}`);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
