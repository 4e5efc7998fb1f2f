import { fake } from './electron-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filesFromArgv } from '../../main/shell/command-line-files';
import { claimSingleInstance } from '../../main/shell/single-instance';

beforeEach(() => {
  fake.app.removeAllListeners();
  fake.app.lockGranted = true;
});

describe('single instance', () => {
  it('hands a second launch’s files to the first instance', () => {
    const onSecondInstance = vi.fn();
    expect(claimSingleInstance(fake.app as never, { files: ['/home/ada/a.pptx'], runByElectronBinary: false, onSecondInstance })).toBe(
      true,
    );
    expect(fake.app.launch.lockData).toEqual({ files: ['/home/ada/a.pptx'] });

    fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand', 'b.pptx'], '/home/ada/talks', { files: ['/home/ada/talks/b.pptx'] });
    expect(onSecondInstance).toHaveBeenLastCalledWith(['/home/ada/talks/b.pptx']);

    // An older second instance (or another app) sent no launch data: fall back to its argv and cwd.
    fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand', '--inspect', 'c.pptx'], '/home/ada/talks', null);
    expect(onSecondInstance).toHaveBeenLastCalledWith(['/home/ada/talks/c.pptx']);

    fake.app.emit('second-instance', {}, ['/opt/Deckhand/deckhand'], '/', { files: [] });
    expect(onSecondInstance).toHaveBeenLastCalledWith([]);
  });

  it('tells the second instance to quit when the lock is taken', () => {
    fake.app.lockGranted = false;
    const onSecondInstance = vi.fn();
    expect(claimSingleInstance(fake.app as never, { files: ['/x.pptx'], runByElectronBinary: false, onSecondInstance })).toBe(false);
    expect(fake.app.listenerCount('second-instance')).toBe(0);
  });
});

describe('filesFromArgv', () => {
  it('skips the executable (and the app path under `electron .`), switches, and resolves relative paths', () => {
    expect(filesFromArgv(['/opt/Deckhand/deckhand', '--no-sandbox', 'a.pptx', '/tmp/b.pptx'], '/home/ada', false)).toEqual([
      '/home/ada/a.pptx',
      '/tmp/b.pptx',
    ]);
    expect(filesFromArgv(['/usr/bin/electron', '.', 'deck.pptx'], '/home/me', true)).toEqual(['/home/me/deck.pptx']);
    expect(filesFromArgv(['deckhand', '--', '--odd-name.pptx'], '/d', false)).toEqual(['/d/--odd-name.pptx']);
  });
});
