import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** md5 of a file, read as a stream (outputs can be hundreds of MB). */
export async function md5OfFile(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
