/**
 * The layout checker's and the text fit's findings in the window's language (shared/contract/layout-findings.ts):
 * every code the engine can emit has its words in every locale, each value of a choice its own, figures written the
 * language's way, and a code this window does not know (or a result without codes) shows the engine's English.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { layoutFindings } from '../../renderer/src/i18n/messages/panels/layout-findings';
import { findingExcerpt, findingText } from '../../renderer/src/shared/finding-words';
import { layoutFlags } from '../../renderer/src/shared/ui/preview/layout-flags';
import type { Task } from '../../shared/contract/service';
import {
  LAYOUT_FINDING_CHOICES,
  LAYOUT_FINDING_CODES,
  LAYOUT_FINDINGS,
  type FindingParams,
  type LayoutFindingCode,
} from '../../shared/contract/layout-findings';

const WRITTEN = ['en', 'es', 'de', 'fr', 'ar'] as const;
const FIGURES: Readonly<Record<string, number | string>> = {
  pt: 12.5,
  floorPt: 10,
  sourcePt: 40,
  percent: 45,
  had: 3,
  has: 1,
  count: 5,
  number: 4,
  other: 'Q3 2026',
  title: 'Q4 2026',
};

function sample(code: LayoutFindingCode, choice?: [string, string]): FindingParams {
  const params: FindingParams = {};
  for (const name of LAYOUT_FINDINGS[code] as readonly string[]) {
    const values = (LAYOUT_FINDING_CHOICES as Readonly<Record<string, readonly string[]>>)[name];
    params[name] = choice?.[0] === name ? choice[1] : (values?.[0] ?? FIGURES[name] ?? 0);
  }
  return params;
}

const say = (code: LayoutFindingCode, params: FindingParams) => findingText({ code, params, detail: 'ENGLISH FALLBACK' });

describe('layout findings in words', () => {
  it('every code the engine emits has its message in every locale, with every param filled in', async () => {
    for (const locale of WRITTEN) {
      await i18next.changeLanguage(locale);
      for (const code of LAYOUT_FINDING_CODES) {
        expect(Object.hasOwn(layoutFindings[locale], `finding.${code}`), `${locale} ${code}`).toBe(true);
        const text = say(code, sample(code));
        expect(text, `${locale} ${code}`).not.toBe('ENGLISH FALLBACK');
        expect(text, `${locale} ${code}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('words each value of a choice (a side, what covers the text, what is lost) in its own way', async () => {
    for (const locale of WRITTEN) {
      await i18next.changeLanguage(locale);
      for (const code of LAYOUT_FINDING_CODES) {
        for (const name of LAYOUT_FINDINGS[code] as readonly string[]) {
          const values = (LAYOUT_FINDING_CHOICES as Readonly<Record<string, readonly string[]>>)[name];
          if (!values) continue;
          const texts = values.map((value) => say(code, sample(code, [name, value])));
          expect(new Set(texts).size, `${locale} ${code} ${name}: ${texts.join(' | ')}`).toBe(values.length);
        }
      }
    }
  });

  it('says a finding in the language, its figures written its way, no English left', async () => {
    const title = { pt: 12.5, percent: 45, sourcePt: 40 };
    await i18next.changeLanguage('en');
    expect(say('title-shrunk', title)).toBe('The title is shown at 12.5 pt, 45 % of the source’s 40 pt.');
    expect(say('text-past-box', { side: 'right', pt: 12.5 })).toBe('Its text runs 12.5 pt to the right of its box.');
    expect(say('content-lost', { what: 'paragraph', had: 1, has: 0 })).toBe('The source has 1 paragraph of text here, the output 0.');
    await i18next.changeLanguage('de');
    expect(say('title-shrunk', title)).toBe('Der Titel wird mit 12,5 pt gezeigt, 45 % der 40 pt im Original.');
    expect(say('content-lost', { what: 'picture', had: 2, has: 1 })).toBe('Das Original hat hier 2 Bilder, das Ergebnis 1.');
    await i18next.changeLanguage('fr');
    expect(say('text-below-floor', { pt: 7.5, floorPt: 10 })).toBe('Son texte est affiché en 7,5 pt, sous le seuil lisible de 10 pt.');
    await i18next.changeLanguage('es');
    expect(say('words-lost', { count: 1 })).toMatch(/^1 palabra .* no está en el resultado\.$/);
    await i18next.changeLanguage('ar');
    const arabic = [1, 2, 3, 11].map((count) => say('words-lost', { count }));
    expect(arabic[0]).toContain('كلمة واحدة');
    expect(arabic[1]).toContain('كلمتان');
    expect(arabic[2]).toMatch(/كلمات/);
    for (const locale of ['es', 'de', 'fr', 'ar']) {
      await i18next.changeLanguage(locale);
      for (const code of LAYOUT_FINDING_CODES) {
        expect(say(code, sample(code)), `${locale} ${code}`).not.toMatch(/\b(the|its|slide|source|output|box|shown|pictures?|words?)\b/i);
      }
    }
  });

  it('shows the engine’s English for a code this window does not know or a result without codes', async () => {
    await i18next.changeLanguage('de');
    expect(findingText({ code: 'newer-finding', params: {}, detail: 'Something new.' })).toBe('Something new.');
    expect(findingText({ code: null, params: {}, detail: 'Its text runs 3 pt below its box.' })).toBe('Its text runs 3 pt below its box.');
    // The checker's own English excerpts are left out; a lost slide's title is kept.
    expect(findingExcerpt({ code: 'pictures-lost', params: { had: 2, has: 1 }, detail: '' }, '1 picture')).toBe('');
    expect(findingExcerpt({ code: 'slide-lost', params: { number: 3, title: 'Plans' }, detail: '' }, 'Plans')).toBe('Plans');
    expect(findingExcerpt({ code: 'text-overlaps', params: { other: 'b' }, detail: '' }, 'The first box')).toBe('The first box');
  });

  it('reads a task’s layoutIssues into flags worded in the language', async () => {
    await i18next.changeLanguage('fr');
    const task = {
      id: 't',
      name: 'deck.pptx',
      type: 'translation',
      status: 'completed',
      result: {
        url: '/x',
        layoutIssues: [
          { slide: 2, kind: 'missing', excerpt: '1 picture', code: 'pictures-lost', params: { had: 2, has: 1 }, detail: 'English.' },
          { slide: 3, kind: 'overflow', excerpt: 'Plans', detail: 'Its text runs 3 pt below its box.' },
        ],
      },
    } as unknown as Task;
    const flags = layoutFlags(task);
    expect(flags.get(2)).toEqual([
      {
        slide: 2,
        kind: 'missing',
        excerpt: '',
        detail: 'La diapositive d’origine affiche 2 images (les siennes ou celles de sa disposition), le résultat 1.',
      },
    ]);
    expect(flags.get(3)?.[0]).toMatchObject({ excerpt: 'Plans', detail: 'Its text runs 3 pt below its box.' });
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
