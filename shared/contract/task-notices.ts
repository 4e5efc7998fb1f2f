/**
 * What a tool tells a person about its result beyond the figures (a slide's sound left out, a font that could not be
 * embedded), by code: `text` is the engine's English (as `warnings` in the same result has it, for the API and the
 * command line), `code` and `params` let the window say it in its own language (`notice.<code>` in its catalogs).
 */
export interface TaskNotice {
  code: string;
  params: Record<string, string | number>;
  text: string;
}

/** The notices of a task's result, read defensively (the JSON crossed a process boundary); none when it has none. */
export function readNotices(value: unknown): TaskNotice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { code, params, text } = (entry ?? {}) as Partial<TaskNotice>;
    if (typeof code !== 'string' || typeof text !== 'string') return [];
    const clean = Object.fromEntries(
      Object.entries(params ?? {}).filter((pair): pair is [string, string | number] => ['string', 'number'].includes(typeof pair[1])),
    );
    return [{ code, params: clean, text }];
  });
}
