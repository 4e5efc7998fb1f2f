/**
 * Wires the core for one app data dir: settings, keys, the local engine (started by whoever calls this), the backend
 * switch, the task center and the IPC router. The Electron shell and the web host both call createAppServices and
 * then bind `router` to their transport.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Backend } from './backend';
import type { EngineStatus } from '../../shared/contract/ipc';
import type { EngineHandle, EngineState } from './backend';
import type { SupervisedEngine } from './engine-supervisor';
import { EventBus } from './event-bus';
import { createIpcHandlers } from './handlers/create-ipc-handlers';
import { IpcRouter } from './ipc-router';
import { CloudKey } from './cloud-key';
import { FileKeyStore } from './key-store';
import type { KeyStore } from './key-store';
import type { Platform, SecretCipher } from './platform';
import type { FollowTiming } from './service-client/follow-task';
import { inspectDeckText } from './service-client/engine-extras';
import { ServiceError } from './service-client/service-error';
import { SettingsStore } from './settings-store';
import type { SettingsEnv } from './settings-store';
import { TaskCenter } from './task-center';
import { TaskNotes } from './task-notes';
import { TranslationProviders } from './translation-providers';
import { translationPrecheck } from './translation-precheck';
import { suggestOutputName } from './output-name';
import { ResultPreviews } from './result-previews';
import { findTool } from '../../shared/tools/catalog';
import { localOnlyRefusal } from '../../shared/tools/tool-definition';
import { RecipeLibrary } from './recipes/recipe-library';
import { translationPairPrecheck } from './recipes/recipe-prepare';
import type { StepPrecheck } from './recipes/recipe-prepare';
import { RecipeRuns } from './recipes/recipe-runs';
import type { Chaining } from './recipes/step-task';
import { WatchFolders } from './watch/watch-folders';
import { TARGET_TOO_SMALL, targetRefusalOf } from '../../shared/tools/video-target';
import { targetRefusalIn } from '../../shared/i18n/video-target-words';
import { readVideoLength } from './media-length';
import { AppTexts, processLanguages } from './i18n/app-texts';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { translationRefusalText } from '../../shared/i18n/translation-refusal-words';

export type StartEngine = (options: { dataDir: string; key: string }) => Promise<EngineHandle>;

export interface AppServicesOptions {
  /** The per-user app data dir (settings.json, keys.json, engine/). */
  dataDir: string;
  platform: Platform;
  cipher: SecretCipher;
  /** The app version shown in app:info. */
  version: string;
  /** DECKFLOW_API_BASE / DECKFLOW_API_KEY, honoured on first run; default process.env. */
  env?: SettingsEnv;
  /**
   * Starts the local engine: the shell and the web host start one in a process of its own (engine-supervisor.ts),
   * whose status the app then reports; tests pass a running engine. Core never loads the engine's code itself.
   */
  startEngine: StartEngine;
  /** See HandlerDeps.fileAccess (the web host limits paths to its staging dir). */
  fileAccess?: (path: string) => boolean;
  /** See HandlerDeps.handOnDir (the web host: its staging dir); default `handed-on` in the data folder. */
  handOnDir?: string;
  follow?: Partial<FollowTiming>;
  /** The system's languages, most preferred first, for Settings' "As the system" (default: the process's locale). */
  systemLanguages?: () => readonly string[];
  /** Start the saved watch folders once the engine runs (default true). */
  watchFolders?: boolean;
}

export interface AppServices {
  router: IpcRouter;
  events: EventBus;
  taskCenter: TaskCenter;
  settings: SettingsStore;
  keys: KeyStore;
  /** The cloud key, bound to the address it was saved for. */
  cloudKey: CloudKey;
  /** The personal key for a Deckhand server, bound to its address. */
  serverKey: CloudKey;
  backend: Backend;
  /** The language of main's menu, tray, dialogs and notifications (Settings' `language`, else the system's). */
  texts: AppTexts;
  /** Where this session saved a task's result, if it did (a notification click reveals it). */
  savedFileOf(taskId: string): string | undefined;
  /** The local engine's translation providers (settings, keys, sync). */
  translation: TranslationProviders;
  /** Resolves when the local engine listens. */
  engineReady: Promise<EngineHandle>;
  recipes: RecipeRuns;
  watchFolders: WatchFolders;
  /** Completed tasks' files for their previews (both hosts serve them; see preview-reply.ts). */
  previews: ResultPreviews;
  /** Stops following, cancels uploads and stops the local engine. */
  close(): Promise<void>;
}

function isSupervised(handle: EngineHandle): handle is SupervisedEngine {
  return typeof (handle as Partial<SupervisedEngine>).onStatus === 'function';
}

