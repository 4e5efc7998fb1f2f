/** Every react-query key in one place, so pushed events and views agree on where data lives. */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  engineUsage: ['app', 'engine-usage'] as const,
  settings: ['settings'] as const,
  tools: ['tools'] as const,
  task: (id: string) => ['task', id] as const,
  preview: (id: string) => ['task', id, 'preview'] as const,
  /** Every History list, whatever its type filter. */
  historyAll: ['tasks', 'history'] as const,
  /** One History list: every type (`*`) or one. */
  history: (type: string | null) => ['tasks', 'history', type ?? '*'] as const,
  submissions: ['submission'] as const,
  /** The local engine's translation providers and their pairs (Settings, the Translate panel). */
  translationProviders: ['translation', 'providers'] as const,
  submission: (id: string) => ['submission', id] as const,
};
