/** Every react-query key in one place, so pushed events and views agree on where data lives. */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  tools: ['tools'] as const,
  task: (id: string) => ['task', id] as const,
  preview: (id: string) => ['task', id, 'preview'] as const,
  taskPages: ['tasks', 'page'] as const,
  taskPage: (startIndex: number, maxResults: number) => ['tasks', 'page', startIndex, maxResults] as const,
  submissions: ['submission'] as const,
  submission: (id: string) => ['submission', id] as const,
};
