/**
 * `npm run engine -- keys create|list|revoke --database postgres://…`: a team server's people and their keys
 * (docs/team-server.md, "People and keys"). `create` prints the new key once; only its hash is stored.
 *
 *   keys create --name alice [--admin] [--max-tasks N] [--max-mb-per-day N]   (limits: 0 = none)
 *   keys list
 *   keys revoke --name alice | --id k_…
 */
import { parseArgs } from 'node:util';
import { createPool } from './database';
import { migrate } from './migrations';
import { createKey, listKeys, revokeKeys, type NewKeyOptions } from './pg-people';

export const KEYS_USAGE =
  'Usage: npm run engine -- keys create --database postgres://… --name NAME [--admin] [--max-tasks N] [--max-mb-per-day N]\n' +
  '       npm run engine -- keys list --database postgres://…\n' +
  '       npm run engine -- keys revoke --database postgres://… (--name NAME | --id KEY_ID)';

class UsageError extends Error {}

const NAME = /^[\w.@+-]{1,64}$/;

/** A limit option: a whole number, 0 meaning no limit; absent leaves a known person's limit as it is. */
function limit(value: string | undefined, name: string, scale = 1): number | null | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new UsageError(`--${name} must be a whole number (0 = no limit), got "${value}".`);
  return Number(value) === 0 ? null : Number(value) * scale;
}

function describeLimit(value: number | null, unit: (n: number) => string): string {
  return value === null ? 'no limit' : unit(value);
}

/** Runs one `keys` command; returns the process's exit code. */
export async function runKeysCommand(args: string[], out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  try {
    const { values } = parseArgs({
      args: rest,
      options: {
        database: { type: 'string' },
        name: { type: 'string' },
        id: { type: 'string' },
        admin: { type: 'boolean' },
        'max-tasks': { type: 'string' },
        'max-mb-per-day': { type: 'string' },
      },
      strict: true,
    });
    if (!values.database) throw new UsageError("--database postgres://… is required: the team server's database.");
    if (values.name !== undefined && !NAME.test(values.name)) {
      throw new UsageError(`--name "${values.name}" is not a name: use 1–64 letters, digits or . @ + - _.`);
    }
    const pool = createPool(values.database, 2);
    try {
      await migrate(pool);
      if (command === 'create') {
        if (!values.name) throw new UsageError('keys create needs --name: whose key it is.');
        const options: NewKeyOptions = {
          name: values.name,
          admin: values.admin,
          maxConcurrentTasks: limit(values['max-tasks'], 'max-tasks'),
          maxBytesPerDay: limit(values['max-mb-per-day'], 'max-mb-per-day', 1024 * 1024),
        };
        const made = await createKey(pool, options);
        out(`Key for ${values.name} (id ${made.keyId}); it is shown only now, store it:`);
        out(made.key);
        return 0;
      }
      if (command === 'list') {
        const keys = await listKeys(pool);
        if (keys.length === 0) out('No keys yet: make one with "keys create --name NAME".');
        for (const key of keys) {
          const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'active';
          const tasks = describeLimit(key.maxConcurrentTasks, (n) => `${n} tasks at once`);
          const bytes = describeLimit(key.maxBytesPerDay, (n) => `${Math.round(n / 1024 / 1024)} MB a day`);
          const used = `${(key.bytesToday / 1024 / 1024).toFixed(1)} MB today`;
          out(`${key.keyId}  ${key.name}${key.admin ? ' (admin)' : ''}  ${state}  made ${key.createdAt}  ${tasks}, ${bytes}, ${used}`);
        }
        return 0;
      }
      if (command === 'revoke') {
        if (Boolean(values.name) === Boolean(values.id)) throw new UsageError('keys revoke needs either --name NAME or --id KEY_ID.');
        const revoked = await revokeKeys(pool, values.id ? { keyId: values.id } : { name: values.name ?? '' });
        out(revoked === 0 ? 'No active key matched: nothing was revoked.' : `Revoked ${revoked} key${revoked === 1 ? '' : 's'}.`);
        return revoked === 0 ? 1 : 0;
      }
      throw new UsageError(command ? `Unknown keys command "${command}".` : 'Say what to do: create, list or revoke.');
    } finally {
      await pool.end();
    }
  } catch (err) {
    if (err instanceof UsageError || (err as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(err as Error).message}\n${KEYS_USAGE}`);
      return 2;
    }
    console.error(`keys ${command ?? ''} failed: ${(err as Error).message}`);
    return 1;
  }
}
