/**
 * Retry in the browser (issue #19, item 9), end to end through `npm run web` on the real local engine: a task
 * cancelled while LibreOffice converts is retried from History, and a task whose LibreOffice is killed mid-conversion
 * (a real failure that a second attempt mends) is tried again from its panel card. Both complete, since the web host
 * keeps a dropped file for as long as a task may need it again, and no message shows the host's staging folder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { WAIT_MS, addFiles, openPanel, saveDownload, waitUntilStaged } from '../helpers/web-panel-session';
import type { PanelSession } from '../helpers/web-panel-session';
import { webJourney } from '../helpers/web-journey';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);
const journey = webJourney('retry');
const DECK = join(CORPUS_ROOT, 'pptx', 'pp-sld-slides.pptx');
const NAME = basename(DECK);

/** Ids of this app's LibreOffice processes: their command lines name the engine's data folder. */
function libreOfficeOf(dataDir: string): number[] {
  return (
    execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      // Not the LibreOffice the engine keeps started in advance for thumbnails: it converts nothing here.
      .filter((line) => line.includes(dataDir) && /soffice|oosplash/.test(line) && !line.includes('office-standby'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
  );
}

/** Stages the deck on the Convert to PDF panel and starts it; the id of the task it made. */
async function convertOnce(session: PanelSession): Promise<string> {
  const { page } = session;
  await addFiles(page, 'Add presentations', [DECK]);
  await waitUntilStaged(page, 'Presentations to convert', [NAME]);
  const known = new Set(session.tasks.map((task) => task.id));
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  let id = '';
  await expect
    .poll(() => (id = session.tasks.find((task) => !known.has(task.id) && task.type === 'convertor.ppt2pdf')?.id ?? ''), {
      timeout: WAIT_MS,
    })
    .not.toBe('');
  return id;
}

function badge(page: Page, taskId: string) {
  return page.locator(`#task-${taskId} .badge`);
}

describe('npm run web: Retry and Try again', () => {
  it('retries a cancelled task from History and tries a failed one again from its card; both complete', { timeout: 900_000 }, async () => {
    const session = await openPanel(journey.browser, journey.app, 'pdf', 'Convert to PDF');
    const { page } = session;

    // Cancelled while it runs, then retried from History.
    const cancelled = await convertOnce(session);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await page.locator(`#task-${cancelled}`).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => badge(page, cancelled).textContent(), { timeout: WAIT_MS }).toBe('Cancelled');
    const before = new Set(session.tasks.map((task) => task.id));
    await page.locator(`#task-${cancelled}`).getByRole('button', { name: 'Retry' }).click();
    await page.locator(`#task-${cancelled}`).getByRole('button', { name: 'Started again' }).waitFor();
    let retried = '';
    await expect.poll(() => (retried = session.tasks.find((task) => !before.has(task.id))?.id ?? ''), { timeout: WAIT_MS }).not.toBe('');
    await expect.poll(() => badge(page, retried).textContent(), { timeout: WAIT_MS }).toBe('Completed');

    // Failed because its LibreOffice was killed, then tried again from its card.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Convert to PDF' }).click();
    const failing = await convertOnce(session);
    let killed: number[] = [];
    await expect.poll(() => (killed = libreOfficeOf(journey.app.dataDir)).length, { timeout: WAIT_MS }).toBeGreaterThan(0);
    for (const pid of killed) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already with its parent.
      }
    }
    const card = page.locator(`#task-${failing}`);
    await expect.poll(() => badge(page, failing).textContent(), { timeout: WAIT_MS }).toBe('Failed');
    // `interrupted`: the code's sentence; the engine's (naming LibreOffice) is behind Details.
    await card.getByText('The task was stopped before it finished.', { exact: true }).waitFor();
    await shootPanel(page, 'web-retry-failed');
    const known = new Set(session.tasks.map((task) => task.id));
    await card.getByRole('button', { name: 'Try again' }).click();
    let again = '';
    await expect.poll(() => (again = session.tasks.find((task) => !known.has(task.id))?.id ?? ''), { timeout: WAIT_MS }).not.toBe('');
    await expect.poll(() => badge(page, again).textContent(), { timeout: WAIT_MS }).toBe('Completed');
    const pdf = await saveDownload(page.locator(`#task-${again}`), journey.work);
    expect((await run('pdfinfo', [pdf])).stdout).toMatch(/^Pages:\s+3$/m);

    // Nothing the page was told names the host's staging folder.
    for (const task of session.tasks) expect(JSON.stringify(task.error ?? null)).not.toContain('staging');
    expect(await page.content()).not.toContain('/staging/');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
