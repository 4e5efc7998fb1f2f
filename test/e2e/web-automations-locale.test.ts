/**
 * Automations and Create in the browser's language (issue #32), through `npm run web` on the real local engine:
 * with Chromium set to German and then Arabic, a 2-step recipe is built (Resize's own form, then Convert to WebP; a
 * third step that cannot follow is refused in the language, tools named by their titles in it),
 * saved, and run on a picture until its file says Ready; both views show that language, with none of their English
 * left, and Arabic is laid out right to left (checked by positions). Screenshots of both views, light and dark, at
 * both window sizes (900 px among them). In the pseudo-locale (set in Settings) no button, label or heading of either
 * view is cut at 900 px, with a run listed and a recipe built.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { webJourney } from '../helpers/web-journey';
import { WAIT_MS, openSession } from '../helpers/web-panel-session';
import { cutTexts } from './cut-texts';
import { WINDOW_SIZES, shootPanel } from './panel-shots';

const journey = webJourney('automations-locale');
const PICTURE = join(CORPUS_ROOT, 'images', 'poi-nature1.jpg');

/** What these views said in English before issue #32; none of it may be left in another language. */
const ENGLISH = [
  'Recipe name',
  'Start from',
  'Run recipe',
  'Run it',
  'Drop files anywhere',
  'Choose files',
  'Watch folders',
  'Where it is',
  'Save all',
  'Runs',
  'Outline or text',
  'Start from the example',
  'Slide text',
  'Stronger model',
  'Fast mode',
  'Search the web',
  'Audience',
  'Purpose',
  'Reference files are optional',
];

interface Expected {
  locale: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  heading: string;
  parts: string[];
  step: RegExp;
  /** A step that cannot follow the one before, said in the language with the tools' titles in it. */
  cannotFollow: RegExp;
  saved: string;
  run: string;
  ready: string;
  saveAll: string;
  text: string;
  example: string;
  create: string;
}

const LANGUAGES: Expected[] = [
  {
    locale: 'de-DE',
    lang: 'de',
    dir: 'ltr',
    heading: 'Automatisierungen',
    parts: ['Rezept', 'Ausführen', 'Durchläufe', 'Überwachte Ordner'],
    step: /^Schritt \S+: Bildgröße ändern$/,
    cannotFollow:
      /^Schritt 3 \(Präsentationen zusammenführen\): „Präsentationen zusammenführen“ kann nicht auf „In WebP umwandeln“ folgen: Es nimmt Präsentationen, der Schritt davor erzeugt ein Bild\.$/,
    saved: 'ist gespeichert',
    run: 'Rezept ausführen',
    ready: 'Fertig',
    saveAll: 'Alle speichern',
    text: 'Gliederung oder Text',
    example: '# Quartalsbericht',
    create: 'Erstellen',
  },
  {
    locale: 'ar',
    lang: 'ar',
    dir: 'rtl',
    heading: 'الأتمتة',
    parts: ['الوصفة', 'التشغيل', 'مرات التشغيل', 'المجلدات المراقَبة'],
    step: /^الخطوة \S+: تغيير حجم الصور$/,
    cannotFollow:
      /^الخطوة \S+ \(دمج العروض التقديمية\): لا يمكن أن تأتي «\u2068دمج العروض التقديمية\u2069» بعد «\u2068تحويل إلى WebP\u2069»: فهي تأخذ \u2068عروضًا تقديمية\u2069، والخطوة السابقة تُنتج \u2068صورة\u2069\.$/,
    saved: 'حُفظت',
    run: 'تشغيل الوصفة',
    ready: 'جاهز',
    saveAll: 'حفظ الكل',
    text: 'المخطط أو النص',
    example: '# المراجعة الفصلية',
    create: 'إنشاء',
  },
];

/** The English phrases still in the page's main area. */
function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((phrases) => {
    const text = document.querySelector('main')?.innerText ?? '';
    return phrases.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
  }, ENGLISH);
}

/** Closes the notifications by their place (their button's name is in the window's language). */
async function dismissToasts(page: Page): Promise<void> {
  const buttons = page.locator('.toast .icon-button');
  while ((await buttons.count()) > 0) await buttons.first().click();
}

/** Builds Resize (640 px) → Convert to WebP under `name`, by the controls' places, not their words. */
async function buildRecipe(page: Page, name: string): Promise<void> {
  const add = page.locator('.recipe-add select');
  await expect.poll(() => add.locator('option[value="image.resize"]').count(), { timeout: WAIT_MS }).toBe(1);
  await page.locator('.recipe-bar__name input').fill(name);
  await add.selectOption('image.resize');
  await page
    .locator('.recipe-step')
    .first()
    .getByRole('radio', { name: /\b640\b/ })
    .check();
  await add.selectOption('image.convertWebp');
  await expect.poll(() => page.locator('.recipe-step').count()).toBe(2);
}

