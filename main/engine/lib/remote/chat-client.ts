/**
 * An OpenAI-compatible chat endpoint (`POST {base}/chat/completions`): OpenAI, Ollama, LM Studio, llama.cpp's
 * server, vLLM. Used by translation and by the Create tool's outline step. `Standard` and `Pro` map to the two
 * models set up in Settings (Pro falls back to the standard one).
 */
import type { ProviderSetup } from '../../../../shared/contract/translation';
import { ToolError } from '../errors/tool-error';
import { requestJson, type RetryPolicy } from './http-retry';

/** DeckFlow's `model` param: which of the endpoint's models a request uses. */
export type ModelTier = 'Standard' | 'Pro';

export type ChatSetup = NonNullable<ProviderSetup['openai']>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export const OLLAMA_BASE_URL = 'http://127.0.0.1:11434/v1';

export class ChatClient {
  constructor(
    private readonly setup: ChatSetup,
    private readonly policy?: RetryPolicy,
  ) {}

  get baseUrl(): string {
    return this.setup.baseUrl;
  }

  model(tier: ModelTier): string {
    return tier === 'Pro' ? (this.setup.models.pro ?? this.setup.models.standard) : this.setup.models.standard;
  }

  /** The assistant's answer text. */
  async complete(messages: ChatMessage[], options: { tier: ModelTier; signal: AbortSignal; label: string }): Promise<string> {
    const answer = await requestJson({
      label: `${options.label} (${this.setup.baseUrl})`,
      chatModel: this.setup.baseUrl,
      url: `${this.setup.baseUrl}/chat/completions`,
      headers: this.setup.apiKey ? { authorization: `Bearer ${this.setup.apiKey}` } : {},
      body: { model: this.model(options.tier), messages, temperature: 0, stream: false },
      signal: options.signal,
      policy: this.policy,
    });
    const content = (answer as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      throw new ToolError('translation_failed', `${options.label} answered without a message (is ${this.setup.baseUrl} a chat endpoint?).`);
    }
    return content;
  }
}

/** The first JSON object in a model's answer (models wrap it in prose or ``` fences now and then). */
export function extractJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Ollama on its default port, if it runs: its OpenAI-compatible root and the models it has pulled. A short
 * timeout, since this runs while the engine starts.
 */
export async function detectOllama(baseUrl = OLLAMA_BASE_URL, timeoutMs = 1500): Promise<ChatSetup | null> {
  try {
    const response = await fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { id?: unknown }[] };
    const models = (body.data ?? []).map((entry) => entry.id).filter((id): id is string => typeof id === 'string' && id !== '');
    const first = models[0];
    return first ? { baseUrl, models: { standard: first } } : null;
  } catch {
    return null;
  }
}
