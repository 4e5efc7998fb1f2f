/**
 * A stateful stand-in for the `electron` module, just wide enough for main/shell and preload/index.ts. Installed by
 * electron-mock.ts; tests read what the shell did through the `fake` export (registered handlers, created windows …).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENGINE_PROCESS_SOURCE = fileURLToPath(new URL('../../main/engine/engine-process.ts', import.meta.url));

/**
 * Electron's utilityProcess as a real Node child process: the shell's engine then runs for real in a process of its
 * own. Whatever bundle path the shell names, the child runs the engine-process source (through tsx), so tests do not
 * depend on a fresh build. In the child, `process.send` stands in for Electron's `process.parentPort`.
 */
export class FakeUtilityProcess extends EventEmitter {
  static instances: FakeUtilityProcess[] = [];
  readonly child: ChildProcess;
  constructor(
    readonly modulePath: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
    this.child = fork(ENGINE_PROCESS_SOURCE, [], {
      cwd: REPO_ROOT,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message) => this.emit('message', message));
    this.child.once('exit', (code) => this.emit('exit', code ?? -1));
    FakeUtilityProcess.instances.push(this);
  }
  get pid(): number | undefined {
    return this.child.pid;
  }
  postMessage(message: unknown): void {
    if (this.child.connected) this.child.send(message as object);
  }
  kill(): boolean {
    return this.child.kill('SIGTERM');
  }
}

/** What Electron tells both permission handlers about the asking frame (PermissionRequest and the check's details). */
export interface PermissionDetails {
  isMainFrame: boolean;
  requestingUrl?: string;
}

export class FakeSession {
  permissionRequest:
    ((contents: unknown, permission: string, callback: (granted: boolean) => void, details: PermissionDetails) => void) | null = null;
  permissionCheck: ((contents: unknown, permission: string, requestingOrigin: string, details: PermissionDetails) => boolean) | null = null;
  headersListener: ((details: { responseHeaders?: Record<string, string[]> }, callback: (response: unknown) => void) => void) | null = null;
  setPermissionRequestHandler(handler: FakeSession['permissionRequest']): void {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheck']): void {
    this.permissionCheck = handler;
  }
  /** Schemes handled with `protocol.handle` (the preview protocol). */
  readonly protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>();
  readonly protocol = {
    handle: (scheme: string, handler: (request: Request) => Response | Promise<Response>) => {
      if (this.protocolHandlers.has(scheme)) throw new Error(`The scheme ${scheme} is already handled.`);
      this.protocolHandlers.set(scheme, handler);
    },
  };
  readonly webRequest = {
    onHeadersReceived: (listener: FakeSession['headersListener']) => {
      this.headersListener = listener;
    },
  };
}

let nextContentsId = 1;

export class FakeFrame {
  constructor(
    public url: string,
    public parent: FakeFrame | null = null,
  ) {}
}

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly session = new FakeSession();
  readonly sent: { channel: string; payload: unknown }[] = [];
  mainFrame = new FakeFrame('about:blank');
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  setWindowOpenHandler(handler: FakeWebContents['windowOpenHandler']): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  destroyed = false;
  visible = false;
  minimized = false;
  focused = false;
  loaded: { kind: 'file' | 'url'; target: string } | null = null;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.instances.push(this);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isVisible(): boolean {
    return this.visible;
  }
  restore(): void {
    this.minimized = false;
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused = true;
  }
  loadFile(path: string): Promise<void> {
    this.loaded = { kind: 'file', target: path };
    this.webContents.mainFrame = new FakeFrame(new URL(`file://${path}`).href);
    return Promise.resolve();
  }
  loadURL(url: string): Promise<void> {
    this.loaded = { kind: 'url', target: url };
    this.webContents.mainFrame = new FakeFrame(url);
    return Promise.resolve();
  }
}

export class FakeNotification extends EventEmitter {
  static instances: FakeNotification[] = [];
  static supported = true;
  shown = false;
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  constructor(readonly options: { title: string; body: string; urgency?: string }) {
    super();
    FakeNotification.instances.push(this);
  }
  show(): void {
    this.shown = true;
  }
}

