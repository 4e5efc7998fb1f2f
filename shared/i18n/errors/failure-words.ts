/**
 * Which of the catalog's messages show a failure, and with which values: one rule for every edge that shows one (the
 * window through i18next, main's notifications through `formatFailure`). The code decides the words; the `file` field
 * names the input; the engine's English `message` is never read here, only kept for Details.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { concernsFile, isFailureCode, retryCanHelp, type Failure, type FailureCode } from '../../contract/error-codes';
import type { BackendKind } from '../../contract/ipc';
import type { LocaleCode } from '../locales';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { FILE_ADVICE, flatErrorMessages, type ErrorCatalog } from './error-catalog';
import { es } from './es';
import { fr } from './fr';

export const ERROR_CATALOGS: Readonly<Record<Exclude<LocaleCode, 'en-XA'>, ErrorCatalog>> = { en, es, de, fr, ar };

export interface FailureContext {
  /** Which service the app sends files to: a lost connection is the local engine's, the cloud's or a team server's. */
  backend?: BackendKind | undefined;
  /** The failed task's type: how it starts over ("merge again"). */
  taskType?: string | undefined;
}

/** What the person reads about a failure: keys into the flat catalog and the values their placeholders take. */
export interface FailureMessageKeys {
  code: FailureCode;
  text: string;
  advice: string;
  values: Record<string, string | number>;
}

/** A code from the wire the union lacks (an engine newer than this app) reads as an internal error. */
function knownCode(code: string): FailureCode {
  return isFailureCode(code) ? code : 'internal_error';
}

export function failureMessageKeys(
  failure: Pick<Failure<string>, 'code' | 'file' | 'retryAfterSeconds'>,
  context: FailureContext = {},
): FailureMessageKeys {
  const code = knownCode(failure.code);
  const file = failure.file?.trim() ? failure.file : undefined;
  const fileAdvice = file && !retryCanHelp(code) ? FILE_ADVICE[code] : undefined;
  return {
    code,
    text: file && concernsFile(code) ? `file.${code}` : `text.${code}`,
    advice: fileAdvice ? `fileAdvice.${fileAdvice}` : `advice.${code}`,
    values: {
      backend: context.backend ?? 'local',
      redo: context.taskType === 'pptx.join' ? 'merge' : context.taskType ? 'start' : 'retry',
      seconds: Math.max(0, Math.ceil(failure.retryAfterSeconds ?? 0)),
      file: file ?? '',
    },
  };
}

const flatCatalogs = new Map<string, Record<string, string>>();

function flatCatalog(locale: LocaleCode): Record<string, string> {
  // The pseudo-locale is the window's tool for finding cut text; elsewhere it reads as English.
  const code = locale === 'en-XA' ? 'en' : locale;
  let flat = flatCatalogs.get(code);
  if (!flat) {
    flat = flatErrorMessages(ERROR_CATALOGS[code]);
    flatCatalogs.set(code, flat);
  }
  return flat;
}

/** The failure's sentence and advice in `locale`, for an edge without i18next (main's notifications, the CLI). */
export function formatFailure(
  locale: LocaleCode,
  failure: Pick<Failure<string>, 'code' | 'file' | 'retryAfterSeconds'>,
  context: FailureContext = {},
): { text: string; advice: string } {
  const keys = failureMessageKeys(failure, context);
  const flat = flatCatalog(locale);
  const format = (key: string): string =>
    String(new IntlMessageFormat(flat[key] ?? '', locale === 'en-XA' ? 'en' : locale).format(keys.values));
  return { text: format(keys.text), advice: format(keys.advice) };
}
