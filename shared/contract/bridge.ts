/**
 * The API the renderer sees as `window.deckhand`: small and purpose-named, never a generic invoke.
 * The Electron preload implements it over IPC; the web bridge implements it over the loopback WebSocket.
 */
import type { AppInfo, BackendInfo, IpcEventName, IpcEvents, SaveOutcome, Settings, StagedFile, SubmitTaskRequest, TaskPage } from './ipc';
import type { Task, ToolDescriptor } from './service';

export interface DeckhandApi {
  app: { info(): Promise<AppInfo> };
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
    /** False in web mode, where the browser downloads instead. */
    readonly canShowInFolder: boolean;
  };
  tasks: {
    submit(request: SubmitTaskRequest): Promise<{ submissionId: string }>;
    get(id: string): Promise<Task>;
    list(query: { type?: string; startIndex: number; maxResults: number }): Promise<TaskPage>;
    delete(id: string): Promise<void>;
    save(id: string): Promise<SaveOutcome>;
  };
  settings: {
    get(): Promise<Settings>;
    update(patch: Partial<Settings>): Promise<Settings>;
    setCloudKey(key: string): Promise<BackendInfo>;
  };
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

/** Error thrown by bridge calls: the code and message main sent. */
export interface DeckhandError extends Error {
  code: string;
}
