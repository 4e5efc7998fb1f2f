/**
 * The one place `electron` is mocked for shell tests. Import this first in a test file; `fake` is the very
 * object the shell code gets when it imports `electron`.
 */
import { vi } from 'vitest';
import type { ElectronFake } from './electron-fake';

vi.mock('electron', async () => {
  const { createElectronFake } = await import('./electron-fake');
  return createElectronFake();
});

export const fake = (await import('electron')) as unknown as ElectronFake;
