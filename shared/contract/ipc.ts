/**
 * The one IPC contract between main and the renderer, carried by Electron IPC (preload) and by the
 * loopback WebSocket of `npm run web`. Channel name → request and response types; pushed events by name.
 * A wrong channel or payload fails to compile on both sides.
 */
import type { LanguageSetting } from '../i18n/locales';
import type { PreviewFacts, PreviewSide } from './preview';
import type { RecipeRunState, SavedRecipe, WatchFolderStatus } from './recipes';
import type { Task, TaskError, ToolDescriptor } from './service';
import type { TranslationPair, TranslationProviderId } from './translation';

/** `server`: a Deckhand team server (docs/team-server.md): the local engine's API on a team's machines, a personal key. */
export type BackendKind = 'local' | 'cloud' | 'server';

export interface BackendInfo {
  kind: BackendKind;
  baseUrl: string;
  /** The renderer only ever learns whether a key is set and its last 4 characters. */
  keySet: boolean;
  keyHint: string | null;
  /**
   * Cloud and server: the address the saved key is for (a key is only ever sent there), null when no key is saved. When it
   * differs from `baseUrl`, `keySet` is false and `keyHint` describes that other address's key.
   */
  keyAddress?: string | null;
}

export interface AppInfo {
  version: string;
  transport: 'electron' | 'web';
  platform: string;
  backend: BackendInfo;
  /** The cloud backend's address and key state, whichever backend is in use (Settings shows it). */
  cloud: BackendInfo;
  /** The Deckhand server's address and key state, whichever backend is in use (Settings shows it). */
  server: BackendInfo;
  /** 'plaintext' where the OS keychain is unavailable (Linux without a keyring): the UI warns. */
  keyStorage: 'encrypted' | 'plaintext';
  /** Local engine status; null while it starts or when the cloud backend is active. */
  engine: { running: boolean; dataDir: string } | null;
  /** The local engine's process (absent with the cloud backend); changes arrive as `engine:status`. */
  engineStatus?: EngineStatus;
}

/** The local engine runs in a process of its own; when that process dies the app starts it again. */
export interface EngineStatus {
  /** `restarting`: the engine's process ended and is being started again; its unfinished tasks run again then. */
  state: 'starting' | 'running' | 'restarting' | 'failed' | 'stopped';
  /** How often the engine's process was started again since the app started. */
  restarts: number;
  /** What happened, for `restarting` and `failed`. */
  message?: string;
}

export interface Settings {
  /** `serverBaseUrl`: the Deckhand server's address, '' until one is given. */
  backend: { kind: BackendKind; cloudBaseUrl: string; serverBaseUrl: string };
  notifications: boolean;
  /** Default folder for save-as dialogs; null = the OS default (Downloads). */
  saveFolder: string | null;
  /** False: "Save" writes straight into `saveFolder` (a free name chosen there) instead of asking each time. */
  askWhereToSave: boolean;
  /** The language of Deckhand's own window: one it speaks, or `system` to follow the system's (shared/i18n/locales.ts). */
  language: LanguageSetting;
}

/** What "Test connection" found: the service answered and took the key, refused it, or could not be reached. */
export type ConnectionCheck =
  { outcome: 'ok'; message: string } | { outcome: 'refused' | 'unreachable' | 'no_key' | 'error'; message: string };

/** The local engine's storage, for Settings. */
export interface EngineUsage {
  dataDir: string;
  bytes: number;
  tasks: number;
}

/** A deck's slides as read from the file on this computer (before any upload), for pickers and early checks. */
export interface DeckOutline {
  slides: { number: number; title: string; hidden: boolean }[];
  /** The deck's sections (PowerPoint's `p14:sectionLst`) with their slide counts, in order; absent when it has none. */
  sections?: { name: string; count: number }[];
  /** Set when the file is not a deck Deckhand can read; says why, naming the file. */
  problem?: string;
  /** The language its text is in (a DeckFlow code), when there is enough text to tell; Translate starts from it. */
  language?: string;
}

export interface FontFamily {
  family: string;
  category: string;
  variants: string[];
  /** A font file for this family ships with the app (so it can be previewed and embedded offline). */
  bundled: boolean;
}

/** A file the user dropped or picked, known to main by path. */
export interface StagedFile {
  path: string;
  name: string;
  size: number;
}

