/** md5 of bytes already in memory, as DeckFlow's file results carry it. */
import { createHash } from 'node:crypto';

export function md5OfBuffer(data: Buffer): string {
  return createHash('md5').update(data).digest('hex');
}
