/**
 * Driving the fake bridge from a test: what the renderer called, pushed events as main would send them, files to
 * stage and finished tasks to answer with.
 */
import type { Page } from 'playwright-core';
import type { Task } from '../../shared/contract/service';
import type { FakeCall, FakePageGlobals } from './renderer-fake-bridge';

export async function calls(page: Page, method: string): Promise<FakeCall[]> {
  const all = await page.evaluate(() => (globalThis as unknown as FakePageGlobals).__fake?.calls ?? []);
  return all.filter((call) => call.method === method);
}

/** The requests of every tasks.submit so far, in order. */
export async function submitted(page: Page): Promise<Record<string, unknown>[]> {
  return (await calls(page, 'tasks.submit')).map((call) => call.args[0] as Record<string, unknown>);
}

export async function emit(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(([name, body]) => (globalThis as unknown as FakePageGlobals).__fake?.emit(name as never, body as never), [
    event,
    payload,
  ] as const);
}

export function file(name: string, bytes: number, mimeType = 'application/octet-stream') {
  return { name, mimeType, buffer: Buffer.alloc(bytes, 1) };
}

export function completedTask(id: string, name: string, type: string, result: Record<string, unknown>): Task {
  const now = new Date().toISOString();
  return {
    id,
    name,
    type,
    status: 'completed',
    progress: 100,
    preview: null,
    createdAt: now,
    updatedAt: now,
    result: { url: `/tools/tasks/${id}/output`, ...result },
  };
}
