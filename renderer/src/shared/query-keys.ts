/** Every react-query key in one place, so pushed events and views agree on where data lives. */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  engineUsage: ['app', 'engine-usage'] as const,
  /** The latest `engine:status` main pushed (kept apart from app:info, whose first read may come later). */
  engineStatus: ['app', 'engine-status'] as const,
  settings: ['settings'] as const,
  tools: ['tools'] as const,
  task: (id: string) => ['task', id] as const,
  preview: (id: string) => ['task', id, 'preview'] as const,
  /** What a completed task's preview can show, and the name Save suggests (tasks:previewFacts). */
  previewFacts: (id: string) => ['task', id, 'preview-facts'] as const,
  /** One page of a task's side drawn at a large view's size (tasks:largePage). */
  largePage: (id: string, side: string, page: number, longEdge: number) => ['task', id, 'large-page', side, page, longEdge] as const,
  /** A completed task's JSON or text result, read into the window (tasks:readText). */
  taskText: (id: string) => ['task', id, 'text'] as const,
  /** Every History list, whatever its type filter. */
  historyAll: ['tasks', 'history'] as const,
  /** One History list: every type (`*`) or one. */
  history: (type: string | null) => ['tasks', 'history', type ?? '*'] as const,
  submissions: ['submission'] as const,
  /** The local engine's translation providers and their pairs (Settings, the Translate panel). */
  translationProviders: ['translation', 'providers'] as const,
  submission: (id: string) => ['submission', id] as const,
  /** Google Fonts families matching a search (the font picker). */
  fontSearch: (query: string, category: string) => ['fonts', 'search', query, category] as const,
  /** The CSS name a family's preview face was loaded under, or null when no file of it is at hand. */
  fontPreview: (family: string) => ['fonts', 'preview', family.toLowerCase()] as const,
  /** Whether a name is a Google Fonts family, and its spelling there. */
  fontFamily: (name: string) => ['fonts', 'family', name.toLowerCase()] as const,
  /** Saved and built-in recipes. */
  recipes: ['recipes', 'saved'] as const,
  /** This session's recipe runs, live from `recipe:update`. */
  recipeRuns: ['recipes', 'runs'] as const,
  /** The watch folders, live from `watch:update`. */
  watchFolders: ['watch'] as const,
};
