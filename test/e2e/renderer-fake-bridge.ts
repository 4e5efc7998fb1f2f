/**
 * A stand-in `window.deckhand` for component-level renderer tests in Chromium. Installed with
 * page.addInitScript(installFakeDeckhand, options) before the app's script runs, so the renderer takes it for the
 * Electron preload. The function is serialized into the page: it must not use anything from outside its body.
 * Tests drive pushed events through `window.__fake.emit(...)` and read calls from `window.__fake.calls`.
 */
import type { LanguageSetting } from '../../shared/i18n/locales';
import type { RecipeRunState } from '../../shared/contract/recipes';
import type { DeckhandApi } from '../../shared/contract/bridge';
import type {
  AppInfo,
  DeckOutline,
  ExtractOutcome,
  FontFamily,
  IpcEventName,
  IpcEvents,
  SaveOutcome,
  StagedFile,
  TaskPage,
  TranslationProvidersInfo,
} from '../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import type { PreviewFacts } from '../../shared/contract/preview';

export interface FakeOptions {
  info: AppInfo;
  tools: ToolDescriptor[];
  /** History, newest first. */
  tasks: Task[];
  /** What tasks.save answers. */
  saveOutcome: SaveOutcome;
  canShowInFolder: boolean;
  /** tasks.submit rejects with this {code, message} when set. */
  submitFailure: { code: string; message: string; file?: string } | null;
  /** Milliseconds between the two progress reports of files.stage. */
  stageStepMs: number;
  /** What tasks.extract answers (the split's "Extract to folder…"). */
  extractOutcome: ExtractOutcome;
  /** files.inspectDeck's answer for a staged file of this name (default: three slides, the third hidden). */
  outlines: Record<string, DeckOutline>;
  /** files.thumbnails draws every slide of a staged deck (a numbered 320×180 PNG each) instead of refusing. */
  drawThumbnails: boolean;
  /** What tasks.previewFacts answers per task id; a task not named has no preview. Pages are drawn as thumbnails are. */
  previewFacts?: Record<string, PreviewFacts>;
  /** The Google Fonts list fonts.search filters (by a part of the name and by category, then `limit`). */
  fonts: FontFamily[];
  /** fonts.preview's font file (base64) per family; families not listed have none. */
  fontFiles: Record<string, string>;
  /** tasks.readText's answer per task id; other tasks have no text. */
  texts: Record<string, string>;
  /** What translation.providers answers; translation.setProvider changes it as main would (keys kept out). */
  translation: TranslationProvidersInfo;
  /** What recipes.runs answers: the Automations page's runs (they run for real in web-automations-journey). */
  runs: RecipeRunState[];
}

export interface FakeCall {
  method: string;
  args: unknown[];
}

export interface FakeHandle {
  calls: FakeCall[];
  emit<E extends IpcEventName>(event: E, payload: IpcEvents[E]): void;
  listenerCount(event: IpcEventName): number;
}

/** What the fake adds to the page's global scope (the test tsconfig has no DOM types, hence no `window`). */
export interface FakePageGlobals {
  deckhand?: DeckhandApi;
  __fake?: FakeHandle;
}

