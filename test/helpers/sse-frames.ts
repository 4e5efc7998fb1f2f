/**
 * Server-Sent Events frames as the tests read them off a fetch body: one parser for the task stream, the team
 * server's event feed and the people-and-keys feed.
 */

export interface SseFrame {
  /** The frame's text as sent, without its blank line. */
  raw: string;
  id?: string;
  /** `message` when the frame names none. */
  event: string;
  /** Its `data:` lines joined by newlines ('' when it has none). */
  data: string;
  hasData: boolean;
  /** Its `:` comment lines (keep-alives), trimmed. */
  comments: string[];
}

export function parseSseFrame(block: string): SseFrame {
  const frame: SseFrame = { raw: block, event: 'message', data: '', hasData: false, comments: [] };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('id:')) frame.id = line.slice(3).trim();
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  frame.data = data.join('\n');
  frame.hasData = data.length > 0;
  return frame;
}

/**
 * Every frame of a stream as it arrives; `onText` sees the decoded text first (a test may keep the raw stream). Ends
 * when the server closes the stream; an abort of the fetch's signal rejects.
 */
export async function* sseFrames(body: ReadableStream<Uint8Array> | null, onText?: (text: string) => void): AsyncGenerator<SseFrame> {
  if (!body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true });
    onText?.(text);
    buffer += text;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      yield parseSseFrame(block);
    }
  }
}
