/**
 * Which service the app talks to: the local engine, the DeckFlow cloud or a Deckhand server (a team's engine, with a
 * personal key), per settings.
 * Yields a ServiceClient for the current choice and the tool registry that backend serves.
 */
import type { BackendInfo, BackendKind } from '../../shared/contract/ipc';
import type { ToolDescriptor } from '../../shared/contract/service';
import { keyHint } from './service-client/auth';
import type { FollowTiming } from './service-client/follow-task';
import { ServiceClient } from './service-client/service-client';
import { ServiceError } from './service-client/service-error';
import type { CloudKey } from './cloud-key';
import type { SettingsStore } from './settings-store';

export interface EngineHandle {
  baseUrl: string;
  key: string;
  close(): Promise<void>;
}

export type EngineState =
  | { status: 'starting' }
  | { status: 'running'; handle: EngineHandle; dataDir: string }
  | { status: 'failed'; error: Error }
  | { status: 'stopped' };

export interface BackendDeps {
  settings: SettingsStore;
  /** The cloud key, bound to the address it was saved for. */
  cloudKey: CloudKey;
  /** The personal key for a Deckhand server, bound to its address the same way. */
  serverKey: CloudKey;
  /** Resolves once the local engine listens (rejects when it cannot start). */
  engine: () => Promise<EngineHandle>;
  engineState: () => EngineState;
  follow?: Partial<FollowTiming>;
  userAgent?: string;
}

export class Backend {
  private cached: { identity: string; client: ServiceClient; tools: Promise<ToolDescriptor[]> | null } | null = null;

  constructor(private readonly deps: BackendDeps) {}

  private engineClientCache: { identity: string; client: ServiceClient } | null = null;

  /** Names the current backend for notes kept per task: `local`, the cloud's address, or `server:` and its address. */
  id(): string {
    const { backend } = this.deps.settings.get();
    if (backend.kind === 'server') return `server:${backend.serverBaseUrl}`;
    return backend.kind === 'local' ? 'local' : backend.cloudBaseUrl;
  }

  /** The saved key of the cloud or the Deckhand server, for the address in the settings. */
  private remote(kind: Exclude<BackendKind, 'local'>): { baseUrl: string; keys: CloudKey } {
    const { backend } = this.deps.settings.get();
    return kind === 'server'
      ? { baseUrl: backend.serverBaseUrl, keys: this.deps.serverKey }
      : { baseUrl: backend.cloudBaseUrl, keys: this.deps.cloudKey };
  }

  private async runningEngine(): Promise<EngineHandle> {
    try {
      return await this.deps.engine();
    } catch (error) {
      throw new ServiceError({
        code: 'engine_unavailable',
        message: `The local engine could not start: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }

  /** The local engine's client whichever backend is chosen (fonts for the picker are always local). */
  async engineClient(): Promise<ServiceClient> {
    const engine = await this.runningEngine();
    const identity = `${engine.baseUrl}\n${engine.key}`;
    if (this.engineClientCache?.identity !== identity) {
      this.engineClientCache = {
        identity,
        client: new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key, follow: this.deps.follow, userAgent: this.deps.userAgent }),
      };
    }
    return this.engineClientCache.client;
  }

  async client(): Promise<ServiceClient> {
    const settings = this.deps.settings.get();
    let baseUrl: string;
    let key: string;
    if (settings.backend.kind === 'local') {
      const engine = await this.runningEngine();
      baseUrl = engine.baseUrl;
      key = engine.key;
    } else {
      const remote = this.remote(settings.backend.kind);
      baseUrl = remote.baseUrl;
      const saved = await remote.keys.forAddress(baseUrl);
      if (!saved) throw settings.backend.kind === 'server' ? await this.noServerKey(baseUrl) : await this.noCloudKey(baseUrl);
      key = saved;
    }
    const identity = `${settings.backend.kind}\n${baseUrl}\n${key}`;
    if (this.cached?.identity !== identity) {
      this.cached = {
        identity,
        client: new ServiceClient({ baseUrl, key, follow: this.deps.follow, userAgent: this.deps.userAgent }),
        tools: null,
      };
    }
    return this.cached.client;
  }

  /** Why no request goes to the cloud at `baseUrl`: no key, or a key saved for another address, which is never sent here. */
  private async noCloudKey(baseUrl: string): Promise<ServiceError> {
    const entry = await this.deps.cloudKey.entry();
    return new ServiceError({
      code: 'no_key',
      message: entry
        ? `The API key saved in Settings is for ${entry.baseUrl}, and Deckhand sends it nowhere else: enter the key for ${baseUrl} in Settings to use it.`
        : 'Set your DeckFlow API key in Settings to use the cloud service.',
    });
  }

  /** Why no request goes to the Deckhand server at `baseUrl`: no personal key for that address. */
  private async noServerKey(baseUrl: string): Promise<ServiceError> {
    const entry = await this.deps.serverKey.entry();
    return new ServiceError({
      code: 'no_key',
      message: entry
        ? `Your personal key is saved for the Deckhand server at ${entry.baseUrl}, and Deckhand sends it nowhere else: enter your key for ${baseUrl} in Settings.`
        : 'Enter your personal key for the Deckhand server in Settings (your team’s admin makes it with "keys create").',
    });
  }

  /** The tool registry of the current backend (cached per backend; a failed read is retried next time). */
  async tools(): Promise<ToolDescriptor[]> {
    const client = await this.client();
    const cached = this.cached;
    if (!cached || cached.client !== client) return client.getToolTypes();
    cached.tools ??= client.getToolTypes().catch((error: unknown) => {
      if (this.cached === cached) cached.tools = null;
      throw error;
    });
    return cached.tools;
  }

  /** Forgets the cached tool registry (a provider set up or removed changes what the local engine can run). */
  forgetTools(): void {
    if (this.cached) this.cached.tools = null;
  }

  /** What the renderer may know: the kind, the address, whether a key is set and its last 4 characters. */
  async info(kind = this.deps.settings.get().backend.kind): Promise<BackendInfo> {
    if (kind === 'local') {
      const state = this.deps.engineState();
      const handle = state.status === 'running' ? state.handle : null;
      return { kind, baseUrl: handle?.baseUrl ?? '', keySet: handle !== null, keyHint: keyHint(handle?.key ?? null) };
    }
    const { baseUrl, keys } = this.remote(kind);
    const entry = await keys.entry();
    return {
      kind,
      baseUrl,
      keySet: baseUrl !== '' && (await keys.forAddress(baseUrl)) !== null,
      keyHint: keyHint(entry?.key ?? null),
      keyAddress: entry?.baseUrl ?? null,
    };
  }
}
