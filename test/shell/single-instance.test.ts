import { fake } from './electron-mock';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filesFromArgv, openedPath } from '../../main/shell/command-line-files';
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
    // Switches before the app (a test driver's), a preloaded module, or --app= do not make the app a file to open.
    expect(
      filesFromArgv(['/usr/bin/electron', '--no-sandbox', '--inspect=0', '-r', '/x/loader.js', '/work/app', 'deck.pptx'], '/home/me', true),
    ).toEqual(['/home/me/deck.pptx']);
    expect(filesFromArgv(['/usr/bin/electron', '--app=/work/app', 'deck.pptx'], '/home/me', true)).toEqual(['/home/me/deck.pptx']);
    expect(filesFromArgv(['/usr/bin/electron', '--inspect'], '/home/me', true)).toEqual([]);
    expect(filesFromArgv(['deckhand', '--', '--odd-name.pptx'], '/d', false)).toEqual(['/d/--odd-name.pptx']);
  });

  it('turns file:// URLs (a Linux launcher’s %U) into paths and drops every other URL', () => {
    const talk = resolve('/home/ada/My Talks/résumé #2.pptx');
    const pdf = resolve('/tmp/a.pdf');
    const url = pathToFileURL(talk).href;
    expect(url).toContain('%20');
    expect(
      filesFromArgv(
        ['deckhand', url, pathToFileURL(pdf).href.replace(/^file:/, 'FILE:'), 'https://example.com/b.pptx', 'smb://nas/c.pptx'],
        '/',
        false,
      ),
    ).toEqual([talk, pdf]);
  });
});

describe('openedPath', () => {
  it('keeps plain paths, resolves relative ones, and refuses file URLs of another host (POSIX) and other URLs', () => {
    expect(openedPath(resolve('/Users/ada/q3.pptx'), '/')).toBe(resolve('/Users/ada/q3.pptx'));
    expect(openedPath('talks/q3.pptx', resolve('/home/ada'))).toBe(resolve('/home/ada/talks/q3.pptx'));
    // A name with a colon is still a file name; only `scheme://` is a URL.
    expect(openedPath('notes:v2.pptx', resolve('/home/ada'))).toBe(resolve('/home/ada', 'notes:v2.pptx'));
    if (process.platform !== 'win32') expect(openedPath('file://server/share/a.pptx', '/')).toBeNull();
    expect(openedPath('sftp://host/a.pptx', '/')).toBeNull();
  });
});
