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
import { providersFor, translationRefusalOf, type TranslationRefusal } from '../../shared/tools/translation-pairs';

type DeckFile = Pick<StagedFile, 'path' | 'name'>;

export async function translationPrecheck(
  languages: TranslationLanguages,
  params: Record<string, unknown>,
  files: readonly DeckFile[],
  readText: (file: DeckFile) => Promise<string>,
): Promise<TranslationRefusal | null> {
  const from = typeof params.from === 'string' ? params.from : 'auto';
  const to = typeof params.to === 'string' ? params.to : '';
  const provider = params.provider as TranslationProviderId | undefined;
  const refusal = translationRefusalOf(languages, { from, to, provider });
  if (refusal || from !== 'auto') return refusal;
  // A provider that recognises the language itself needs no guess from here.
  if (providersFor(languages, { from, to, provider }).some((status) => status.detectsLanguage)) return null;
  for (const file of files) {
    if (extname(file.name).toLowerCase() !== '.pptx') continue;
    const detected = detectLanguage(await readText(file));
    if (!detected) continue;
    if (detected === to) return { code: 'detected-same', file: file.name, to };
    if (!translationRefusalOf(languages, { from: detected, to, provider })) continue;
    return { code: 'detected-no-pair', file: file.name, from: detected, to };
  }
  return null;
}
