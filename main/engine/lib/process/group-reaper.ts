/**
 * Ends a detached process group when this process dies, however it dies. Node runs no `exit` handler when a signal
 * ends it (SIGTERM to a whole process group from a terminal or service manager, SIGKILL, a native crash), and a
 * program started in a group of its own (LibreOffice, so its children go with it) is not ended by anything else.
 *
 * The reaper is a tiny shell that blocks reading a pipe only this process holds: the kernel closes the pipe when this
 * process is gone, the read returns, and the shell kills the group. When the group ends first, the reaper is killed
 * (never told to read on), so it cannot hit a process group id the system has handed out again.
 */
import { spawn } from 'node:child_process';

const SCRIPT = `trap '' INT TERM HUP; read _; kill -KILL -"$0" 2>/dev/null`;

/** Starts the reaper for group `pgid`; the returned function stops it (the group ended by itself). */
export function reapWithThisProcess(pgid: number): () => void {
  if (process.platform === 'win32') return () => undefined;
  let reaper;
  try {
    reaper = spawn('/bin/sh', ['-c', SCRIPT, String(pgid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  } catch {
    return () => undefined;
  }
  reaper.on('error', () => undefined);
  reaper.stdin.on('error', () => undefined);
  // Neither the reaper nor its pipe may keep this process alive.
  reaper.unref();
  (reaper.stdin as unknown as { unref?: () => void }).unref?.();
  return () => {
    reaper.kill('SIGKILL');
  };
}
