/**
 * A loopback stand-in for an OpenAI-compatible chat endpoint (`/v1/chat/completions`, `/v1/models`), with
 * deterministic answers: each fragment's span texts are upper-cased and the spans come back in reverse order, so
 * a test can tell which source run every translated word came from. Failures can be scripted per request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCall {
  model: string;
  authorization: string | undefined;
  items: string[];
  system: string;
  /** The user message as sent. */
  user: string;
}

export interface FakeChatServer {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  calls: ChatCall[];
  /** Answers for the next requests, in order, before normal ones: an HTTP status (with Retry-After: 0 for 429). */
  failNext(...statuses: number[]): void;
  /** Answer the next request with this raw assistant text instead of a translation. */
  answerNextWith(text: string): void;
  close(): Promise<void>;
}

/** Upper-cases span contents and reverses the span order (what a "translation" that reorders words looks like). */
export function fakeTranslate(fragment: string): string {
  const spans = [...fragment.matchAll(/<span id="([^"]+)">([^<]*)<\/span>/g)];
  if (spans.length === 0) return fragment.toUpperCase();
  return spans
    .reverse()
    .map(([, id, text]) => `<span id="${id}">${id!.startsWith('g') ? text : text!.trim().toUpperCase()}</span>`)
    .join(' ');
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeChatServer(models: string[] = ['llama3.2']): Promise<FakeChatServer> {
  const calls: ChatCall[] = [];
  const failures: number[] = [];
  const rawAnswers: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model' })) }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(await body(req)) as { model: string; messages: { role: string; content: string }[] };
      const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
      const user = request.messages.find((m) => m.role === 'user')?.content ?? '{}';
      let items: string[] = [];
      try {
        items = (JSON.parse(user) as { items?: string[] }).items ?? [];
      } catch {
        // Not a translation batch (the Create tool's outline request is prose).
      }
      calls.push({ model: request.model, authorization: req.headers.authorization, items, system, user });
      const failure = failures.shift();
      if (failure !== undefined) {
        res.writeHead(failure, { 'content-type': 'application/json', ...(failure === 429 ? { 'retry-after': '0' } : {}) });
        res.end(JSON.stringify({ error: { message: `scripted ${failure}` } }));
        return;
      }
      const content = rawAnswers.shift() ?? `Here you go:\n\`\`\`json\n${JSON.stringify({ items: items.map(fakeTranslate) })}\n\`\`\``;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    failNext: (...statuses) => failures.push(...statuses),
    answerNextWith: (text) => rawAnswers.push(text),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