export interface SubmitTaskRequest {
  type: string;
  params: Record<string, unknown>;
  /** Upload order = processing order (e.g. slide order for pptx.join). */
  files: StagedFile[];
  /** Display name; defaults to the first file's name. */
  name?: string;
  /** The result file's name without extension, when the person chose one (Save as suggests it). */
  outputName?: string;
  /** Tasks a panel started together (one per file): they notify once, as a summary. */
  batch?: { id: string; size: number };
  /**
   * A task a panel starts to read something for itself (a deck's fonts for the font picker), not one the person
   * asked for: no desktop notification, and not kept for Retry.
   */
  quiet?: boolean;
}

export interface SubmissionProgress {
  submissionId: string;
  sentBytes: number;
  totalBytes: number;
  files: { name: string; size: number; sentBytes: number }[];
}

export interface TaskPage {
  tasks: Task[];
  /** From `x-content-record-total`. */
  total: number;
}

export type SaveOutcome =
  | { kind: 'saved'; path: string }
  | { kind: 'cancelled' }
  /** Web transport: the browser downloads from this same-origin URL. */
  | { kind: 'browser-download'; url: string; fileName: string };

/** Where "Extract to folder…" put a split's single-slide decks: a new folder, named after the deck, inside the chosen one. */
export type ExtractOutcome = { kind: 'extracted'; folder: string; files: number } | { kind: 'cancelled' };
/** One translation provider as Settings and the Translate panel show it (never its key). */
export interface TranslationProviderInfo {
  id: TranslationProviderId;
  name: string;
  /** The local engine can use it now. */
  available: boolean;
  /** Why not, and what to install or set up. */
  reason?: string;
  /** DeckFlow language pairs, or 'any' (the provider refuses what it lacks). */
  pairs: TranslationPair[] | 'any';
  /** Takes `from: "auto"` itself. */
  detectsLanguage: boolean;
  /** What Settings holds for it. */
  baseUrl: string | null;
  models: { standard: string; pro: string } | null;
  keySet: boolean;
  keyHint: string | null;
  /** Set automatically (a local Ollama found when the engine started), not in Settings. */
  detected: boolean;
}

export interface TranslationProvidersInfo {
  /** The provider Settings prefers for tasks that name none; null = whatever is installed (Apertium first). */
  preferred: TranslationProviderId | null;
  /** What a task naming no provider would use now, per the local engine. */
  defaultProvider: TranslationProviderId | null;
  /** DeckFlow's language codes with names. */
  languages: { code: string; name: string }[];
  providers: TranslationProviderInfo[];
  /** False when the local engine could not be asked (not started): availability and pairs are then unknown. */
  engineReachable: boolean;
}

/** Changes one provider's settings; omitted fields stay as they are. */
export interface SetTranslationProviderRequest {
  id: TranslationProviderId;
  /** The endpoint; null clears it (which turns an OpenAI-compatible or LibreTranslate provider off). */
  baseUrl?: string | null;
  /** Stored encrypted in main; '' or null removes it. */
  apiKey?: string | null;
  models?: { standard: string; pro?: string };
  /** true: use it for tasks that name no provider; false: stop preferring it. */
  preferred?: boolean;
}

/** Where "Save all" put a recipe run's outputs; in a browser, one download per output. */
export type SaveAllOutcome =
  | { kind: 'saved'; folder: string; files: number }
  | { kind: 'cancelled' }
  | { kind: 'browser-downloads'; files: { url: string; fileName: string }[] };

/** One slide's or page's picture, as pushed while `files:thumbnails` runs. */
export interface PageThumbnail {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  /** A data:image/png URL. */
  dataUrl: string;
}

export interface ThumbnailEvent {
  requestId: string;
  pages: number;
  thumbnail?: PageThumbnail;
}

