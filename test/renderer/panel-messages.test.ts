/**
 * The panels' words in the catalogs (issue #32): each panel's start button, list name, ready hint and heading have
 * keys whose English is the panel definition's own, every panel's file noun is one the catalogs know, and sizes,
 * durations and staged-file sentences come out in each language's form.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PANELS } from '../../renderer/src/app/panel-registry';
import i18next from 'i18next';
import { translate } from '../../renderer/src/i18n/i18n';
import { formatDuration, formatProgressSize, formatSize } from '../../renderer/src/i18n/format';
import { en } from '../../renderer/src/i18n/messages/en';
import { panelListLabel, panelNoun, panelVerb } from '../../renderer/src/shared/panel/panel-words';

const english = en as Readonly<Record<string, string>>;

describe('the panels’ messages', () => {
  // The language alone: these tests run without a document to set `lang` and `dir` on.
  const applyLocale = (code: string) => void i18next.changeLanguage(code);
  afterEach(() => applyLocale('en'));

  it('hold each panel definition’s English under the panel’s keys', () => {
    for (const panel of PANELS) {
      expect(english[`panel.${panel.id}.action`], panel.id).toBe(panel.actionLabel);
      if (panel.listLabel) expect(english[`panel.${panel.id}.list`], panel.id).toBe(panel.listLabel);
      if (panel.readyHint) expect(english[`panel.${panel.id}.ready`], panel.id).toBe(panel.readyHint);
      if (panel.heading) {
        expect(english[`panel.${panel.id}.title`], panel.id).toBe(panel.heading.title);
        expect(english[`panel.${panel.id}.summary`], panel.id).toBe(panel.heading.summary);
      }
      expect(english[`noun.${panelNoun(panel)}.many`], panel.id).toBe(panel.fileNoun[1]);
    }
  });

  it('name a staged list as English always did, and in each language’s grammar', () => {
    const resize = PANELS.find((panel) => panel.id === 'resize');
    const merge = PANELS.find((panel) => panel.id === 'merge');
    if (!resize || !merge) throw new Error('resize and merge panels expected');
    expect(panelListLabel(resize)).toBe('Pictures to resize');
    expect(translate('panel.blocker.addAtLeast', { count: 2, many: translate('noun.deck.many'), verb: panelVerb(merge) })).toBe(
      'Add at least 2 decks to merge.',
    );
    applyLocale('de');
    expect(panelListLabel(resize)).toBe('Bilder zum Skalieren');
    expect(translate('panel.blocker.addOne', { a: translate('noun.deck.a'), verb: panelVerb(merge) })).toBe(
      'Zum Zusammenführen fehlt noch eine Präsentation.',
    );
    applyLocale('fr');
    expect(panelListLabel(resize)).toBe('Images à redimensionner');
  });

  it('write sizes and durations the locale’s way, English unchanged', () => {
    expect([formatSize(512), formatSize(3.25 * 1024 * 1024), formatSize(300 * 1024 * 1024), formatDuration(4.24)]).toEqual([
      '512 bytes',
      '3.3 MB',
      '300 MB',
      '4.2 s',
    ]);
    expect(formatProgressSize(1024, 4096)).toBe('1 KB of 4 KB');
    applyLocale('fr');
    expect([formatSize(3.25 * 1024 * 1024), formatSize(1), formatDuration(4.24)]).toEqual(['3,3 Mo', '1 octet', '4,2 s']);
    applyLocale('de');
    expect(formatProgressSize(1536, 4096)).toBe('1,5 KB von 4 KB');
    applyLocale('ar');
    expect(formatSize(2)).toBe('بايتان');
  });
});
