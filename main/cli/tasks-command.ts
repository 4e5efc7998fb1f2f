/** `deckhand tasks list|get|delete`: the backend's tasks, as a table or (--json) as the service gives them. */
import type { Task } from '../../shared/contract/service';
import type { CliBackend } from './cli-backend';
import { UsageError } from './cli-args';
import type { CliIo } from './run-command';
import { cliT } from './cli-texts';

function line(task: Task): string {
  const error = task.status === 'failed' && typeof task.error === 'object' ? `  ${task.error.message}` : '';
  const file = task.status === 'completed' && typeof task.result?.fileName === 'string' ? `  → ${task.result.fileName}` : '';
  return `${task.id}  ${task.status.padEnd(9)}  ${task.type.padEnd(22)}  ${task.name}${file}${error}`;
}

export async function tasksCommand(
  io: CliIo,
  backend: CliBackend,
  args: readonly string[],
  options: { json: boolean; type: string | undefined; limit: number | undefined },
): Promise<number> {
  const [action, ...ids] = args;
  const { client } = backend;
  switch (action) {
    case 'list': {
      const page = await client.listTasks({ ...(options.type ? { type: options.type } : {}), maxResults: options.limit ?? 50 });
      if (options.json) io.stdout.write(`${JSON.stringify(page, null, 2)}\n`);
      else {
        for (const task of page.tasks) io.stdout.write(`${line(task)}\n`);
        if (page.total > page.tasks.length) io.stderr.write(`${cliT('tasks.shown', { shown: page.tasks.length, total: page.total })}\n`);
      }
      return 0;
    }
    case 'get': {
      if (ids.length !== 1) throw new UsageError(cliT('tasks.getOne'));
      const task = await client.getTask(ids[0] ?? '');
      io.stdout.write(options.json ? `${JSON.stringify(task, null, 2)}\n` : `${line(task)}\n`);
      return 0;
    }
    case 'delete': {
      if (ids.length === 0) throw new UsageError(cliT('tasks.deleteSome'));
      for (const id of ids) {
        await client.deleteTask(id);
        if (!options.json) io.stdout.write(`${cliT('tasks.deleted', { id })}\n`);
      }
      if (options.json) io.stdout.write(`${JSON.stringify({ deleted: ids })}\n`);
      return 0;
    }
    default:
      throw new UsageError(action ? cliT('tasks.notAction', { action }) : cliT('tasks.actions'));
  }
}
