/**
 * One deadline for all the work a page makes the browser do — load, settle, screenshot or layout reading — because
 * a page may keep Chromium busy after it has loaded (a script that loops forever), and then no single step's own
 * timeout ever fires: `page.evaluate` has none (issue #19: html2png held a tool slot for the 10-minute tool
 * timeout). When the deadline passes, the browser is closed, which ends whatever was waiting on it.
 */
import type { Browser } from 'playwright-core';
import { ToolError } from '../errors/tool-error';

export const DEFAULT_PAGE_DEADLINE_MS = 60_000;

/** `DECKHAND_PAGE_DEADLINE_MS` (slow machines, tests), else 60 s. */
export function pageDeadlineMs(): number {
  const configured = Number(process.env.DECKHAND_PAGE_DEADLINE_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_PAGE_DEADLINE_MS;
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

export function pageTooSlow(displayName: string, ms: number): ToolError {
  return new ToolError(
    'timeout',
    `“${displayName}” kept the browser busy for more than ${seconds(ms)} (a script that never ends, or a page too heavy to lay out), so it was stopped.`,
  );
}

/** Runs `work` against `browser`; past `ms`, closes the browser and fails with a `timeout` ToolError. */
export async function withinPageDeadline<T>(
  browser: Browser,
  displayName: string,
  work: () => Promise<T>,
  ms = pageDeadlineMs(),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let expired = false;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(pageTooSlow(displayName, ms));
      void browser.close().catch(() => undefined);
    }, ms);
  });
  const running = work();
  try {
    return await Promise.race([running, deadline]);
  } catch (error) {
    if (expired) {
      // Whatever the closed browser makes `work` throw is only the echo of the deadline.
      running.catch(() => undefined);
      throw pageTooSlow(displayName, ms);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
