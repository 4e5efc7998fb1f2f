/**
 * DeckFlow options the local engine cannot honour, with the reason in one wording: its intake refuses a task that
 * asks for one, and the panels show the same sentence beside the switch they disable.
 */
export const LOCAL_REFUSALS = {
  imageTranslate:
    'Translating the text inside pictures (imageTranslate) needs OCR, which the local engine does not do: turn it off, or use the DeckFlow cloud service.',
  enableSearch:
    'Web search (enableSearch) is not available in the local engine: it makes no requests to the internet. Turn it off, or use the DeckFlow cloud service.',
  useModel:
    'No chat model is set up to write the outline: set up an OpenAI-compatible endpoint (such as Ollama) in Settings, or send an outline in Markdown with useModel off.',
} as const;