export class FakeTray extends EventEmitter {
  static instances: FakeTray[] = [];
  tooltip = '';
  menu: { template: unknown[] } | null = null;
  destroyed = false;
  constructor(readonly image: { path: string; template: boolean }) {
    super();
    FakeTray.instances.push(this);
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: { template: unknown[] }): void {
    this.menu = menu;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

type Handler = (event: unknown, payload: unknown) => unknown;

export function createElectronFake() {
  /** What the last requestSingleInstanceLock call passed as additionalData. */
  const launch: { lockData: unknown } = { lockData: undefined };
  const app = Object.assign(new EventEmitter(), {
    lockGranted: true,
    launch,
    isPackaged: false,
    setAppUserModelId: vi.fn((_id: string) => undefined),
    requestSingleInstanceLock: vi.fn((data?: unknown) => {
      // Electron serialises additionalData at the call, so later changes to the caller's array are not sent.
      launch.lockData = structuredClone(data);
      return app.lockGranted;
    }),
    getPath: vi.fn((name: string) => `/fake/${name}`),
    getVersion: () => '0.1.0-test',
    getLocale: vi.fn(() => 'en-US'),
    getPreferredSystemLanguages: vi.fn((): string[] => ['en-US']),
    getAppPath: () => '/fake/app',
    quit: vi.fn(),
    exit: vi.fn(),
    whenReady: () => Promise.resolve(),
  });

  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handlers,
    handle: vi.fn((channel: string, handler: Handler) => {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, handler);
    }),
    removeHandler: vi.fn((channel: string) => {
      handlers.delete(channel);
    }),
  };

  const safeStorage = {
    available: true,
    backend: 'gnome_libsecret' as string,
    isEncryptionAvailable: () => safeStorage.available,
    getSelectedStorageBackend: () => safeStorage.backend,
    // A reversible stand-in with the real prefix, so tests can tell encrypted output from plain text.
    encryptString: (plain: string) => Buffer.concat([Buffer.from('v11'), Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a)]),
    decryptString: (stored: Buffer) => {
      if (stored.subarray(0, 3).toString() !== 'v11')
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(stored.subarray(3).map((byte) => byte ^ 0x5a)).toString('utf8');
    },
  };

  const rendererEmitter = new EventEmitter();
  const ipcRenderer = {
    invoke: vi.fn((_channel: string, _payload: unknown): Promise<unknown> => Promise.resolve({ ok: true, value: undefined })),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => rendererEmitter.on(channel, listener)),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => rendererEmitter.removeListener(channel, listener)),
    emitter: rendererEmitter,
  };

  const exposed = new Map<string, unknown>();
  const menus: { applied: { template: unknown[] } | null } = { applied: null };

  return {
    app,
    ipcMain,
    ipcRenderer,
    safeStorage,
    BrowserWindow: FakeBrowserWindow,
    Notification: FakeNotification,
    session: { defaultSession: new FakeSession() },
    protocol: { privileged: [] as unknown[], registerSchemesAsPrivileged: vi.fn((_schemes: unknown[]) => undefined) },
    Tray: FakeTray,
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template }),
      setApplicationMenu: (menu: { template: unknown[] }) => {
        menus.applied = menu;
      },
    },
    menus,
    nativeImage: {
      createFromPath: (path: string) => {
        const image = { path, template: false, setTemplateImage: (value: boolean) => (image.template = value) };
        return image;
      },
    },
    dialog: {
      showOpenDialog: vi.fn((..._args: unknown[]) => Promise.resolve({ canceled: true, filePaths: [] as string[] })),
      showSaveDialog: vi.fn((..._args: unknown[]) => Promise.resolve({ canceled: true, filePath: '' })),
    },
    shell: { showItemInFolder: vi.fn(), openPath: vi.fn((_path: string) => Promise.resolve('')) },
    contextBridge: {
      exposed,
      exposeInMainWorld: vi.fn((key: string, api: unknown) => {
        exposed.set(key, api);
      }),
    },
    webUtils: { getPathForFile: vi.fn((file: { name: string }) => `/picked/${file.name}`) },
    utilityProcess: {
      fork: vi.fn(
        (modulePath: string, _args?: string[], options: Record<string, unknown> = {}) => new FakeUtilityProcess(modulePath, options),
      ),
    },
  };
}

export type ElectronFake = ReturnType<typeof createElectronFake>;

/** Forgets every window, notification and tray made so far (module-level fakes outlive a test). */
export function resetInstances(): void {
  FakeBrowserWindow.instances.length = 0;
  FakeNotification.instances.length = 0;
  FakeNotification.supported = true;
  FakeTray.instances.length = 0;
  FakeUtilityProcess.instances.length = 0;
}
