/**
 * The words a person reads for a failure, by code and locale (issue #32): what happened (`text`) and what to do
 * (`advice`), written once for the renderer and for main (notifications) alike. Messages are ICU MessageFormat. Every
 * message may use `{backend}` (`local`, `cloud`, `server`), `{redo}` (`merge`, `start`, `retry`: how a task of this
 * type starts over) and `{seconds}` (how long a busy service asked to wait, 0 when it did not say); the messages naming
 * the input (`withFile`, `fileAdvice`) also `{file}`. The engine's English `message` stays the detail and the fallback.
 */
import type { FailureCode, FileFailureCode } from '../../contract/error-codes';

export interface ErrorWords {
  /** The short sentence: what went wrong. */
  text: string;
  /** What the person can do about it. */
  advice: string;
}

export interface ErrorCatalog {
  codes: Readonly<Record<FailureCode, ErrorWords>>;
  /** `text` again with the input the failure concerns named: `{file}`. */
  withFile: Readonly<Record<FileFailureCode, string>>;
  /** Advice naming the input to change, where sending the same file again cannot help. */
  fileAdvice: { replace: string; smaller: string };
  /** The disclosure under the sentence that holds the engine's own words and the code. */
  details: { summary: string; code: string };
}

/**
 * Which advice naming the file fits a code, when the failure names one and sending it again cannot help; the rest keep
 * their own advice. `invalid_parameter` is here for the files refused at intake (wrong kind, empty), which name theirs.
 */
export const FILE_ADVICE: Readonly<Partial<Record<FailureCode, keyof ErrorCatalog['fileAdvice']>>> = {
  invalid_parameter: 'replace',
  invalid_file: 'replace',
  unsupported_format: 'replace',
  zip_bomb: 'replace',
  conversion_failed: 'replace',
  file_unreadable: 'replace',
  file_size_exceeded: 'smaller',
};

/** The catalog as flat keys (`text.invalid_file`, `fileAdvice.replace`), as i18next and the checks read it. */
export function flatErrorMessages(catalog: ErrorCatalog): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [code, words] of Object.entries(catalog.codes)) {
    flat[`text.${code}`] = words.text;
    flat[`advice.${code}`] = words.advice;
  }
  for (const [code, text] of Object.entries(catalog.withFile)) flat[`file.${code}`] = text;
  for (const [kind, text] of Object.entries(catalog.fileAdvice)) flat[`fileAdvice.${kind}`] = text;
  for (const [part, text] of Object.entries(catalog.details)) flat[`details.${part}`] = text;
  return flat;
}
