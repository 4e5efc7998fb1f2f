/**
 * Whether a translation can run on the local engine, decided before anything is uploaded: the pair must be one some
 * provider has (shared/tools/translation-pairs.ts), and with *Detect* and only providers that need the source
 * language named (Apertium), the deck's own text — read by the engine (`POST /tools/inspect?aspects=text`; core
 * reads no deck itself) — tells its language, so a German deck sent for Spanish with only English–Spanish installed
 * is refused now, in one sentence, not after the upload.
 */
import { extname } from 'node:path';
import type { StagedFile } from '../../shared/contract/ipc';
import type { TranslationLanguages, TranslationProviderId } from '../../shared/contract/translation';
import { detectLanguage } from '../../shared/tools/language-detect';
import { languageName } from '../../shared/tools/languages';
import { providersFor, translationRefusal } from '../../shared/tools/translation-pairs';

type DeckFile = Pick<StagedFile, 'path' | 'name'>;

export async function translationPrecheck(
  languages: TranslationLanguages,
  params: Record<string, unknown>,
  files: readonly DeckFile[],
  readText: (file: DeckFile) => Promise<string>,
): Promise<string | null> {
  const from = typeof params.from === 'string' ? params.from : 'auto';
  const to = typeof params.to === 'string' ? params.to : '';
  const provider = params.provider as TranslationProviderId | undefined;
  const refusal = translationRefusal(languages, { from, to, provider });
  if (refusal || from !== 'auto') return refusal;
  // A provider that recognises the language itself needs no guess from here.
  if (providersFor(languages, { from, to, provider }).some((status) => status.detectsLanguage)) return null;
  for (const file of files) {
    if (extname(file.name).toLowerCase() !== '.pptx') continue;
    const detected = detectLanguage(await readText(file));
    if (!detected) continue;
    if (detected === to) return `“${file.name}” is already in ${languageName(to)}: choose another target language.`;
    if (!translationRefusal(languages, { from: detected, to, provider })) continue;
    return (
      `“${file.name}” is in ${languageName(detected)}, and no translation provider here can translate ${languageName(detected)} ` +
      `into ${languageName(to)}: choose the source language yourself, install an Apertium pair for it, or set up an ` +
      'OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.'
    );
  }
  return null;
}
