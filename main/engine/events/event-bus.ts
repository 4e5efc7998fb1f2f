import type { TaskRecord } from '../store/task-record';

/** A change to one task, as the task repository announces it once the change is stored. */
export type TaskChange =
  | { kind: 'created' | 'status' | 'progress'; record: TaskRecord }
  | {
      kind: 'deleted';
      id: string;
      /** Whose task it was (team server): the events feed tells only its owner (and admins) that it is gone. */
      ownerId?: string;
    };

/** A change with the bus's id for it: ids grow with each change, so a subscriber can say where it stopped. */
export interface TaskEvent {
  id: string;
  change: TaskChange;
}

export type TaskEventListener = (event: TaskEvent) => void;

export interface Subscription {
  /**
   * Whether the events after `after` were all replayed (always true without `after`). False when the bus no longer
   * has them (too old, or from an earlier run of the engine): the subscriber missed changes and must read again.
   */
  readonly caughtUp: boolean;
  /** The id of the newest event when the subscription began (after the replay): where a reconnect resumes from. */
  readonly cursor: string;
  close(): void;
}

/**
 * Where task changes travel from whoever made them (the repository, on any node) to whoever follows them (event
 * streams, webhooks, runners): docs/engine-seams.md says what an implementation must keep.
 */
export interface EventBus {
  /** Announces a change to every subscriber; resolves once it has an id (the order of ids is the order of changes). */
  publish(change: TaskChange): Promise<void>;
  /**
   * Calls `listener` for every change published from now on; with `after` (an id a subscriber saw), first for the
   * changes after it, in order, before any newer one.
   */
  subscribe(listener: TaskEventListener, options?: { after?: string }): Promise<Subscription>;
  close(): Promise<void>;
}
