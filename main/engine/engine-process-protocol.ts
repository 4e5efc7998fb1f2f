/**
 * Messages between the app and the engine running in a process of its own (engine-process.ts): Electron's
 * utilityProcess in the desktop app, a Node child process in web mode. The key travels in a message, never on a
 * command line other users could read.
 */
export type ToEngineProcess =
  /** Start listening on 127.0.0.1:`port` (0: any free port) with this data folder and key. */
  | { kind: 'start'; dataDir: string; key: string; port: number }
  /** Stop cleanly (running tasks run again at the next start), then exit. */
  | { kind: 'stop' };

export type FromEngineProcess =
  | { kind: 'listening'; baseUrl: string }
  /** `code` is the error's errno code when it has one (EADDRINUSE: the port is taken). */
  | { kind: 'failed'; message: string; code?: string }
  | { kind: 'stopped' };
