import type { EngineStatus, IpcEventName, IpcEvents } from '../../../shared/contract/ipc';
import type { Backend, EngineState } from '../backend';
import type { CloudKey } from '../cloud-key';
import type { KeyStore } from '../key-store';
import type { Platform } from '../platform';
import type { ResultPreviews } from '../result-previews';
import type { SettingsStore } from '../settings-store';
import type { TaskCenter } from '../task-center';
import type { TranslationProviders } from '../translation-providers';
import type { RecipeLibrary } from '../recipes/recipe-library';
import type { RecipeRuns } from '../recipes/recipe-runs';
import type { WatchFolders } from '../watch/watch-folders';
import type { AppTranslate } from '../i18n/app-texts';
import type { LocaleCode } from '../../../shared/i18n/locales';

export interface HandlerDeps {
  /** Dialog titles in the app's current language. */
  t: AppTranslate;
  /** The app's current language, for the words no catalog key holds (a tool's title); English when not given. */
  locale?(): LocaleCode;
  version: string;
  platform: Platform;
  backend: Backend;
  taskCenter: TaskCenter;
  settings: SettingsStore;
  keys: KeyStore;
  cloudKey: CloudKey;
  /** The personal key for a Deckhand server, bound to its address. */
  serverKey: CloudKey;
  /** Translation providers of the local engine: settings, keys, what the engine can do with them. */
  translation: TranslationProviders;
  engineState(): EngineState;
  /** Saved and built-in recipes; the runs of this session; watch folders. */
  recipeLibrary: RecipeLibrary;
  recipes: RecipeRuns;
  watchFolders: WatchFolders;
  /** Results and inputs of completed tasks, for their previews. */
  previews: ResultPreviews;
  /** The local engine's process (running, restarting …); see engine-supervisor.ts. */
  engineStatus?(): EngineStatus;
  /**
   * Which local paths the renderer may name (describe, submit). The web host limits it to its staging dir,
   * since a browser tab has no business reading arbitrary files; Electron allows any path the user dropped.
   */
  fileAccess?: (path: string) => boolean;
  /** Where a result handed on to a next step is put (each in a folder of its own), a place `fileAccess` allows. */
  handOnDir: string;
  /** The cloud key changed: the backend's client is rebuilt and followed tasks are re-read. */
  onBackendChanged(): void;
  /** Pushes an event to the window(s): thumbnails as they are drawn. */
  emit<E extends IpcEventName>(event: E, payload: IpcEvents[E]): void;
  /** A task's result was saved here (a notification click reveals it). */
  onSaved(taskId: string, path: string): void;
}

/** Paths this app saved (files, extracted folders) in this session: the only ones files:showInFolder and files:open take. */
export class SavedPaths {
  private readonly paths = new Set<string>();

  add(path: string): void {
    this.paths.add(path);
  }

  has(path: string): boolean {
    return this.paths.has(path);
  }
}
