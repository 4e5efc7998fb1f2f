/**
 * How `npm run web` carries the IPC contract: JSON frames over one loopback WebSocket at `/ipc?token=…`
 * (the token (made at start, good until the host stops) printed with the URL). HTTP side routes of the web host, same token:
 *   PUT  /api/stage?token=…&name=<file name>   body = the file's bytes → StagedFile JSON (web equivalent of webUtils.getPathForFile)
 *   GET  /api/download/<taskId>?token=…         the task's output, streamed, with Content-Disposition (web save-as)
 *   GET  /api/preview/<taskId>/<part>            a picture or video of a completed task, for its preview (ranges too)
 */
import type { IpcChannel, IpcEventName, IpcEvents, IpcRequest, IpcResult } from './ipc';

export interface WsRequestFrame<C extends IpcChannel = IpcChannel> {
  kind: 'request';
  id: number;
  channel: C;
  payload: IpcRequest<C>;
}

export interface WsResponseFrame {
  kind: 'response';
  id: number;
  result: IpcResult<unknown>;
}

export interface WsEventFrame<E extends IpcEventName = IpcEventName> {
  kind: 'event';
  event: E;
  payload: IpcEvents[E];
}

export type WsServerFrame = WsResponseFrame | WsEventFrame;
