/**
 * The one place `electron` is mocked for shell tests. Import this first in a test file; `fake` is the very
 * object the shell code gets when it imports `electron`.
 */
import { vi } from 'vitest';
import type { ElectronFake } from './electron-fake';

if ((globalThis as { [key: symbol]: unknown })[Symbol.for('deckhand.test.sharedWorker')]) {
  throw new Error(
    'This file mocks electron but runs in a worker other files share (the full project): list it in OWN_PROCESS in vitest.config.ts.',
  );
}

vi.mock('electron', async () => {
  const { createElectronFake } = await import('./electron-fake');
  return createElectronFake();
});

export const fake = (await import('electron')) as unknown as ElectronFake;
