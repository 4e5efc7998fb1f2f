/**
 * The one IPC contract between main and the renderer, carried by Electron IPC (preload) and by the
 * loopback WebSocket of `npm run web`. Channel name → request and response types; pushed events by name.
 * A wrong channel or payload fails to compile on both sides.
 */
import type { Task, TaskError, ToolDescriptor } from './service';

export type BackendKind = 'local' | 'cloud';

export interface BackendInfo {
  kind: BackendKind;
  baseUrl: string;
  /** The renderer only ever learns whether a key is set and its last 4 characters. */
  keySet: boolean;
  keyHint: string | null;
}

export interface AppInfo {
  version: string;
  transport: 'electron' | 'web';
  platform: string;
  backend: BackendInfo;
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
  backend: { kind: BackendKind; cloudBaseUrl: string };
  notifications: boolean;
  /** Default folder for save-as dialogs; null = the OS default (Downloads). */
  saveFolder: string | null;
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
  'settings:get': { request: void; response: Settings };
  'settings:update': { request: Partial<Settings>; response: Settings };
  'keys:setCloudKey': { request: { key: string }; response: BackendInfo };
}

export interface IpcEvents {
  'submission:progress': SubmissionProgress;
  'submission:created': { submissionId: string; task: Task };
  'submission:failed': { submissionId: string; error: TaskError };
  /** Every change of a task the app follows (live status, progress, completion). */
  'task:update': Task;
  'task:removed': { id: string };
  /** A notification was clicked: show this task. */
  'ui:focusTask': { id: string };
  /** Files given on the command line, a second launch, or the dock icon. */
  'ui:openFiles': { files: StagedFile[] };
  /** The local engine's process started, died, came back (see EngineStatus). */
  'engine:status': EngineStatus;
}

export type IpcChannel = keyof IpcRequests;
export type IpcEventName = keyof IpcEvents;
export type IpcRequest<C extends IpcChannel> = IpcRequests[C]['request'];
export type IpcResponse<C extends IpcChannel> = IpcRequests[C]['response'];

/** Handlers return this envelope so the error's code and message survive the transport. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: TaskError };
