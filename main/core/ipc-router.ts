/**
 * The one IPC router, shared by the Electron binding (main/shell) and the web host's WebSocket
 * (main/web): a handler per IpcRequests channel, a schema check in front of every handler, and results as
 * IpcResult envelopes so the error's code and message survive any transport.
 */
import type { IpcChannel, IpcRequest, IpcResponse, IpcResult } from '../../shared/contract/ipc';
import type { EventBus, IpcEventListener } from './event-bus';
import { describeIssues, ipcRequestSchemas, isIpcChannel } from './ipc-schemas';
import { toTaskError } from './service-client/service-error';

export type IpcHandlers = { [C in IpcChannel]: (payload: IpcRequest<C>) => Promise<IpcResponse<C>> };

export class IpcRouter {
  readonly channels: readonly IpcChannel[];

  constructor(
    private readonly handlers: IpcHandlers,
    private readonly events: EventBus,
  ) {
    this.channels = Object.keys(ipcRequestSchemas) as IpcChannel[];
  }

  /** Entry point for transports: channel and payload are untrusted and checked here. */
  async handle(channel: unknown, payload: unknown): Promise<IpcResult<unknown>> {
    if (!isIpcChannel(channel)) {
      return { ok: false, error: { code: 'invalid_request', message: `Unknown channel: ${String(channel).slice(0, 100)}` } };
    }
    return this.dispatch(channel, payload);
  }

  /** The typed entry point (tests, in-process callers): a wrong channel or payload fails to compile. */
  invoke<C extends IpcChannel>(channel: C, payload: IpcRequest<C>): Promise<IpcResult<IpcResponse<C>>> {
    return this.dispatch(channel, payload);
  }

  private async dispatch<C extends IpcChannel>(channel: C, payload: unknown): Promise<IpcResult<IpcResponse<C>>> {
    const parsed = ipcRequestSchemas[channel].safeParse(payload);
    if (!parsed.success) {
      return { ok: false, error: { code: 'invalid_request', message: `Invalid request for ${channel}: ${describeIssues(parsed.error)}` } };
    }
    const handler = this.handlers[channel] as (request: IpcRequest<C>) => Promise<IpcResponse<C>>;
    try {
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      const serialised = toTaskError(error);
      if (serialised.code === 'internal_error') console.error(`IPC ${channel} failed`, error);
      return { ok: false, error: serialised };
    }
  }

  /** Pushed IpcEvents for a transport to forward; returns the unsubscribe function. */
  onEvent(listener: IpcEventListener): () => void {
    return this.events.on(listener);
  }
}
