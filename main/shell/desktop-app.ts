import { app, safeStorage, session } from 'electron';
import type { BrowserWindow } from 'electron';
import type { StagedFile } from '../../shared/contract/ipc';
import { createAppServices } from '../core/app-services';
import { superviseEngine } from '../core/engine-supervisor';
import type { AppServices } from '../core/app-services';
import { appTranslators } from '../core/i18n/app-texts';
import type { AppTranslate } from '../core/i18n/app-texts';
import { bundlePaths } from './app-paths';
import { createElectronPlatform } from './electron-platform';
import { engineUtilityProcess } from './engine-utility-process';
import { bindIpc } from './ipc-binding';
import type { IpcBinding } from './ipc-binding';
import { installAppMenu } from './menu';
import { createTaskNotifier } from './notifications';
import { isRendererUrl, rendererEntry } from './renderer-entry';
import { servePreviews } from './preview-protocol';
import { RunningTasks } from './running-tasks';
import { createSafeStorageCipher } from './safe-storage-cipher';
import { createAppTray } from './tray';
import { createMainWindow, revealWindow } from './window';

/** The tool whose files Open Files… picks (the merge panel). */
const MENU_TOOL_TYPE = 'pptx.join';

export interface DesktopApp {
  showWindow(): void;
  /** Tasks still in progress (the app stays in the tray for them when the window closes). */
  runningCount(): number;
  /** Paths from the command line, a second launch or the dock: described by core, then handed to the renderer. */
  openFiles(paths: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Wires core's services to Electron: one window, the IPC binding, tray, menu and notifications. */
export async function startDesktopApp(): Promise<DesktopApp> {
  const paths = bundlePaths(import.meta.url, app.getAppPath());
  const entry = rendererEntry({ devServerUrl: process.env.ELECTRON_RENDERER_URL, packaged: app.isPackaged }, paths.rendererIndex);
  let window: BrowserWindow | null = null;
  let binding: IpcBinding | null = null;
  const getWindow = () => (window && !window.isDestroyed() ? window : null);

  const showWindow = (): BrowserWindow => {
    const current = getWindow() ?? openWindow();
    revealWindow(current);
    return current;
  };

  // Messages for the page that arrive before it listens (a window just opened from the tray) wait until it has loaded.
  let pageReady = false;
  const waiting: (() => void)[] = [];
  const whenPageReady = (send: () => void): void => {
    if (pageReady) send();
    else waiting.push(send);
  };

  // The binding exists only once core's router does, and core needs the platform (and so the notifier) first.
  const emitWhenReady: IpcBinding['emit'] = (event, payload) => whenPageReady(() => binding?.emit(event, payload));
  let savedFileOf: (taskId: string) => string | undefined = () => undefined;
  const notify = createTaskNotifier({
    showWindow: () => void showWindow(),
    emit: () => (binding ? emitWhenReady : null),
    savedFileOf: (taskId) => savedFileOf(taskId),
  });

  // The platform is made before core's texts exist; its dialogs ask for their words when shown, in the language then.
  let texts: AppTranslate = appTranslators('en');
  const t: AppTranslate = (key, values) => texts(key, values);
  const services: AppServices = await createAppServices({
    dataDir: app.getPath('userData'),
    platform: createElectronPlatform({ getWindow, notify, t }),
    systemLanguages: () => [...app.getPreferredSystemLanguages(), app.getLocale()],
    cipher: createSafeStorageCipher(safeStorage, process.platform),
    version: app.getVersion(),
    // The engine in a utility process, started again if it dies: a crashing tool cannot take the window down.
    startEngine: (engine) => superviseEngine(engineUtilityProcess(paths.engineProcess), engine),
  });
  savedFileOf = (taskId) => services.savedFileOf(taskId);
  texts = services.texts.t;
  // The window's session is the default one; the scheme is registered once for every window it opens.
  servePreviews(session.defaultSession, services.previews);
  binding = bindIpc({ router: services.router, getWindow, isRendererUrl: (url) => isRendererUrl(entry, url) });

  function openWindow(): BrowserWindow {
    pageReady = false;
    const created = createMainWindow({ preloadPath: paths.preload, iconPath: paths.icon, entry });
    created.webContents.on('did-finish-load', () => {
      pageReady = true;
      for (const send of waiting.splice(0)) send();
    });
    window = created;
    return created;
  }

  const handOver = (files: StagedFile[]): void => {
    if (files.length === 0) return;
    showWindow();
    whenPageReady(() => binding?.emit('ui:openFiles', { files }));
  };

  const openFiles = async (given: string[]): Promise<void> => {
    if (given.length === 0) return;
    const result = await services.router.invoke('files:describe', { paths: given });
    if (result.ok) handOver(result.value);
    else console.warn(`Could not open ${given.length} file(s): ${result.error.message}`);
  };

  const running = new RunningTasks();
  const tray = createAppTray({
    iconPath: process.platform === 'darwin' ? paths.trayTemplateIcon : paths.trayIcon,
    template: process.platform === 'darwin',
    actions: { show: () => showWindow(), quit: () => app.quit() },
    t,
  });
  const stopCounting = services.router.onEvent((message) => {
    if (message.event === 'task:update') tray.setRunningCount(running.update(message.payload));
    else if (message.event === 'task:removed') tray.setRunningCount(running.remove(message.payload.id));
  });

  const menu = {
    isMac: process.platform === 'darwin',
    // The merge panel is the app's one tool panel; core filters the dialog by that tool's registry entry.
    openFiles: () => {
      void services.router.invoke('files:pick', { toolType: MENU_TOOL_TYPE }).then((result) => {
        if (result.ok) handOver(result.value);
        else console.warn(`Open Files… failed: ${result.error.message}`);
      });
    },
    t,
  };
  installAppMenu(menu);
  // A language chosen in Settings (or the system's, when it follows the system) relabels the menu and tray at once.
  const stopRelabelling = services.texts.onChange(() => {
    installAppMenu(menu);
    tray.relabel();
  });

  openWindow();

  return {
    showWindow: () => void showWindow(),
    runningCount: () => running.count,
    openFiles,
    close: async () => {
      stopCounting();
      stopRelabelling();
      binding?.dispose();
      tray.destroy();
      await services.close();
    },
  };
}
