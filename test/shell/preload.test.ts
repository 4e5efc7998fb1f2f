import { fake } from './electron-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeckhandApi } from '../../shared/contract/bridge';
import type { IpcResult } from '../../shared/contract/ipc';

await import('../../preload/index');
const api = fake.contextBridge.exposed.get('deckhand') as DeckhandApi;

function answer(result: IpcResult<unknown>): void {
  fake.ipcRenderer.invoke.mockImplementationOnce(() => Promise.resolve(result));
}

beforeEach(() => fake.ipcRenderer.invoke.mockClear());

describe('preload bridge', () => {
  it('exposes exactly one purpose-named API as window.deckhand, no raw IPC', () => {
    expect([...fake.contextBridge.exposed.keys()]).toEqual(['deckhand']);
    expect(Object.keys(api).sort()).toEqual([
      'app',
      'files',
      'fonts',
      'on',
      'previewUrl',
      'recipes',
      'settings',
      'tasks',
      'tools',
      'translation',
      'watch',
    ]);
    expect(JSON.stringify(Object.keys(api.tasks))).not.toContain('invoke');
    expect(api.files.canShowInFolder).toBe(true);
  });

  it('gives pictures and videos of a task the app’s own preview address, escaped, never a path or a key', () => {
    expect(api.previewUrl('task-1', 'output')).toBe('deckhand-preview://task/task-1/output');
    expect(api.previewUrl('a/../b', 'input-0')).toBe('deckhand-preview://task/a%2F..%2Fb/input-0');
  });

  it('unwraps a successful envelope', async () => {
    answer({ ok: true, value: { tasks: [], total: 0 } });
    await expect(api.tasks.list({ startIndex: 20, maxResults: 20 })).resolves.toEqual({ tasks: [], total: 0 });
    expect(fake.ipcRenderer.invoke).toHaveBeenCalledWith('tasks:list', { startIndex: 20, maxResults: 20 });
  });

  it('rejects with the code and message main sent, as a plain object that survives contextBridge', async () => {
    answer({ ok: false, error: { code: 'not_found', message: 'No task with this id.' } });
    const failure = await api.tasks.delete('nope').then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failure).toEqual({ name: 'DeckhandError', code: 'not_found', message: 'No task with this id.' });
    expect(structuredClone(failure)).toEqual(failure);
  });

  it('stages dropped files by their paths on disk, then asks main to describe them', async () => {
    answer({ ok: true, value: [{ path: '/picked/a.pptx', name: 'a.pptx', size: 12 }] });
    const staged = await api.files.stage([new File(['x'], 'a.pptx')]);
    expect(fake.webUtils.getPathForFile).toHaveBeenCalledOnce();
    expect(fake.ipcRenderer.invoke).toHaveBeenCalledWith('files:describe', { paths: ['/picked/a.pptx'] });
    expect(staged).toEqual([{ path: '/picked/a.pptx', name: 'a.pptx', size: 12 }]);
  });

  it('refuses files with no path on disk (made up by a page script)', async () => {
    fake.webUtils.getPathForFile.mockReturnValueOnce('');
    await expect(api.files.stage([new File(['x'], 'fake.pptx')])).rejects.toMatchObject({ code: 'invalid_parameter' });
    expect(fake.ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('maps every method to its channel', async () => {
    const calls: [string, unknown][] = [];
    fake.ipcRenderer.invoke.mockImplementation((channel: string, payload: unknown) => {
      calls.push([channel, payload]);
      return Promise.resolve({ ok: true, value: null });
    });
    await api.app.info();
    await api.tools.list();
    await api.files.pick('pptx.join');
    await api.files.showInFolder('/x/y.pptx');
    await api.files.open('/x/y.pdf');
    await api.tasks.submit({ type: 'pptx.join', params: {}, files: [] });
    await api.tasks.get('t1');
    await api.tasks.save('t1');
    await api.tasks.extract('t1');
    await api.settings.get();
    await api.settings.update({ notifications: false });
    await api.settings.setCloudKey('k');
    await api.translation.providers();
    await api.translation.setProvider({ id: 'deepl', apiKey: 'd' });
    await api.recipes.run({ name: 'r', steps: [] }, []);
    await api.recipes.retry('run-1', 'file-1');
    await api.watch.pause('w1');
    fake.ipcRenderer.invoke.mockReset();
    expect(calls).toEqual([
      ['app:info', undefined],
      ['tools:list', undefined],
      ['files:pick', { toolType: 'pptx.join' }],
      ['files:showInFolder', { path: '/x/y.pptx' }],
      ['files:open', { path: '/x/y.pdf' }],
      ['tasks:submit', { type: 'pptx.join', params: {}, files: [] }],
      ['tasks:get', { id: 't1' }],
      ['tasks:save', { id: 't1' }],
      ['tasks:extract', { id: 't1' }],
      ['settings:get', undefined],
      ['settings:update', { notifications: false }],
      ['keys:setCloudKey', { key: 'k' }],
      ['translation:providers', undefined],
      ['translation:setProvider', { id: 'deepl', apiKey: 'd' }],
      ['recipes:run', { recipe: { name: 'r', steps: [] }, files: [] }],
      ['recipes:retry', { runId: 'run-1', fileId: 'file-1' }],
      ['watch:pause', { id: 'w1' }],
    ]);
  });

  it('subscribes to pushed events and returns an unsubscribe', () => {
    const listener = vi.fn();
    const off = api.on('task:removed', listener);
    fake.ipcRenderer.emitter.emit('task:removed', {}, { id: 't1' });
    off();
    fake.ipcRenderer.emitter.emit('task:removed', {}, { id: 't2' });
    expect(listener.mock.calls).toEqual([[{ id: 't1' }]]);
    expect(fake.ipcRenderer.emitter.listenerCount('task:removed')).toBe(0);
    expect(() => api.on('not:an-event' as never, listener)).toThrow('Unknown event');
  });
});
