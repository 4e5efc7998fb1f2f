/**
 * Why a tool cannot run on a backend now, by code (`ToolDescriptor.unavailableReason`), beside `unavailable`, the
 * backend's English sentence (the API's, the command line's, an older window's). The window words a reason by its
 * code (`unavailable.<code>`, shared/i18n/unavailable-messages.ts) and shows the English for a code it does not know.
 */

/** Every code, with the names of its params. Commands and variable names are the same in every language. */
export const UNAVAILABLE_REASONS = {
  /** A program the tool runs is not installed: `program` its name, `install` the commands per system, `env` the variable that points to it, `envTo` what it points to. */
  'program-missing': ['program', 'install', 'env', 'envTo'],
  /** No translation provider is set up: `command` installs Apertium with one language pair. */
  'no-translation-provider': ['command'],
  /** The local engine does not run the tool. */
  'cloud-only': [],
  /**
   * The variable that chooses a program points to nothing usable: `value` what it holds; `envTo` `folder` (it lacks
   * `executable`) or `path` (not an executable file).
   */
  'program-path-wrong': ['program', 'env', 'value', 'envTo', 'executable'],
  /** ffmpeg was found (`tried`: the paths) but lacks the H.264 encoder (`encoder`); `install`, `env` as for `program-missing`. */
  'ffmpeg-no-h264': ['tried', 'encoder', 'install', 'env'],
  /** LibreOffice is there without the module a conversion needs (`module`: Writer, Impress): `program` has no `library`; `command` installs it on Debian. */
  'module-missing': ['module', 'program', 'library', 'command'],
  /** A task's file the local engine cannot take (intake): a Keynote file. */
  'keynote-file': ['file'],
  /** An old Word .doc file (Create from a document). */
  'legacy-doc': ['file'],
  /** A file other than .pptx sent to Revamp. */
  'revamp-pptx-only': ['file'],
  /** DeckFlow options the local engine cannot honour (shared/tools/local-refusals.ts): text inside pictures, web search. */
  'local-image-translate': [],
  'local-web-search': [],
  /** Create asked to write its outline with a chat model, and none is set up. */
  'no-chat-model': [],
} as const satisfies Record<string, readonly string[]>;

export type UnavailableCode = keyof typeof UNAVAILABLE_REASONS;
export const UNAVAILABLE_CODES = Object.keys(UNAVAILABLE_REASONS) as UnavailableCode[];

/** What a program's `env` variable points to (`envTo`). */
export const ENV_TARGETS = ['path', 'folder', 'program'] as const;
export type EnvTarget = (typeof ENV_TARGETS)[number];

export interface UnavailableReason {
  code: UnavailableCode;
  params: Record<string, string>;
}

export function isUnavailableCode(code: unknown): code is UnavailableCode {
  return typeof code === 'string' && Object.hasOwn(UNAVAILABLE_REASONS, code);
}

/** A descriptor's reason, read defensively (it crossed a process boundary); null when absent or of a code not known here. */
export function readUnavailableReason(value: unknown): UnavailableReason | null {
  if (!value || typeof value !== 'object') return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isUnavailableCode(code)) return null;
  const raw = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const clean = Object.fromEntries(Object.entries(raw).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  return { code, params: clean };
}