export interface IpcRequests {
  'app:info': { request: void; response: AppInfo };
  'tools:list': { request: void; response: ToolDescriptor[] };
  /** Stats paths the preload got from dropped File objects (webUtils.getPathForFile). */
  'files:describe': { request: { paths: string[] }; response: StagedFile[] };
  /** Native open dialog filtered by the tool's extensions. */
  'files:pick': { request: { toolType: string }; response: StagedFile[] };
  'files:showInFolder': { request: { path: string }; response: void };
  'tasks:submit': { request: SubmitTaskRequest; response: { submissionId: string } };
  'tasks:get': { request: { id: string }; response: Task };
  'tasks:list': { request: { type?: string; startIndex: number; maxResults: number }; response: TaskPage };
  'tasks:delete': { request: { id: string }; response: void };
  /** Save-as: native dialog (suggested name from the inputs), then a streamed download. */
  'tasks:save': { request: { id: string }; response: SaveOutcome };
  /** A small data: URL of an image result, for a thumbnail; null when the result is not a small picture. */
  'tasks:preview': { request: { id: string }; response: { dataUrl: string } | null };
  /**
   * What a completed task's preview can show (picture, video, pages, nothing) for its output and inputs, and the name
   * Save suggests; with `packagePicture`, the sizes of the largest picture inside the deck before and after.
   */
  'tasks:previewFacts': { request: { id: string; packagePicture?: boolean }; response: PreviewFacts };
  /**
   * Thumbnails of every page of a completed task's result (`output`) or of the file it was made from (`input`), pushed
   * as `files:thumbnail` events with `requestId` like `files:thumbnails` (and cancelled the same way).
   */
  'tasks:pages': { request: { id: string; side: PreviewSide; requestId: string }; response: { pages: number; cached: boolean } };
  /** One page of the same side drawn with its long edge at `longEdge` pixels (320–3840): the large view at the screen's size. */
  'tasks:largePage': { request: { id: string; side: PreviewSide; page: number; longEdge: number }; response: PageThumbnail };
  /** Folder dialog, then every task's result saved into it under names that never collide; in a browser, one download each. */
  'tasks:saveAll': { request: { ids: string[] }; response: SaveAllOutcome };
  /**
   * A completed task's result as a file a new task may be made from (a next step: Convert to PDF, then compress): core
   * downloads it where submissions may read it (the web host's staging folder) and answers it as a staged file.
   */
  'tasks:handOn': { request: { id: string }; response: StagedFile };
  /**
   * The text of a completed task's JSON or plain-text result (a deck's text shapes) when it is at most 4 MB; null for
   * any other result, or a larger one (the panel then shows counts only).
   */
  'tasks:readText': { request: { id: string }; response: { text: string } | null };
  /** Stops a running task; it stays in History as failed with code `cancelled`. */
  'tasks:cancel': { request: { id: string }; response: void };
  /** Submits a task's inputs and params again, as a new task (when its input files still exist). */
  'tasks:retry': { request: { id: string }; response: { submissionId: string; request: SubmitTaskRequest } };
  /** Deletes every completed or failed task of the current backend. */
  'tasks:clearFinished': { request: void; response: { deleted: number } };
  'files:inspectDeck': { request: { path: string }; response: DeckOutline };
  /**
   * Thumbnails of every slide or page of a staged deck, document, PDF or picture, drawn by the local engine (whichever
   * backend runs tasks) and pushed as `files:thumbnail` events tagged with `requestId` as each is drawn; resolves when
   * all are in. A cancelled request rejects with code `cancelled`.
   */
  'files:thumbnails': { request: { path: string; requestId: string }; response: { pages: number; cached: boolean } };
  /** Stops a `files:thumbnails` request (its panel went away); unknown ids are ignored. */
  'files:cancelThumbnails': { request: { requestId: string }; response: void };
  /** Opens a file this app saved with the system's viewer (the PDF reader, the browser). Desktop only. */
  'files:open': { request: { path: string }; response: void };
  /** "Extract to folder…" for a split: folder dialog, then the result ZIP's decks unpacked into a new sub-folder. */
  'tasks:extract': { request: { id: string }; response: ExtractOutcome };
  'fonts:search': { request: { query?: string; category?: string; limit?: number }; response: FontFamily[] };
  /** A regular-weight font file of the family, to preview its name in its own face; null when none is at hand. */
  'fonts:preview': { request: { family: string }; response: { base64: string } | null };
  /** Native folder dialog for the default save folder; null when cancelled or where there is none (web). */
  'settings:chooseSaveFolder': { request: void; response: string | null };
  /** Lists one task with the given (or the current) backend settings and key. */
  'backend:test': { request: { kind: BackendKind; cloudBaseUrl?: string; serverBaseUrl?: string }; response: ConnectionCheck };
  'engine:usage': { request: void; response: EngineUsage | null };
  'settings:get': { request: void; response: Settings };
  'settings:update': { request: Partial<Settings>; response: Settings };
  /**
   * Saves the cloud key for `cloudBaseUrl` (default: the address in the settings); it is only ever sent there. An empty
   * key removes the stored one.
   */
  'keys:setCloudKey': { request: { key: string; cloudBaseUrl?: string }; response: BackendInfo };
  /** Saves the personal key for the Deckhand server at `serverBaseUrl` (default: the saved address); sent only there. */
  'keys:setServerKey': { request: { key: string; serverBaseUrl?: string }; response: BackendInfo };
  /** The local engine's translation providers, their settings (no keys) and language pairs. */
  'translation:providers': { request: void; response: TranslationProvidersInfo };
  'translation:setProvider': { request: SetTranslationProviderRequest; response: TranslationProvidersInfo };
  /** Saved recipes, then the built-in ones. */
  'recipes:list': { request: void; response: SavedRecipe[] };
  /** Saves a recipe under its name (replacing one of the same name); `recipe` is checked as a recipe document. */
  'recipes:save': { request: { recipe: unknown }; response: SavedRecipe };
  'recipes:delete': { request: { name: string }; response: void };
  /** Checks the recipe against the backend's tools and these files, then starts it; refused with every problem found. */
  'recipes:run': { request: { recipe: unknown; files: StagedFile[] }; response: RecipeRunState };
  /** The runs of this session (live changes arrive as `recipe:update`). */
  'recipes:runs': { request: void; response: RecipeRunState[] };
  'recipes:cancel': { request: { runId: string }; response: void };
  /** Runs failed files again from the step where they stopped: one (`fileId`) or all of the run's. */
  'recipes:retry': { request: { runId: string; fileId?: string }; response: void };
  /** Folder dialog, then every ready output of the run saved into it. */
  'recipes:saveAll': { request: { runId: string }; response: SaveAllOutcome };
  /** Forgets a finished run (its outputs stay in History until deleted). */
  'recipes:dismiss': { request: { runId: string }; response: void };
  /** Folder dialog; the files directly inside the folder chosen ([] when cancelled). Desktop only. */
  'recipes:pickFolder': { request: void; response: StagedFile[] };
  'watch:list': { request: void; response: WatchFolderStatus[] };
  /** Folder dialogs for the watched and the output folder, then the watch starts. Desktop only. */
  'watch:add': { request: { recipe: unknown }; response: WatchFolderStatus | null };
  'watch:remove': { request: { id: string }; response: void };
  'watch:pause': { request: { id: string }; response: WatchFolderStatus };
  'watch:resume': { request: { id: string }; response: WatchFolderStatus };
}

