import { fake } from './electron-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { createTaskNotifier } from '../../main/shell/notifications';
import { RunningTasks } from '../../main/shell/running-tasks';
import { createAppTray, trayMenuTemplate, trayTooltip } from '../../main/shell/tray';
import { FakeNotification, FakeTray, resetInstances } from './electron-fake';
import { appTranslators } from '../../main/core/i18n/app-texts';

const en = appTranslators('en');

beforeEach(() => resetInstances());

describe('task notifications', () => {
  it('shows one notification per finished task; a click shows the window and focuses the task', () => {
    const showWindow = vi.fn();
    const emit = vi.fn();
    const notify = createTaskNotifier({ showWindow, emit: () => emit, savedFileOf: () => undefined });
    notify({ taskId: 't-42', title: 'Merged “q3.pptx”', body: 'Ready to save.', failed: false });
    notify({ taskId: 't-43', title: 'Merge failed', body: 'The second file is not a deck.', failed: true });

    expect(FakeNotification.instances.map((entry) => [entry.options.title, entry.options.urgency, entry.shown])).toEqual([
      ['Merged “q3.pptx”', 'normal', true],
      ['Merge failed', 'critical', true],
    ]);
    expect(showWindow).not.toHaveBeenCalled();
    FakeNotification.instances[1]?.emit('click');
    expect(showWindow).toHaveBeenCalledOnce();
    expect(emit).toHaveBeenCalledWith('ui:focusTask', { id: 't-43' });
  });

  it('a click on the notice of a result already saved reveals the file instead of opening the window', () => {
    const showWindow = vi.fn();
    const emit = vi.fn();
    const notify = createTaskNotifier({
      showWindow,
      emit: () => emit,
      savedFileOf: (id) => (id === 't-7' ? '/home/ada/Downloads/q3-merged.pptx' : undefined),
    });
    notify({ taskId: 't-7', title: 'Merge decks: done', body: 'q3.pptx is ready to save.', failed: false });
    FakeNotification.instances[0]?.emit('click');
    expect(fake.shell.showItemInFolder).toHaveBeenCalledWith('/home/ada/Downloads/q3-merged.pptx');
    expect(showWindow).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });

  it('stays quiet where the OS has no notifications', () => {
    FakeNotification.supported = false;
    createTaskNotifier({ showWindow: vi.fn(), emit: () => null, savedFileOf: () => undefined })({
      taskId: 't',
      title: 'x',
      body: 'y',
      failed: false,
    });
    expect(FakeNotification.instances).toHaveLength(0);
  });
});

describe('tray', () => {
  it('offers Show Deckhand and Quit', () => {
    const actions = { show: vi.fn(), quit: vi.fn() };
    const items = trayMenuTemplate(actions, en).filter((item) => item.type !== 'separator');
    expect(items.map((item) => item.label)).toEqual(['Show Deckhand', 'Quit']);
    for (const item of items) (item.click as () => void)();
    expect(actions.show).toHaveBeenCalledOnce();
    expect(actions.quit).toHaveBeenCalledOnce();
  });

  it('counts running tasks in the tooltip, from pushed task events', () => {
    const tray = createAppTray({ iconPath: '/app/assets/tray.png', template: false, actions: { show: vi.fn(), quit: vi.fn() }, t: en });
    const fakeTray = FakeTray.instances[0];
    expect(fakeTray?.tooltip).toBe('Deckhand');
    const running = new RunningTasks();
    tray.setRunningCount(running.update({ id: 'a', status: 'pending' }));
    tray.setRunningCount(running.update({ id: 'b', status: 'running' }));
    tray.setRunningCount(running.update({ id: 'a', status: 'running' }));
    expect(fakeTray?.tooltip).toBe('Deckhand — 2 tasks running');
    tray.setRunningCount(running.update({ id: 'a', status: 'completed' }));
    expect(fakeTray?.tooltip).toBe('Deckhand — 1 task running');
    tray.setRunningCount(running.remove('b'));
    expect(fakeTray?.tooltip).toBe(trayTooltip(0, en));
    expect((fakeTray?.menu?.template as MenuItemConstructorOptions[]).map((item) => item.label ?? item.type)).toEqual([
      'Show Deckhand',
      'separator',
      'Quit',
    ]);
  });

  it('uses a template image on macOS and shows the window on click', () => {
    const show = vi.fn();
    createAppTray({ iconPath: '/app/assets/trayTemplate.png', template: true, actions: { show, quit: vi.fn() }, t: en });
    const fakeTray = FakeTray.instances[0];
    expect(fakeTray?.image).toMatchObject({ path: '/app/assets/trayTemplate.png', template: true });
    fakeTray?.emit('click');
    expect(show).toHaveBeenCalledOnce();
    expect(fake.app.quit).not.toHaveBeenCalled();
  });
});

describe('the tray in the app’s language', () => {
  it('speaks German and Arabic, counting in each language’s plural forms', () => {
    const de = appTranslators('de');
    const ar = appTranslators('ar');
    expect(trayMenuTemplate({ show: vi.fn(), quit: vi.fn() }, de).map((item) => item.label ?? item.type)).toEqual([
      'Deckhand anzeigen',
      'separator',
      'Beenden',
    ]);
    expect([0, 1, 3].map((count) => trayTooltip(count, de))).toEqual([
      'Deckhand',
      'Deckhand – 1 Aufgabe läuft',
      'Deckhand – 3 Aufgaben laufen',
    ]);
    expect(trayMenuTemplate({ show: vi.fn(), quit: vi.fn() }, ar).map((item) => item.label ?? item.type)).toEqual([
      'إظهار Deckhand',
      'separator',
      'إنهاء',
    ]);
    // Arabic: one, two, few (3–10), many (11–99) each have their own form.
    expect([1, 2, 3, 11].map((count) => trayTooltip(count, ar))).toEqual([
      'Deckhand — مهمة واحدة قيد التنفيذ',
      'Deckhand — مهمتان قيد التنفيذ',
      'Deckhand — 3 مهام قيد التنفيذ',
      'Deckhand — 11 مهمة قيد التنفيذ',
    ]);
  });

  it('relabels its menu and tooltip when the language changes, keeping the count', () => {
    let locale: 'en' | 'ar' = 'en';
    const t: typeof en = (key, values) => appTranslators(locale)(key, values);
    const tray = createAppTray({ iconPath: '/app/assets/tray.png', template: false, actions: { show: vi.fn(), quit: vi.fn() }, t });
    tray.setRunningCount(2);
    locale = 'ar';
    tray.relabel();
    const fakeTray = FakeTray.instances[0];
    expect(fakeTray?.tooltip).toBe('Deckhand — مهمتان قيد التنفيذ');
    expect((fakeTray?.menu?.template as MenuItemConstructorOptions[])[0]?.label).toBe('إظهار Deckhand');
  });
});
