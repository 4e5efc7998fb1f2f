/**
 * The API the renderer sees as `window.deckhand`: small and purpose-named, never a generic invoke.
 * The Electron preload implements it over IPC; the web bridge implements it over the loopback WebSocket.
 */
import type {
  AppInfo,
  BackendInfo,
  BackendKind,
  ConnectionCheck,
  DeckOutline,
  EngineUsage,
  ExtractOutcome,
  FontFamily,
  IpcEventName,
  IpcEvents,
  SaveOutcome,
  SetTranslationProviderRequest,
  Settings,
  StagedFile,
  SubmitTaskRequest,
  PageThumbnail,
  TaskPage,
  TranslationProvidersInfo,
  SaveAllOutcome,
} from './ipc';
import type { PreviewFacts, PreviewPart, PreviewSide } from './preview';
import type { RecipeRunState, SavedRecipe, WatchFolderStatus } from './recipes';
import type { Task, ToolDescriptor } from './service';

export interface DeckhandApi {
  app: {
    info(): Promise<AppInfo>;
    /** The local engine's data folder and the disk its tasks use; null when it is not running. */
    engineUsage(): Promise<EngineUsage | null>;
  };
  tools: { list(): Promise<ToolDescriptor[]> };
  files: {
    /**
     * Turns dropped or picked browser File objects into files main can read (a path in Electron; an upload in web mode).
     * `onProgress` reports the web upload byte by byte; Electron reads files in place and may never call it.
     */
    stage(files: File[], onProgress?: (progress: StageProgress) => void): Promise<StagedFile[]>;
    /** Native open dialog; resolves [] when cancelled or when the transport has none (web). */
    pick(toolType: string): Promise<StagedFile[]>;
    showInFolder(path: string): Promise<void>;
    /** The slides of a staged deck, read on this computer (nothing is uploaded). */
    inspectDeck(path: string): Promise<DeckOutline>;
    /** Every slide's or page's thumbnail, pushed as `files:thumbnail` events with this `requestId` (see `files:thumbnails`). */
    thumbnails(path: string, requestId: string): Promise<{ pages: number; cached: boolean }>;
    cancelThumbnails(requestId: string): Promise<void>;
    /** Opens a file this app saved with the system's viewer. */
    open(path: string): Promise<void>;
    /**
     * False in web mode, where the browser downloads instead: results never land in a folder main could show, open
     * or extract into (Show in folder, Open, Extract to folder… are hidden).
     */
    readonly canShowInFolder: boolean;
  };
  tasks: {
    submit(request: SubmitTaskRequest): Promise<{ submissionId: string }>;
    get(id: string): Promise<Task>;
    list(query: { type?: string; startIndex: number; maxResults: number }): Promise<TaskPage>;
    delete(id: string): Promise<void>;
    save(id: string): Promise<SaveOutcome>;
    /** A split's decks unpacked into a new folder inside one the person chooses. */
    extract(id: string): Promise<ExtractOutcome>;
    preview(id: string): Promise<{ dataUrl: string } | null>;
    /** What a completed task's preview can show (see `tasks:previewFacts`). */
    previewFacts(id: string, options?: { packagePicture?: boolean }): Promise<PreviewFacts>;
    /** Page thumbnails of a task's result or input, pushed as `files:thumbnail` events with this `requestId`. */
    pages(id: string, side: PreviewSide, requestId: string): Promise<{ pages: number; cached: boolean }>;
    /** One page drawn at the size a large view shows it (`tasks:largePage`). */
    largePage(id: string, side: PreviewSide, page: number, longEdge: number): Promise<PageThumbnail>;
    /** Every result saved into one folder the person chooses, names never colliding; in a browser, one download each. */
    saveAll(ids: string[]): Promise<SaveAllOutcome>;
    /** A completed task's JSON or text result, when small (see `tasks:readText`). */
    readText(id: string): Promise<{ text: string } | null>;
    cancel(id: string): Promise<void>;
    retry(id: string): Promise<{ submissionId: string; request: SubmitTaskRequest }>;
    /** A completed task's result as a staged file, for a next step in another panel (see `tasks:handOn`). */
    handOn(id: string): Promise<StagedFile>;
    clearFinished(): Promise<{ deleted: number }>;
  };
  fonts: {
    search(query: { query?: string; category?: string; limit?: number }): Promise<FontFamily[]>;
    preview(family: string): Promise<{ base64: string } | null>;
  };
  settings: {
    get(): Promise<Settings>;
    update(patch: Partial<Settings>): Promise<Settings>;
    /** The key for `cloudBaseUrl` (default: the saved address), sent only there; an empty key removes the stored one. */
    setCloudKey(key: string, cloudBaseUrl?: string): Promise<BackendInfo>;
    /** The personal key for the Deckhand server at `serverBaseUrl` (default: the saved address), sent only there. */
    setServerKey(key: string, serverBaseUrl?: string): Promise<BackendInfo>;
    chooseSaveFolder(): Promise<string | null>;
    testConnection(request: { kind: BackendKind; cloudBaseUrl?: string; serverBaseUrl?: string }): Promise<ConnectionCheck>;
  };
  /** The local engine's translation providers: what each can translate, and their setup (never a key). */
  translation: {
    providers(): Promise<TranslationProvidersInfo>;
    /** A key given here goes to main's key store; the answer says only whether one is set and its last 4 characters. */
    setProvider(request: SetTranslationProviderRequest): Promise<TranslationProvidersInfo>;
  };
  /** Recipes of several tools: saved ones, runs on files, their outputs. */
  recipes: {
    list(): Promise<SavedRecipe[]>;
    save(recipe: unknown): Promise<SavedRecipe>;
    delete(name: string): Promise<void>;
    run(recipe: unknown, files: StagedFile[]): Promise<RecipeRunState>;
    runs(): Promise<RecipeRunState[]>;
    cancel(runId: string): Promise<void>;
    retry(runId: string, fileId?: string): Promise<void>;
    saveAll(runId: string): Promise<SaveAllOutcome>;
    dismiss(runId: string): Promise<void>;
    /** The files of a folder chosen in a dialog; [] when cancelled. Desktop only (see `files.canShowInFolder`). */
    pickFolder(): Promise<StagedFile[]>;
  };
  /** Watch folders, while the app runs. Desktop only. */
  watch: {
    list(): Promise<WatchFolderStatus[]>;
    /** Asks for the folder to watch and the output folder; null when cancelled. */
    add(recipe: unknown): Promise<WatchFolderStatus | null>;
    remove(id: string): Promise<void>;
    pause(id: string): Promise<WatchFolderStatus>;
    resume(id: string): Promise<WatchFolderStatus>;
  };
  /**
   * The address a picture or video of a task loads from (`<img src>`, `<video src>`): an app-controlled protocol in
   * the desktop app, a same-origin route of the web host; never a file path or a URL with a key.
   */
  previewUrl(taskId: string, part: PreviewPart): string;
  /** Subscribes to a pushed event; returns the unsubscribe function. */
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void;
}

/** Upload progress of one file while `files.stage` sends it (web mode). */
export interface StageProgress {
  /** Position of the file in the array given to `stage`. */
  index: number;
  name: string;
  sentBytes: number;
  totalBytes: number;
}

/** Error thrown by bridge calls: the code and message main sent, and the file and detail when it named them. */
export interface DeckhandError extends Error {
  code: string;
  file?: string;
  detail?: string;
  retryAfterSeconds?: number;
}