export interface IpcEvents {
  'submission:progress': SubmissionProgress;
  /** A `files:thumbnails` request learned its page count, or one page's picture arrived. */
  'files:thumbnail': ThumbnailEvent;
  'submission:created': { submissionId: string; task: Task };
  'submission:failed': { submissionId: string; error: TaskError };
  /** Every change of a task the app follows (live status, progress, completion). */
  'task:update': Task;
  'task:removed': { id: string };
  /** A notification was clicked: show this task. */
  'ui:focusTask': { id: string };
  /** Files given on the command line, a second launch, or the dock icon. */
  'ui:openFiles': { files: StagedFile[] };
  /** The backend (kind, address or key) changed: tools, History and open panels follow without a restart. */
  'backend:changed': BackendInfo;
  /** The task event stream reconnected: changes may have been missed, so lists are read again. */
  'tasks:resync': Record<string, never>;
  /** The local engine's process started, died, came back (see EngineStatus). */
  'engine:status': EngineStatus;
  /** A recipe run changed (a file moved on a step, finished, failed); at most ten a second per run. */
  'recipe:update': RecipeRunState;
  'recipe:removed': { runId: string };
  /** A task a recipe run made (a step of a file): the run shows it, so it makes no toast or History row of its own. */
  'recipe:task': { runId: string; taskId: string };
  /** A watch folder's state or counts changed. */
  'watch:update': WatchFolderStatus;
  'watch:removed': { id: string };
}

export type IpcChannel = keyof IpcRequests;
export type IpcEventName = keyof IpcEvents;
export type IpcRequest<C extends IpcChannel> = IpcRequests[C]['request'];
export type IpcResponse<C extends IpcChannel> = IpcRequests[C]['response'];

/** Handlers return this envelope so the error's code and message survive the transport. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: TaskError };
