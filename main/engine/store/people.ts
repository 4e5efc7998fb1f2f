import type { TaskRecord } from './task-record';

/**
 * Who a request speaks for. The embedded engine has one key and one person, the operator, who sees every task; a
 * team server (docs/team-server.md, "People and keys") gives each person a key of their own and a `userId`, and an
 * `admin` key may read everyone's tasks.
 */
export interface Principal {
  /** The owner recorded on the tasks this principal creates; '' for the engine's own key. */
  readonly userId: string;
  readonly admin: boolean;
}

/** The engine's own key (`--key`, or the data dir's engine-key): the operator of this engine. */
export const OPERATOR: Principal = { userId: '', admin: true };

/** Whose task a record is ('' for tasks made with the engine's own key, and every task of the embedded engine). */
export function ownerOf(record: TaskRecord): string {
  return record.job.ownerId ?? '';
}

/** Whether a principal may see, download, cancel or delete a task: its owner, or an admin. */
export function maySee(principal: Principal, record: TaskRecord): boolean {
  return principal.admin || ownerOf(record) === principal.userId;
}

/**
 * The team server's people: keys checked against their stored hashes, and each person's limits. The embedded engine
 * has none (its one key is checked in the HTTP layer).
 */
export interface People {
  /** The person a key belongs to; undefined for an unknown or revoked key. */
  authenticate(key: string): Promise<Principal | undefined>;
  /** Whether the person a signed link was made for may still use it (not removed, a key not revoked). */
  isActive(userId: string): Promise<boolean>;
  /**
   * Refuses (429 `{code, message}`) a new task before its body is read when the person is at a limit: as many
   * unfinished tasks as allowed, or `declaredBytes` more would pass today's bytes. The create itself checks again in
   * the transaction that stores the task, so two requests at once cannot both pass.
   */
  precheck(principal: Principal, declaredBytes: number | null): Promise<void>;
  /** The secret every node signs result links with (stored in the database, the same on every node). */
  linkSecret(): string;
  /**
   * Calls `listener` when keys may have been revoked (on any node), so what they hold open can be looked at again;
   * answers the function that stops it.
   */
  onRevoked(listener: () => void): () => void;
}
