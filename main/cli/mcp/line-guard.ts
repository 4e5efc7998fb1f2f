import { Transform, type TransformCallback } from 'node:stream';

/**
 * Stdin for the MCP server, one JSON-RPC message a line, with lines longer than `maxLineBytes` dropped: the SDK's
 * stdio transport closes itself (and the server exits with status 0) when its buffer overflows, so a client that sends
 * one huge message would lose the server. The dropped line is answered with a JSON-RPC error through `refuse`; its id
 * cannot be known without reading it, so the error carries `id: null`, as JSON-RPC says for a request it cannot read.
 */
export class LineGuard extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Inside a line already too long: everything up to its newline is dropped. */
  private dropping = false;

  constructor(
    private readonly maxLineBytes: number,
    private readonly refuse: (bytesDropped: number) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline + 1;
      const piece = chunk.subarray(start, end);
      if (!this.dropping) {
        this.held.push(piece);
        this.heldBytes += piece.length;
        if (this.heldBytes > this.maxLineBytes) {
          this.dropping = true;
          this.held = [];
        }
      } else this.heldBytes += piece.length;
      if (newline === -1) break;
      if (this.dropping) this.refuse(this.heldBytes);
      else this.push(Buffer.concat(this.held));
      this.held = [];
      this.heldBytes = 0;
      this.dropping = false;
      start = end;
      if (start >= chunk.length) break;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.dropping && this.heldBytes > 0) this.push(Buffer.concat(this.held));
    done();
  }
}

/** The answer to a message too long to read. */
export function tooLargeError(bytes: number, maxLineBytes: number): string {
  const mb = (n: number): string => `${Math.round(n / (1024 * 1024))} MB`;
  return `${JSON.stringify({
    jsonrpc: '2.0',
    id: null,
    error: {
      code: -32600,
      message: `The message was ${mb(bytes)} or more; this server reads messages of up to ${mb(maxLineBytes)}. It was not read.`,
    },
  })}\n`;
}
