/**
 * A real file system of a few megabytes for full-disk tests: a tmpfs mounted over a folder in a private mount
 * namespace (Linux user namespaces, no root needed), so a test fills nothing but that. The wrapper runs a program
 * with the folder (its first argument) mounted: `[...smallDisk(4), folder, program, ...args]`.
 */
import { spawnSync } from 'node:child_process';

export function smallDisk(megabytes: number): string[] {
  return ['unshare', '--user', '--map-root-user', '--mount', 'sh', '-c', `mount -t tmpfs -o size=${megabytes}m tmpfs "$0" && exec "$@"`];
}

/** Whether this machine lets a test mount one (Linux with unprivileged user namespaces). */
export const CAN_MOUNT_SMALL_DISK =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'sh', '-c', 'mount -t tmpfs tmpfs /mnt'], { stdio: 'ignore' }).status === 0;
