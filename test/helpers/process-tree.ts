/**
 * Processes under a given one, read from /proc (Linux). Tests that kill a tool's program look only among their own
 * descendants: another copy of the suite running at the same time has programs with the same names and arguments.
 */
import { readdir, readFile, readlink } from 'node:fs/promises';

/** Pids of `pid`'s descendants whose program (executable path, or name) matches `program`. */
export async function descendantsRunning(pid: number, program: RegExp): Promise<number[]> {
  const parents = new Map<number, number>();
  const programs = new Map<number, string>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
      const close = stat.lastIndexOf(')');
      parents.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]));
      programs.set(Number(entry), await readlink(`/proc/${entry}/exe`).catch(() => stat.slice(stat.indexOf('(') + 1, close)));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  for (const [child, name] of programs) {
    if (child === pid || !program.test(name)) continue;
    for (let up: number | undefined = parents.get(child); up !== undefined && up > 1; up = parents.get(up))
      if (up === pid) {
        found.push(child);
        break;
      }
  }
  return found;
}
