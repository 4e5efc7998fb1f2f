import type pg from 'pg';
import type { Task } from '../../../shared/contract/service';
import { insertEvent } from './pg-event-bus';
import { inTransaction } from './database';
import { admitTask } from './pg-people';
import type { JobLease } from '../queue/job-queue';
import { DEFAULT_SPACE_ID } from '../store/spaces';
import type { TaskRecord } from '../store/task-record';
import { UNFINISHED, type NewTask, type TaskPage, type TaskQuery, type TaskRepository, type TaskUpdate } from '../store/task-repository';

interface Row {
  task: Task;
  job: TaskRecord['job'];
}

const COLUMNS = 'task, job';

/**
 * Task records in Postgres, shared by every node. Each change and its event are one transaction (the event's NOTIFY
 * goes out at commit), so a node that hears of a change finds it stored; `update` is one conditional UPDATE.
 */
export class PgTaskRepository implements TaskRepository {
  constructor(private readonly pool: pg.Pool) {}

  async get(id: string): Promise<TaskRecord | undefined> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM deckhand_tasks WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async list(query: TaskQuery): Promise<TaskPage> {
    const where = `($1::text IS NULL OR type = $1) AND ($2::text IS NULL OR space_id = $2) AND ($3::text IS NULL OR owner_id = $3)`;
    const filters = [query.type ?? null, query.spaceId ?? null, query.ownerId ?? null];
    const [page, count] = await Promise.all([
      this.pool.query<Row>(`SELECT ${COLUMNS} FROM deckhand_tasks WHERE ${where} ORDER BY created_at DESC, seq DESC OFFSET $4 LIMIT $5`, [
        ...filters,
        query.start,
        query.max,
      ]),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM deckhand_tasks WHERE ${where}`, filters),
    ]);
    return { records: page.rows.map(toRecord), total: Number(count.rows[0]?.total ?? 0) };
  }

  async unfinished(): Promise<TaskRecord[]> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM deckhand_tasks WHERE status = ANY($1) ORDER BY created_at, seq`, [
      UNFINISHED,
    ]);
    return rows.map(toRecord);
  }

  create(input: NewTask): Promise<TaskRecord> {
    const at = new Date().toISOString();
    const task: Task = { id: input.id, name: input.name, type: input.type, status: 'pending', preview: null, createdAt: at, updatedAt: at };
    const ownerId = input.ownerId ?? input.job.ownerId ?? '';
    const record: TaskRecord = { task, job: ownerId ? { ...input.job, ownerId } : input.job };
    return inTransaction(this.pool, async (client) => {
      // A person's limits are judged in the transaction that stores the task: two creates at once cannot both pass.
      if (ownerId)
        await admitTask(
          client,
          ownerId,
          input.job.inputs.reduce((sum, file) => sum + file.size, 0),
        );
      await client.query(
        `INSERT INTO deckhand_tasks (id, owner_id, space_id, type, status, created_at, task, job) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [task.id, ownerId, input.job.spaceId ?? DEFAULT_SPACE_ID, task.type, task.status, at, task, record.job],
      );
      await insertEvent(client, { kind: 'created', record });
      return record;
    });
  }

  update(id: string, patch: Partial<Task>, options: TaskUpdate = {}): Promise<TaskRecord | undefined> {
    const removed = Object.keys(patch).filter((key) => patch[key as keyof Task] === undefined);
    // One transaction and a compare-and-set: a repeat after a commit cut by a restart changes nothing, so a run may
    // try it again until the database is back (store/patient-task-repository.ts).
    return inTransaction(this.pool, async (client) => {
      // A run's outcome: its job is completed in this transaction, or, when the lease was lost, nothing is recorded.
      if (options.lease && !(await completeJob(client, options.lease))) return undefined;
      // The compare-and-set: the status check and the change are one statement on the locked row.
      const { rows } = await client.query<Row>(
        `UPDATE deckhand_tasks
            SET task = ((task || $2::jsonb) - $3::text[]) || jsonb_build_object('updatedAt', $4::text),
                job = job || $5::jsonb,
                status = coalesce($2::jsonb ->> 'status', status)
          WHERE id = $1 AND ($6::text[] IS NULL OR status = ANY($6))
          RETURNING ${COLUMNS}`,
        [id, JSON.stringify(patch), removed, new Date().toISOString(), JSON.stringify(options.job ?? {}), options.onlyIf ?? null],
      );
      if (!rows[0]) return undefined;
      const record = toRecord(rows[0]);
      await insertEvent(client, { kind: 'status', record });
      return record;
    });
  }

  async setProgress(id: string, percent: number): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      // A late report from a run that has just ended must not touch the final state.
      const { rows } = await client.query<Row>(
        `UPDATE deckhand_tasks SET task = task || jsonb_build_object('progress', $2::int, 'updatedAt', $3::text)
          WHERE id = $1 AND status = 'running' AND (task -> 'progress') IS DISTINCT FROM to_jsonb($2::int)
          RETURNING ${COLUMNS}`,
        [id, percent, new Date().toISOString()],
      );
      if (rows[0]) await insertEvent(client, { kind: 'progress', record: toRecord(rows[0]) });
    });
  }

  delete(id: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ owner_id: string }>('DELETE FROM deckhand_tasks WHERE id = $1 RETURNING owner_id', [id]);
      if (!rows[0]) return false;
      await insertEvent(client, { kind: 'deleted', id, ...(rows[0].owner_id ? { ownerId: rows[0].owner_id } : {}) });
      return true;
    });
  }

  flush(): Promise<void> {
    // Every change is committed before its call resolves.
    return Promise.resolve();
  }
}

/**
 * Completes a job on pg-boss's table while the lease is the holder's (the attempt is the token, as in
 * queue/pg-boss-job-queue.ts): false when the job was taken again, expired, or is already done.
 */
async function completeJob(client: pg.PoolClient, lease: JobLease): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE pgboss.job SET state = 'completed', completed_on = now()
      WHERE id = $1 AND name LIKE 'deckhand.%' AND state = 'active' AND retry_count = $2`,
    [lease.jobId, Number(lease.token)],
  );
  return rowCount === 1;
}

function toRecord(row: Row): TaskRecord {
  return { task: row.task, job: row.job };
}
