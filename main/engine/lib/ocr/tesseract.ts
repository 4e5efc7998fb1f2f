/**
 * Tesseract OCR: the program and its language data. DeckFlow's OCR language codes (`en`, `zh-hans`, `eng`, `chi_sim` …)
 * map to Tesseract's traineddata names; each language is a separate package on Debian (`tesseract-ocr-fra` …).
 */
import { ToolError } from '../errors/tool-error';
import { locateProgram } from '../process/program-registry';
import { runProcess } from '../process/process-runner';
import type { OCR_LANGUAGE_CODES } from '../../../../shared/tools/definitions/image-ocr';

type OcrLanguageCode = (typeof OCR_LANGUAGE_CODES)[number];

/** DeckFlow's codes (both spellings it accepts, shared/tools/definitions/image-ocr.ts) → Tesseract's traineddata name. */
export const OCR_LANGUAGES: Readonly<Record<OcrLanguageCode, string>> = {
  ar: 'ara',
  ara: 'ara',
  bg: 'bul',
  bul: 'bul',
  cs: 'ces',
  ces: 'ces',
  da: 'dan',
  dan: 'dan',
  de: 'deu',
  deu: 'deu',
  el: 'ell',
  grek: 'ell',
  en: 'eng',
  eng: 'eng',
  es: 'spa',
  spa: 'spa',
  et: 'est',
  est: 'est',
  fi: 'fin',
  fin: 'fin',
  fr: 'fra',
  fra: 'fra',
  hu: 'hun',
  hun: 'hun',
  id: 'ind',
  ind: 'ind',
  it: 'ita',
  ita: 'ita',
  ja: 'jpn',
  jpn: 'jpn',
  ko: 'kor',
  kor: 'kor',
  lt: 'lit',
  lit: 'lit',
  lv: 'lav',
  lav: 'lav',
  nb: 'nor',
  nor: 'nor',
  nl: 'nld',
  nld: 'nld',
  pl: 'pol',
  pol: 'pol',
  pt: 'por',
  por: 'por',
  ro: 'ron',
  ron: 'ron',
  ru: 'rus',
  rus: 'rus',
  sk: 'slk',
  slk: 'slk',
  sl: 'slv',
  slv: 'slv',
  sv: 'swe',
  swe: 'swe',
  tr: 'tur',
  tur: 'tur',
  uk: 'ukr',
  ukr: 'ukr',
  'zh-hans': 'chi_sim',
  chi_sim: 'chi_sim',
  'zh-hant': 'chi_tra',
  chi_tra: 'chi_tra',
};

/** `DECKHAND_TESSERACT`, then PATH, then the usual install folders (lib/process/program-registry.ts). */
export const locateTesseract = (): Promise<string> => locateProgram('tesseract');

const languageLists = new Map<string, Promise<Set<string>>>();

/** The languages this Tesseract has data for (cached per binary). */
export function installedLanguages(tesseract: string): Promise<Set<string>> {
  let list = languageLists.get(tesseract);
  if (!list) {
    list = runProcess(tesseract, ['--list-langs'], { timeoutMs: 20_000 }).then(
      (result) =>
        new Set(
          `${result.stdout}\n${result.stderr}`
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter((line) => /^[A-Za-z_]+$/.test(line)),
        ),
    );
    list.catch(() => languageLists.delete(tesseract));
    languageLists.set(tesseract, list);
  }
  return list;
}

/** The traineddata name for a DeckFlow code, checked to be installed; ToolError with the package to install otherwise. */
export async function tesseractLanguage(tesseract: string, code: OcrLanguageCode): Promise<string> {
  const name = OCR_LANGUAGES[code];
  if (!name) throw new ToolError('invalid_parameter', `language: "${code}" is not a language Deckhand can recognise text in.`);
  if (!(await installedLanguages(tesseract)).has(name)) {
    throw new ToolError(
      'tool_unavailable',
      `Tesseract has no data for "${code}" (${name}) on this computer: Debian/Ubuntu: \`sudo apt install tesseract-ocr-${name.replace(/_/g, '-')}\`, ` +
        'macOS: `brew install tesseract-lang`, Windows: choose the language in the Tesseract installer.',
    );
  }
  return name;
}