describe('npm run web: Automations and Create in the browser’s language', () => {
  for (const expected of LANGUAGES) {
    it(`shows both views in ${expected.locale}, a recipe built and run`, { timeout: 600_000 }, async () => {
      const session = await openSession(journey.browser, journey.app, 'automations', { locale: expected.locale });
      const { page } = session;
      await page.getByRole('heading', { name: expected.heading, level: 1 }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        expected.lang,
        expected.dir,
      ]);

      const name = `Web ${expected.lang}`;
      await buildRecipe(page, name);
      const steps = page.locator('.recipe-step');
      expect(await steps.first().getAttribute('aria-label')).toMatch(expected.step);
      // The shared check's problem, worded by the window (shared/i18n/recipes/): Merge decks cannot follow WebP.
      await page.locator('.recipe-add select').selectOption('pptx.join');
      const problem = steps.nth(2).locator('.recipe-step__problem');
      await expect.poll(() => problem.textContent(), { timeout: WAIT_MS }).toMatch(expected.cannotFollow);
      await steps.nth(2).locator('.recipe-step__actions .button--danger-quiet').click();
      await expect.poll(() => steps.count()).toBe(2);
      const builder = page.locator('.automations__part').first();
      await builder.locator('.action-bar .button').first().click();
      await page.locator('.toast, [role="region"] li', { hasText: expected.saved }).first().waitFor();

      await page.locator('.automations input[type="file"]').setInputFiles([PICTURE]);
      await page.locator('.run-files__name', { hasText: 'poi-nature1.jpg' }).waitFor();
      const run = page.getByRole('button', { name: expected.run, exact: true });
      await expect.poll(() => run.isEnabled(), { timeout: WAIT_MS }).toBe(true);
      await run.click();
      const card = page.locator('article.run-card', { hasText: name });
      await expect
        .poll(() => card.locator('tbody .run-state').allTextContents(), { timeout: WAIT_MS, interval: 250 })
        .toEqual([expected.ready]);
      await card.getByRole('button', { name: expected.saveAll, exact: true }).waitFor();
      expect(await page.locator('.automations h2').allTextContents()).toEqual(expected.parts);
      expect(await englishLeft(page)).toEqual([]);

      if (expected.dir === 'rtl') {
        // Mirrored: the sidebar on the right of the panel, a step's number on the right of its title.
        const [nav, main] = await Promise.all([page.locator('nav').first().boundingBox(), page.locator('main').boundingBox()]);
        expect(nav!.x).toBeGreaterThan(main!.x);
        const [number, title] = await Promise.all([
          steps.first().locator('.recipe-step__number').boundingBox(),
          steps.first().locator('.recipe-step__title').boundingBox(),
        ]);
        expect(number!.x).toBeGreaterThan(title!.x);
        // The chain reads from the right too, in the tools' Arabic titles: the first step's right of the second's, the
        // arrow pointing left.
        const chain = await card.locator('.run-card__head .muted').evaluate((line) => {
          const text = line.firstChild!;
          const at = (word: string) => {
            const range = document.createRange();
            const start = (text.textContent ?? '').indexOf(word);
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            return range.getBoundingClientRect().x;
          };
          return { first: at('تغيير حجم الصور'), second: at('تحويل إلى WebP'), arrow: at('←') };
        });
        expect(chain.first).toBeGreaterThan(chain.arrow);
        expect(chain.arrow).toBeGreaterThan(chain.second);
      }
      await dismissToasts(page);
      await shootPanel(page, `web-automations-${expected.lang}`);

      await page.evaluate(() => {
        window.location.hash = '#/create';
      });
      await page.locator('.create-options').waitFor();
      expect(await page.locator('.create-options label').first().textContent()).toBe(expected.text);
      await page.locator('.create-options__text-head button').click();
      expect(await page.locator('.create-options textarea').inputValue()).toMatch(new RegExp(`^${expected.example}\\n`));
      await page.locator('section.panel').getByRole('button', { name: expected.create, exact: true }).waitFor();
      expect(await englishLeft(page)).toEqual([]);
      await dismissToasts(page);
      await shootPanel(page, `web-create-${expected.lang}`);
      expect(session.errors).toEqual([]);
      await session.context.close();
    });
  }

  it('cuts no button, label or heading of either view in the pseudo-locale', { timeout: 600_000 }, async () => {
    const session = await openSession(journey.browser, journey.app, 'settings');
    const { page } = session;
    await page.setViewportSize(WINDOW_SIZES[1]);
    await page.getByLabel('Language of this window').selectOption('en-XA');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await page.evaluate(() => {
      window.location.hash = '#/automations';
    });
    await buildRecipe(page, 'Pseudo');
    await page.locator('.automations input[type="file"]').setInputFiles([PICTURE]);
    await page.locator('.run-files__name', { hasText: 'poi-nature1.jpg' }).waitFor();
    // The runs of the tests before are this host's: a run is listed with its table and buttons.
    expect(await page.locator('article.run-card').count()).toBeGreaterThan(0);
    const settle = () =>
      page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await settle();
    const cut = await cutTexts(page, 'automations');
    await dismissToasts(page);
    await shootPanel(page, 'web-automations-pseudo');
    await page.evaluate(() => {
      window.location.hash = '#/create';
    });
    await page.locator('.create-options').waitFor();
    await settle();
    cut.push(...(await cutTexts(page, 'create')));
    await shootPanel(page, 'web-create-pseudo');
    expect(cut).toEqual([]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
