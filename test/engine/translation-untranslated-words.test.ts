/**
 * Words Apertium does not know (en→es) on a real deck: listed in the task's metadata with the slides they are on,
 * and written into the deck without Apertium's `*` marks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { run } from '../../main/engine/tools/translation';
import { unmarkAnswer } from '../../main/engine/translation/apertium-marks';
import type { UntranslatedWord } from '../../main/engine/translation/untranslated-words';
import { CORPUS_ROOT } from '../helpers/corpus';
import { deckText } from '../helpers/drawing-text';
import { readZipEntries } from '../helpers/package-checks';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';

process.env.DECKHAND_LAYOUT_CHECK = '0';

const DECK = join(CORPUS_ROOT, 'pptx', 'poi-aptia.pptx');

/** Slide number (in the deck's order) → the slide's text, from an independent reader of the XML. */
async function slideTexts(path: string): Promise<Map<number, string>> {
  const entries = await readZipEntries(path);
  const rels = entries.get('ppt/_rels/presentation.xml.rels')?.toString('utf8') ?? '';
  const targets = new Map([...rels.matchAll(/<Relationship\b[^>]*\bId="([^"]+)"[^>]*\bTarget="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const presentation = entries.get('ppt/presentation.xml')?.toString('utf8') ?? '';
  const order = [...presentation.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)].map((m) => `ppt/${targets.get(m[1] ?? '') ?? ''}`);
  const parts = await deckText(path);
  const texts = new Map<number, string>();
  order.forEach((part, index) => {
    const content = parts.get(part);
    if (content) texts.set(index + 1, content.paragraphs.map((runs) => runs.map((r) => r.text).join('')).join('\n'));
  });
  expect(texts.size).toBeGreaterThan(0);
  return texts;
}

describe('Apertium’s marks', () => {
  it('removes the marks of unknown words and returns the words, leaving stars and signs the source had', () => {
    expect(unmarkAnswer('El *frobnicator *glorped el <b>*zizzle</b>.', 'The frobnicator glorped the <b>zizzle</b>.')).toEqual({
      text: 'El frobnicator glorped el <b>zizzle</b>.',
      unknown: ['frobnicator', 'glorped', 'zizzle'],
    });
    expect(unmarkAnswer('Un *e-*mailing de *Contoso', 'An e-mailing from Contoso').unknown).toEqual(['e-mailing', 'Contoso']);
    // The source's own star, hash tag, mention and address stay.
    expect(
      unmarkAnswer(
        '*Nota: sigue #*deckhand, #1, bob@contoso.com o @apoyo, 5 * 3',
        '*Note: follow #deckhand, #1, bob@contoso.com or @support, 5 * 3',
      ),
    ).toEqual({ text: '*Nota: sigue #deckhand, #1, bob@contoso.com o @apoyo, 5 * 3', unknown: ['deckhand'] });
    // A generation error's mark the source did not have goes.
    expect(unmarkAnswer('un #bueno día', 'a good day')).toEqual({ text: 'un bueno día', unknown: [] });
  });
});

describe('a real deck with words Apertium does not know', () => {
  let words: UntranslatedWord[] = [];
  let count = 0;
  let source = new Map<number, string>();
  let output = new Map<number, string>();

  beforeAll(async () => {
    const { output: result } = await runTool(run, [{ path: DECK }], { from: 'en', to: 'es' });
    const metadata = result.metadata as { untranslatedWords: UntranslatedWord[]; untranslatedWordCount: number };
    words = metadata.untranslatedWords;
    count = metadata.untranslatedWordCount;
    source = await slideTexts(DECK);
    output = await slideTexts(result.path);
  });
  afterAll(cleanupWorkDirs);

  it('lists each word with the slides it is on, and writes it unmarked there', () => {
    expect(words.length).toBeGreaterThan(0);
    expect(count).toBe(words.length);
    for (const { word, slides, count: times } of words) {
      expect(times).toBeGreaterThan(0);
      expect(slides?.length, word).toBeGreaterThan(0);
      for (const slide of slides ?? []) {
        // One entry per word whatever its case, as the glossary matches it.
        const lower = word.toLowerCase();
        expect(source.get(slide)?.toLowerCase(), `${word} on slide ${slide}`).toContain(lower);
        expect(output.get(slide)?.toLowerCase(), `${word} on slide ${slide}`).toContain(lower);
        expect(output.get(slide)?.toLowerCase(), `${word} on slide ${slide}`).not.toContain(`*${lower}`);
      }
    }
    for (const [slide, text] of output) expect(text.match(/.{0,30}\*\p{L}.{0,30}/u)?.[0], `slide ${slide}`).toBeUndefined();
  });
});
