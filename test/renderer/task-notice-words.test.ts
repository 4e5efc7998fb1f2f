/**
 * A result's notices (shared/contract/task-notices.ts) in the window's language: each code the engine sends has its
 * message in every locale (i18n-catalogs.test.ts checks their arguments), a font's style is named in the language,
 * and a result from an engine without notices, or a code this window does not know, shows the engine's English.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { noticeTexts } from '../../renderer/src/shared/task-notice-words';
import type { Task } from '../../shared/contract/service';

function taskWith(result: Record<string, unknown>): Task {
  return { id: 't', name: 'talk.pptx', type: 'pptx.embedFonts', status: 'completed', result } as unknown as Task;
}

const englishPrint =
  '"Lato" (bold) allows embedding for viewing and printing only: the deck opens read-only where the font is not installed.';
const notices = [
  { code: 'fonts.previewPrint', params: { family: 'Lato', style: 'bold' }, text: englishPrint },
  { code: 'video.soundUnreadable', params: { slide: 3 }, text: 'The sound of slide 3 could not be read and was left out.' },
  { code: 'fonts.newerCode', params: {}, text: 'Something only a newer engine says.' },
];
const style = { style: (value: string) => i18next.t(`fonts.style.${value}`) };

describe('result notices by code', () => {
  it('English is the engine’s own sentence; other languages say it in theirs, the style named in them', async () => {
    await i18next.changeLanguage('en');
    expect(noticeTexts(taskWith({ notices }), style)).toEqual(notices.map((notice) => notice.text));
    await i18next.changeLanguage('de');
    expect(noticeTexts(taskWith({ notices }), style)).toEqual([
      '„Lato“ (fett) darf nur zum Ansehen und Drucken eingebettet werden: Wo die Schrift nicht installiert ist, öffnet sich die Präsentation schreibgeschützt.',
      'Der Ton von Folie 3 konnte nicht gelesen werden und wurde weggelassen.',
      'Something only a newer engine says.',
    ]);
    for (const locale of ['es', 'fr', 'ar']) {
      await i18next.changeLanguage(locale);
      const [print, sound] = noticeTexts(taskWith({ notices }), style);
      expect(print).not.toMatch(/embedding|printing/);
      expect(print).toContain('Lato');
      expect(sound).toMatch(/3|٣/);
      expect(sound).not.toMatch(/sound|slide/);
    }
  });

  it('shows the English warnings of a result without notices', async () => {
    await i18next.changeLanguage('fr');
    expect(noticeTexts(taskWith({ warnings: ['Old engine words.', 7] }))).toEqual(['Old engine words.']);
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