/** The status of an engine that runs in this process: it cannot restart, so it is its start's outcome. */
function statusOf(state: EngineState): EngineStatus {
  if (state.status === 'failed') return { state: 'failed', restarts: 0, message: state.error.message };
  return { state: state.status, restarts: 0 };
}

export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const env = options.env ?? { DECKFLOW_API_BASE: process.env.DECKFLOW_API_BASE, DECKFLOW_API_KEY: process.env.DECKFLOW_API_KEY };
  const { store: settings, firstRun } = await SettingsStore.open(options.dataDir, env);
  const texts = new AppTexts(settings, options.systemLanguages ?? processLanguages);
  const keys = new FileKeyStore(options.dataDir, options.cipher);
  const cloudKey = new CloudKey(keys);
  const serverKey = new CloudKey(keys, 'server');
  await cloudKey.bindLegacy(settings.get().backend.cloudBaseUrl);
  if (firstRun && env.DECKFLOW_API_KEY?.trim()) await cloudKey.set(env.DECKFLOW_API_KEY, settings.get().backend.cloudBaseUrl);

  const engineDir = path.join(options.dataDir, 'engine');
  const events = new EventBus();
  let engineState: EngineState = { status: 'starting' };
  /** Set when the engine runs supervised in its own process: that process's status, pushed as `engine:status`. */
  let supervised: EngineStatus | null = null;
  const engineReady = (async () => {
    let key = await keys.get('engine');
    if (!key) {
      key = randomBytes(24).toString('base64url');
      await keys.set('engine', key);
    }
    const handle = await options.startEngine({ dataDir: engineDir, key });
    engineState = { status: 'running', handle, dataDir: engineDir };
    if (isSupervised(handle)) {
      supervised = handle.status();
      handle.onStatus((status) => {
        supervised = status;
        events.emit('engine:status', status);
        // Back after a crash (possibly on another port): follow the unfinished tasks again.
        if (status.state === 'running') backendChanged();
      });
    }
    // A page that asked while the engine was starting learns that it now runs.
    events.emit('engine:status', supervised ?? statusOf(engineState));
    return handle;
  })();
  engineReady.catch((error: unknown) => {
    engineState = { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
    events.emit('engine:status', statusOf(engineState));
    console.error('The local engine failed to start:', error);
  });
  const engineStatus = (): EngineStatus => supervised ?? statusOf(engineState);

  const backend = new Backend({
    settings,
    cloudKey,
    serverKey,
    engine: () => engineReady,
    engineState: () => engineState,
    follow: options.follow,
    userAgent: `Deckhand/${options.version}`,
  });
  const notes = await TaskNotes.open(options.dataDir);
  const translation = new TranslationProviders({ settings, keys, engine: () => engineReady, onSynced: () => backend.forgetTools() });
  // The engine holds provider keys in memory only: it gets them from here each time it starts.
  engineReady.then(
    () => translation.sync().catch((error: unknown) => console.warn('The local engine did not take the translation providers:', error)),
    () => undefined,
  );
  // What the local engine's state refuses before a recipe uploads anything (a translation pair no provider here has).
  const translationCheck = translationPairPrecheck(() => translation.languages());
  // A param only the local engine has (slides picked for a merge) is refused before a cloud upload, in the tool's words.
  const cloudCheck = (type: string, params: Record<string, unknown>): void => {
    const refusal = localOnlyRefusal(findTool(type), params);
    if (refusal) throw new ServiceError({ code: 'tool_unavailable', message: refusal });
  };
  // A Deckhand server runs this engine's code: its tools take what the local engine takes.
  const precheck: StepPrecheck = async (type, params, words) => {
    const { kind } = settings.get().backend;
    if (kind === 'local') return translationCheck(type, params, words);
    if (kind === 'cloud') cloudCheck(type, params);
  };
  // A size Reduce video cannot meet for the video's length, said before the upload (engine and server run this code).
  const refuseUnmetVideoTarget = async (
    params: Record<string, unknown>,
    files: readonly { path: string; name: string }[],
  ): Promise<void> => {
    if (typeof params.targetMB !== 'number') return;
    for (const file of files) {
      const length = await readVideoLength(file.path);
      const refusal = length ? targetRefusalOf(params.targetMB, length, params.audio === 'drop', file.name) : null;
      if (refusal) throw new ServiceError({ code: TARGET_TOO_SMALL, message: targetRefusalIn(texts.locale, refusal) });
    }
  };
  const taskCenter = new TaskCenter({
    client: () => backend.client(),
    tools: () => backend.tools(),
    backendId: () => backend.id(),
    keepsFailedInputs: () => settings.get().backend.kind === 'local',
    notes,
    events,
    platform: options.platform,
    t: texts.t,
    locale: () => texts.locale,
    notificationsEnabled: () => settings.get().notifications,
    // A single task also has its files: with Detect, the deck's own language is checked against the providers.
    precheck: async (type, params, files) => {
      const { kind } = settings.get().backend;
      if (kind === 'cloud') return cloudCheck(type, params);
      if (kind !== 'local' && kind !== 'server') return;
      if (type === 'video.compress') return refuseUnmetVideoTarget(params, files);
      if (kind !== 'local' || type !== 'translation') return;
      const readText = async (file: { path: string; name: string }): Promise<string> =>
        inspectDeckText(await backend.engineClient(), file.path, file.name);
      const refusal = await translationPrecheck(await translation.languages(), params, files, readText);
      if (refusal)
        throw new ServiceError({ code: 'tool_unavailable', message: translationRefusalText(catalogWording(texts.locale), refusal) });
    },
  });
  const previews = new ResultPreviews({
    client: () => backend.client(),
    engineClient: () => backend.engineClient(),
    requestOf: (id) => taskCenter.requestOf(id),
    outputName: async (task) => {
      const tools = await backend.tools().catch(() => []);
      return suggestOutputName(
        task,
        tools.find((tool) => tool.type === task.type),
        taskCenter.requestOf(task.id),
      );
    },
    fileAccess: options.fileAccess,
    cacheDir: path.join(options.dataDir, 'previews'),
  });
  const chaining = (): Chaining => (settings.get().backend.kind === 'local' ? 'engine' : 'transfer');
  const recipes = new RecipeRuns({
    client: () => backend.client(),
    tools: () => backend.tools(),
    chaining,
    follow: taskCenter.waitForTask,
    precheck,
    words: () => catalogWording(texts.locale),
    events,
    platform: options.platform,
    t: texts.t,
    saveFolder: () => settings.get().saveFolder,
  });
  const watchFolders = await WatchFolders.open({
    dataDir: options.dataDir,
    events,
    words: () => catalogWording(texts.locale),
    backend: async () => ({
      client: await backend.client(),
      chaining: chaining(),
      follow: taskCenter.waitForTask,
      tools: () => backend.tools(),
      precheck,
      words: catalogWording(texts.locale),
    }),
  });
  // Watch folders start once the engine runs (their files go to it), and only in a host that watches (not tests).
  if (options.watchFolders !== false) {
    engineReady.then(
      () => watchFolders.startAll().catch((error: unknown) => console.warn('Could not start the watch folders:', error)),
      () => undefined,
    );
  }

  const resume = (): void => {
    taskCenter.resume().catch((error: unknown) => {
      // No cloud key yet is a normal state, not a failure worth logging.
      if (error instanceof ServiceError && error.code === 'no_key') return;
      console.warn('Could not resume following unfinished tasks:', error instanceof Error ? error.message : error);
    });
  };
  const backendChanged = (): void => {
    taskCenter.stopFollowing();
    resume();
    backend
      .info()
      .then((info) => events.emit('backend:changed', info))
      .catch((error: unknown) => console.warn('Could not describe the new backend:', error));
  };
  settings.onChange((next, previous) => {
    if (next.backend.kind !== previous.backend.kind || next.backend.cloudBaseUrl !== previous.backend.cloudBaseUrl) backendChanged();
  });

  const savedFiles = new Map<string, string>();
  const router = new IpcRouter(
    createIpcHandlers({
      t: texts.t,
      locale: () => texts.locale,
      version: options.version,
      platform: options.platform,
      backend,
      taskCenter,
      settings,
      keys,
      cloudKey,
      serverKey,
      translation,
      engineState: () => engineState,
      engineStatus,
      recipeLibrary: new RecipeLibrary(path.join(options.dataDir, 'recipes'), () => catalogWording(texts.locale)),
      recipes,
      watchFolders,
      previews,
      fileAccess: options.fileAccess,
      handOnDir: options.handOnDir ?? path.join(options.dataDir, 'handed-on'),
      onBackendChanged: backendChanged,
      onSaved: (taskId, file) => savedFiles.set(taskId, file),
      emit: (event, payload) => events.emit(event, payload),
    }),
    events,
  );
  resume();

  return {
    router,
    events,
    taskCenter,
    settings,
    keys,
    cloudKey,
    serverKey,
    backend,
    translation,
    engineReady,
    recipes,
    watchFolders,
    previews,
    texts,
    savedFileOf: (taskId) => savedFiles.get(taskId),
    close: async () => {
      texts.close();
      taskCenter.close();
      await watchFolders.close();
      await recipes.close();
      await previews.close();
      if (engineState.status === 'running') {
        const { handle } = engineState;
        engineState = { status: 'stopped' };
        await handle.close();
      } else {
        engineState = { status: 'stopped' };
        await engineReady.then((handle) => handle.close()).catch(() => undefined);
      }
    },
  };
}