export function installFakeDeckhand(options: FakeOptions): void {
  const page = globalThis as unknown as FakePageGlobals;
  const calls: FakeCall[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const tasks = [...options.tasks];
  let settings = {
    backend: { kind: options.info.backend.kind, cloudBaseUrl: options.info.cloud.baseUrl, serverBaseUrl: options.info.server.baseUrl },
    notifications: true,
    saveFolder: null as string | null,
    askWhereToSave: true,
    language: 'system' as LanguageSetting,
  };
  let cloudKey: string | null = null;
  let serverKey: string | null = null;
  let translation = structuredClone(options.translation);
  let submissions = 0;
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args: JSON.parse(JSON.stringify(args ?? [])) as unknown[] });

  // Rejects like the Electron preload does: a plain {code, message, file?} object (see preload/index.ts, BridgeFailure).
  const fail = (code: string, message: string, fields: { file?: string } = {}): Promise<never> =>
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- mirrors the preload on purpose
    Promise.reject({ code, message, ...fields });

  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };

  /** Draws `pages` numbered pictures for a thumbnails request, one event each, as core sends them. */
  const drawPages = async (name: string, pages: number, requestId: string): Promise<{ pages: number; cached: boolean }> => {
    // PNGs of the engine's size (320 px on the long edge), as core hands them over, each file's its own colours.
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    for (let page = 1; page <= pages; page++) {
      // One page a task, as Electron delivers each IPC message: the page's own work between them is not blocked.
      await delay(0);
      context.fillStyle = `hsl(${(hue + page * 37) % 360} 60% 80%)`;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#222';
      context.font = '64px sans-serif';
      context.textAlign = 'center';
      context.fillText(String(page), 160, 112);
      emit('files:thumbnail', {
        requestId,
        pages,
        thumbnail: { page, width: 320, height: 180, dataUrl: canvas.toDataURL('image/png') },
      });
    }
    return { pages, cached: false };
  };

  page.__fake = {
    calls,
    emit,
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };

  const api: DeckhandApi = {
    app: {
      info: () => Promise.resolve(options.info),
      engineUsage: () => Promise.resolve({ dataDir: '/data/engine', bytes: 5 * 1024 * 1024, tasks: tasks.length }),
    },
    tools: { list: () => Promise.resolve(options.tools) },
    files: {
      async stage(files, onProgress) {
        record(
          'files.stage',
          files.map((file) => ({ name: file.name, size: file.size })),
        );
        const staged: StagedFile[] = [];
        for (const [index, file] of files.entries()) {
          onProgress?.({ index, name: file.name, sentBytes: Math.round(file.size / 2), totalBytes: file.size });
          await delay(options.stageStepMs);
          onProgress?.({ index, name: file.name, sentBytes: file.size, totalBytes: file.size });
          staged.push({ path: `/staged/${file.name}`, name: file.name, size: file.size });
        }
        return staged;
      },
      pick: () => Promise.resolve([]),
      // No engine draws pages here: the panels show the slides without pictures, unless the test asks for drawn ones.
      thumbnails: async (path, requestId) => {
        if (!options.drawThumbnails) throw Object.assign(new Error('No thumbnails in this fake.'), { code: 'unsupported' });
        const name = path.split('/').pop() ?? '';
        return drawPages(name, (options.outlines[name] ?? { slides: [1, 2, 3] }).slides.length, requestId);
      },
      cancelThumbnails: () => Promise.resolve(),
      inspectDeck: (path) => {
        record('files.inspectDeck', path);
        const given = options.outlines[path.split('/').pop() ?? ''];
        if (given) return Promise.resolve(given);
        // A name with "unreadable" in it plays a deck the PPTX library cannot read.
        if (path.includes('unreadable'))
          return Promise.resolve({ slides: [], problem: `“${path.split('/').pop() ?? ''}”: is not a PowerPoint deck` });
        return Promise.resolve({ slides: [1, 2, 3].map((number) => ({ number, title: `Slide title ${number}`, hidden: number === 3 })) });
      },
      showInFolder: (path) => {
        record('files.showInFolder', path);
        return Promise.resolve();
      },
      open: (path) => {
        record('files.open', path);
        return Promise.resolve();
      },
      canShowInFolder: options.canShowInFolder,
    },
    tasks: {
      submit: (request) => {
        record('tasks.submit', request);
        if (options.submitFailure) return fail(options.submitFailure.code, options.submitFailure.message, options.submitFailure);
        submissions += 1;
        return Promise.resolve({ submissionId: `sub-${submissions}` });
      },
      get: (id) => {
        record('tasks.get', id);
        const task = tasks.find((entry) => entry.id === id);
        return task ? Promise.resolve(task) : fail('not_found', `No task ${id}`);
      },
      list: (query): Promise<TaskPage> => {
        record('tasks.list', query);
        const matching = query.type ? tasks.filter((task) => task.type === query.type) : tasks;
        return Promise.resolve({ tasks: matching.slice(query.startIndex, query.startIndex + query.maxResults), total: matching.length });
      },
      delete: (id) => {
        record('tasks.delete', id);
        const index = tasks.findIndex((entry) => entry.id === id);
        if (index < 0) return fail('not_found', 'Unknown task');
        tasks.splice(index, 1);
        setTimeout(() => emit('task:removed', { id }), 0);
        return Promise.resolve();
      },
      save: (id) => {
        record('tasks.save', id);
        return Promise.resolve(options.saveOutcome);
      },
      extract: (id) => {
        record('tasks.extract', id);
        return Promise.resolve(options.extractOutcome);
      },
      preview: (id) => {
        record('tasks.preview', id);
        return Promise.resolve(null);
      },
      // No previews in these tests: the real ones are drawn by the engine in web-result-previews-journey.test.ts.
      previewFacts: (id) => {
        record('tasks.previewFacts', id);
        const given = options.previewFacts?.[id];
        if (given) return Promise.resolve(given);
        const task = tasks.find((entry) => entry.id === id);
        if (!task) return fail('not_found', `No task ${id}`);
        const fileName = typeof task.result?.fileName === 'string' ? task.result.fileName : task.name;
        const size = typeof task.result?.size === 'number' ? task.result.size : null;
        return Promise.resolve({ fileName, size, output: 'none' as const, inputs: [] });
      },
      pages: (id, side, requestId) => {
        record('tasks.pages', id);
        const facts = options.previewFacts?.[id];
        if (side !== 'output' || facts?.output !== 'pages') return fail('unsupported', 'Not in these tests.');
        return drawPages(facts.fileName, 3, requestId);
      },
      largePage: (id) => {
        record('tasks.largePage', id);
        return fail('unsupported', 'Not in these tests.');
      },
      saveAll: (ids) => {
        record('tasks.saveAll', ids);
        return Promise.resolve({ kind: 'cancelled' as const });
      },
      readText: (id) => {
        record('tasks.readText', id);
        const text = options.texts[id];
        return Promise.resolve(text === undefined ? null : { text });
      },
      cancel: (id) => {
        record('tasks.cancel', id);
        return Promise.resolve();
      },
      retry: (id) => {
        record('tasks.retry', id);
        return Promise.resolve({ submissionId: `retry-${id}`, request: { type: 'pptx.join', params: {}, files: [] } });
      },
      handOn: (id) => {
        record('tasks.handOn', id);
        return fail('unsupported', 'Not in these tests.');
      },
      clearFinished: () => {
        record('tasks.clearFinished');
        return Promise.resolve({ deleted: 0 });
      },
    },
    fonts: {
      search: (query) => {
        record('fonts.search', query);
        const text = (query.query ?? '').trim().toLowerCase();
        const found = options.fonts.filter(
          (font) => font.family.toLowerCase().includes(text) && (!query.category || font.category === query.category),
        );
        return Promise.resolve(found.slice(0, query.limit ?? 50));
      },
      preview: (family) => {
        record('fonts.preview', family);
        const base64 = options.fontFiles[family];
        return Promise.resolve(base64 ? { base64 } : null);
      },
    },
    settings: {
      get: () => Promise.resolve(structuredClone(settings)),
      update: (patch) => {
        record('settings.update', patch);
        settings = { ...settings, ...patch };
        return Promise.resolve(structuredClone(settings));
      },
      setCloudKey: (key, cloudBaseUrl) => {
        record('settings.setCloudKey', key.length > 0 ? `${key.length} characters` : '', cloudBaseUrl ?? null);
        cloudKey = key.trim() || null;
        // As main does: the key is bound to the address it was saved for.
        const keyAddress = cloudKey ? (cloudBaseUrl ?? settings.backend.cloudBaseUrl) : null;
        return Promise.resolve({
          ...options.info.cloud,
          keySet: cloudKey !== null && keyAddress === settings.backend.cloudBaseUrl,
          keyHint: cloudKey ? cloudKey.slice(-4) : null,
          keyAddress,
        });
      },
      setServerKey: (key, serverBaseUrl) => {
        record('settings.setServerKey', key.length > 0 ? `${key.length} characters` : '', serverBaseUrl ?? null);
        serverKey = key.trim() || null;
        const keyAddress = serverKey ? (serverBaseUrl ?? settings.backend.serverBaseUrl) : null;
        return Promise.resolve({
          ...options.info.server,
          keySet: serverKey !== null && keyAddress === serverBaseUrl,
          keyHint: serverKey ? serverKey.slice(-4) : null,
          keyAddress,
        });
      },
      chooseSaveFolder: () => {
        record('settings.chooseSaveFolder');
        settings = { ...settings, saveFolder: '/home/ada/Results' };
        return Promise.resolve(settings.saveFolder);
      },
      testConnection: (request) => {
        record('settings.testConnection', request);
        return Promise.resolve(
          request.kind === 'local'
            ? { outcome: 'ok' as const, message: 'Connected to the local engine: it answered and accepted the key.' }
            : request.kind === 'server'
              ? serverKey
                ? {
                    outcome: 'ok' as const,
                    message: `Connected to ${new URL(request.serverBaseUrl ?? '').host}: it answered and accepted the key.`,
                  }
                : { outcome: 'no_key' as const, message: 'No personal key is set for this server.' }
              : cloudKey === 'right-key'
                ? { outcome: 'ok' as const, message: 'Connected to app.deckflow.com: it answered and accepted the key.' }
                : { outcome: 'refused' as const, message: 'app.deckflow.com refused the key: check it and enter it again.' },
        );
      },
    },
    translation: {
      providers: () => {
        record('translation.providers');
        return Promise.resolve(structuredClone(translation));
      },
      setProvider: (change) => {
        // Recorded without the key itself, as main would log it.
        record('translation.setProvider', {
          ...change,
          ...(typeof change.apiKey === 'string' ? { apiKey: `${change.apiKey.length} characters` } : {}),
        });
        const providers = translation.providers.map((provider) => {
          if (provider.id !== change.id) return provider;
          const next = { ...provider };
          if (change.baseUrl !== undefined) next.baseUrl = change.baseUrl;
          if (change.models) next.models = { standard: change.models.standard, pro: change.models.pro ?? change.models.standard };
          if (change.apiKey !== undefined) {
            const key = change.apiKey?.trim() ?? '';
            next.keySet = key !== '';
            next.keyHint = key !== '' ? key.slice(-4) : null;
          }
          next.available = provider.id === 'apertium' ? provider.available : provider.id === 'deepl' ? next.keySet : next.baseUrl !== null;
          if (next.available) delete next.reason;
          return next;
        });
        let preferred = translation.preferred;
        if (change.preferred === true) preferred = change.id;
        if (change.preferred === false && preferred === change.id) preferred = null;
        const usable = providers.filter((provider) => provider.available);
        translation = {
          ...translation,
          providers,
          preferred,
          defaultProvider: usable.find((provider) => provider.id === preferred)?.id ?? usable[0]?.id ?? null,
        };
        return Promise.resolve(structuredClone(translation));
      },
    },
    // The renderer tests here drive the tool panels; recipes run on the real engine in web-automations-journey.test.ts.
    recipes: {
      list: () => Promise.resolve([]),
      save: () => fail('unsupported', 'Not in these tests.'),
      delete: () => Promise.resolve(),
      run: () => fail('unsupported', 'Not in these tests.'),
      runs: () => Promise.resolve(structuredClone(options.runs)),
      cancel: () => Promise.resolve(),
      retry: () => Promise.resolve(),
      saveAll: () => Promise.resolve({ kind: 'cancelled' as const }),
      dismiss: () => Promise.resolve(),
      pickFolder: () => Promise.resolve([]),
    },
    watch: {
      list: () => Promise.resolve([]),
      add: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
      pause: () => fail('not_found', 'No watch folders in these tests.'),
      resume: () => fail('not_found', 'No watch folders in these tests.'),
    },
    previewUrl: (taskId, part) => `/api/preview/${taskId}/${part}`,
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const untyped = listener as (payload: unknown) => void;
      set.add(untyped);
      return () => {
        set.delete(untyped);
      };
    },
  };
  page.deckhand = api;
}
