/** What the person can do about a failure, by error code (spec: service-api.md, error table). */
export function errorAdvice(code: string, context: { fileKind?: string } = {}): string {
  switch (code) {
    case 'invalid_parameter':
    case 'invalid_file':
      return `Check that the files are valid ${context.fileKind ?? 'files for this tool'}, then try again.`;
    case 'unsupported_format':
      return 'Save the file in a format this tool takes (see the list on the panel), then try again.';
    case 'zip_bomb':
      return 'The file unpacks to far more data than it holds, so Deckhand would not open it. Use another copy of the file.';
    case 'tool_unavailable':
      return 'This tool needs a program that is missing on this computer. Install it, then try again.';
    case 'font_not_found':
      return 'Pick fonts from the Google Fonts library, then try again.';
    case 'file_unreadable':
    case 'forbidden':
      return 'Add the files again from your disk, then try again.';
    case 'timeout':
      return 'The task took too long and was stopped. Try smaller files, or try again later.';
    case 'interrupted':
      return 'Deckhand stopped while the task was running. Start it again.';
    case 'file_size_exceeded':
      return 'Use smaller files, or split the deck first, then try again.';
    case 'unauthorized':
      return 'Check the API key in Settings, then try again.';
    case 'payment_required':
      return 'Your DeckFlow account is out of credits. Add credits, or switch to the local engine in Settings.';
    case 'rate_limited':
      return 'The service is busy. Wait a minute, then try again.';
    case 'not_found':
      return 'This task no longer exists on the service. Start it again.';
    case 'network_error':
    case 'disconnected':
      return 'Deckhand lost its connection to the engine. Check that it is running, then try again.';
    default:
      return 'Try again. If it keeps failing, restart Deckhand.';
  }
}

const KINDS: readonly [RegExp, string][] = [
  [/^\.(pptx|ppt)$/, 'PowerPoint decks'],
  [/^\.(docx|doc)$/, 'Word documents'],
  [/^\.(xlsx|xls)$/, 'Excel workbooks'],
  [/^\.pdf$/, 'PDF documents'],
  [/^\.html?$/, 'HTML pages'],
  [/^\.key$/, 'Keynote decks'],
];

/** "PowerPoint decks" for a tool taking .pptx files; used in messages and advice. */
export function fileKindFor(extensions: readonly string[]): string | undefined {
  const first = extensions[0];
  if (!first) return undefined;
  return KINDS.find(([pattern]) => pattern.test(first.toLowerCase()))?.[1];
}
