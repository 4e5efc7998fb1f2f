/**
 * The DeckhandApi methods that are plain IPC calls, mapped to their channels once for both transports (the Electron
 * preload and the web bridge); each transport adds only what differs (staging files, saving, events).
 */
import type { DeckhandApi } from './bridge';
import type { IpcChannel, IpcRequest, IpcResponse } from './ipc';

export type IpcCall = <C extends IpcChannel>(channel: C, payload: IpcRequest<C>) => Promise<IpcResponse<C>>;

type TransportSpecific = 'stage' | 'pick' | 'showInFolder' | 'canShowInFolder';

export interface ChannelCalls {
  app: DeckhandApi['app'];
  tools: DeckhandApi['tools'];
  files: Omit<DeckhandApi['files'], TransportSpecific>;
  tasks: DeckhandApi['tasks'];
  fonts: DeckhandApi['fonts'];
  settings: DeckhandApi['settings'];
  translation: DeckhandApi['translation'];
  recipes: DeckhandApi['recipes'];
  watch: DeckhandApi['watch'];
}

export function channelCalls(call: IpcCall): ChannelCalls {
  return {
    app: { info: () => call('app:info', undefined), engineUsage: () => call('engine:usage', undefined) },
    tools: { list: () => call('tools:list', undefined) },
    files: {
      inspectDeck: (path) => call('files:inspectDeck', { path }),
      thumbnails: (path, requestId) => call('files:thumbnails', { path, requestId }),
      cancelThumbnails: (requestId) => call('files:cancelThumbnails', { requestId }),
      open: (path) => call('files:open', { path }),
    },
    tasks: {
      submit: (request) => call('tasks:submit', request),
      get: (id) => call('tasks:get', { id }),
      list: (query) => call('tasks:list', query),
      delete: (id) => call('tasks:delete', { id }),
      save: (id) => call('tasks:save', { id }),
      extract: (id) => call('tasks:extract', { id }),
      preview: (id) => call('tasks:preview', { id }),
      readText: (id) => call('tasks:readText', { id }),
      previewFacts: (id, options) => call('tasks:previewFacts', options?.packagePicture ? { id, packagePicture: true } : { id }),
      pages: (id, side, requestId) => call('tasks:pages', { id, side, requestId }),
      largePage: (id, side, page, longEdge) => call('tasks:largePage', { id, side, page, longEdge }),
      saveAll: (ids) => call('tasks:saveAll', { ids }),
      cancel: (id) => call('tasks:cancel', { id }),
      retry: (id) => call('tasks:retry', { id }),
      handOn: (id) => call('tasks:handOn', { id }),
      clearFinished: () => call('tasks:clearFinished', undefined),
    },
    fonts: {
      search: (query) => call('fonts:search', query),
      preview: (family) => call('fonts:preview', { family }),
    },
    settings: {
      get: () => call('settings:get', undefined),
      update: (patch) => call('settings:update', patch),
      setCloudKey: (key, cloudBaseUrl) => call('keys:setCloudKey', cloudBaseUrl === undefined ? { key } : { key, cloudBaseUrl }),
      setServerKey: (key, serverBaseUrl) => call('keys:setServerKey', serverBaseUrl === undefined ? { key } : { key, serverBaseUrl }),
      chooseSaveFolder: () => call('settings:chooseSaveFolder', undefined),
      testConnection: (request) => call('backend:test', request),
    },
    translation: {
      providers: () => call('translation:providers', undefined),
      setProvider: (request) => call('translation:setProvider', request),
    },
    recipes: {
      list: () => call('recipes:list', undefined),
      save: (recipe) => call('recipes:save', { recipe }),
      delete: (name) => call('recipes:delete', { name }),
      run: (recipe, files) => call('recipes:run', { recipe, files }),
      runs: () => call('recipes:runs', undefined),
      cancel: (runId) => call('recipes:cancel', { runId }),
      retry: (runId, fileId) => call('recipes:retry', fileId === undefined ? { runId } : { runId, fileId }),
      saveAll: (runId) => call('recipes:saveAll', { runId }),
      dismiss: (runId) => call('recipes:dismiss', { runId }),
      pickFolder: () => call('recipes:pickFolder', undefined),
    },
    watch: {
      list: () => call('watch:list', undefined),
      add: (recipe) => call('watch:add', { recipe }),
      remove: (id) => call('watch:remove', { id }),
      pause: (id) => call('watch:pause', { id }),
      resume: (id) => call('watch:resume', { id }),
    },
  };
}
