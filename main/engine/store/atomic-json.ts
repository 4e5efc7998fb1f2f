import { writeFileAtomic } from '../../fs/atomic-file';

/** A record as indented JSON, written atomically and readable by the engine's user only. */
export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await writeFileAtomic(path, JSON.stringify(value, null, 2), 0o600);
}
