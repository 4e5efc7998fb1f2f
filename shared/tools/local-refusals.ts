/**
 * DeckFlow options the local engine cannot honour, with the reason in one wording: its intake refuses a task that
 * asks for one, and the panels show the same sentence beside the switch they disable. Each has its code
 * (`LOCAL_REFUSAL_CODES`, shared/contract/unavailable-reasons.ts) for an edge to word in its language.
 */
export const LOCAL_REFUSALS = {
  imageTranslate:
    'Translating the text inside pictures (imageTranslate) needs OCR, which the local engine does not do: turn it off, or use the DeckFlow cloud service.',
  enableSearch:
    'Web search (enableSearch) is not available in the local engine: it makes no requests to the internet. Turn it off, or use the DeckFlow cloud service.',
  useModel:
    'No chat model is set up to write the outline: set up an OpenAI-compatible endpoint (such as Ollama) in Settings, or send an outline in Markdown with useModel off.',
} as const;

/** Each refusal's code among the reasons a tool cannot run. */
export const LOCAL_REFUSAL_CODES = {
  imageTranslate: 'local-image-translate',
  enableSearch: 'local-web-search',
  useModel: 'no-chat-model',
} as const satisfies Record<keyof typeof LOCAL_REFUSALS, string>;

/** A refusal with its code, as an intake check returns it. */
export function localRefusal(option: keyof typeof LOCAL_REFUSALS): {
  text: string;
  reason: { code: (typeof LOCAL_REFUSAL_CODES)[typeof option]; params: Record<string, string> };
} {
  return { text: LOCAL_REFUSALS[option], reason: { code: LOCAL_REFUSAL_CODES[option], params: {} } };
}
