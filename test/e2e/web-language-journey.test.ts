/**
 * Translate, Create, Revamp and Settings → Translation providers end to end through `npm run web` (the web host CLI,
 * real core, the real local engine with Debian's Apertium) in Chromium, with real files and independent checks:
 * - Translate en→es of a corpus deck: exactly the chosen codes reach core; the saved deck's slides are in Spanish
 *   (their XML read with unzip); a pair no provider has (en→ja) is refused in the panel, and nothing is sent.
 * - Create from a Markdown outline with no file: LibreOffice renders one page per slide, pdftotext reads the text in
 *   the outline's order, and the chosen design's theme is the deck's.
 * - Revamp with a chosen design: the saved deck's theme has the design's colours and fonts; every slide keeps its text.
 * - Settings: an OpenAI-compatible endpoint (a loopback stand-in) with a key; the key never comes back to the page, is
 *   in no DOM and no log line, and does reach the endpoint when a pair only it can do (en→ja) is translated.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeckTemplate } from '../../shared/tools/deck-templates';
import { webJourney } from '../helpers/web-journey';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startFakeChatServer } from '../helpers/fake-chat-server';
import type { FakeChatServer } from '../helpers/fake-chat-server';
import { readZipEntries } from '../helpers/package-checks';
import {
  WAIT_MS,
  addFiles,
  allPicturesLoaded,
  dismissNotifications,
  lastState,
  openPanel,
  openSession,
  saveDownload,
  startAndWait,
  submittedParams,
  taskIdOf,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { PANEL_SHOTS, shootPanel } from './panel-shots';

const run = promisify(execFile);

// Two slides of English: "Title of the first slide", "This is the second slide", "It has bullet points on it" …
const SAMPLE = join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx');
const SECRET = 'sk-web-journey-secret-4242';

const journey = webJourney('language');
let chat: FakeChatServer;

beforeAll(async () => {
  chat = await startFakeChatServer(['small-model']);
});

afterAll(async () => {
  await chat?.close();
});

/** The deck's slides in presentation order, each as its part's XML. */
async function slideXml(deck: string): Promise<string[]> {
  const entries = await readZipEntries(deck);
  const text = (part: string) => entries.get(part)?.toString('utf8') ?? '';
  const targets = new Map(
    [...text('ppt/_rels/presentation.xml.rels').matchAll(/<Relationship [^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"/g)].map((m) => [
      m[1]!,
      `ppt/${m[2]!.replace(/^\/?ppt\//, '')}`,
    ]),
  );
  return [...text('ppt/presentation.xml').matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => text(targets.get(m[1]!) ?? ''));
}

function runs(xml: string): string[] {
  return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]!.replace(/&apos;/g, "'").replace(/&amp;/g, '&'));
}

/** The theme the deck's first master uses. */
async function masterTheme(deck: string): Promise<string> {
  const entries = await readZipEntries(deck);
  const text = (part: string) => entries.get(part)?.toString('utf8') ?? '';
  const master = /Target="([^"]*slideMasters\/slideMaster\d+\.xml)"/.exec(text('ppt/_rels/presentation.xml.rels'))?.[1] ?? '';
  const masterName = master.split('/').pop()!;
  const theme = /Target="\.\.\/theme\/(theme\d+\.xml)"/.exec(text(`ppt/slideMasters/_rels/${masterName}.rels`))?.[1] ?? '';
  return text(`ppt/theme/${theme}`);
}

/**
 * LibreOffice's PDF of the deck: its page count and its text (pdftotext -raw), in a fresh profile; its first pages as
 * PNGs in test-artifacts/panels/<shots>-<n>.png, to look at.
 */
async function render(deck: string, shots: string): Promise<{ pages: number; text: string; pdf: string }> {
  const dir = await mkdtemp(join(journey.work, 'render-'));
  const input = join(dir, 'deck.pptx');
  await copyFile(deck, input);
  await run(
    'soffice',
    [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, input],
    {
      timeout: 240_000,
    },
  );
  const pdf = join(dir, 'deck.pdf');
  const { stdout: info } = await run('pdfinfo', [pdf]);
  const { stdout: text } = await run('pdftotext', ['-raw', pdf, '-'], { maxBuffer: 16 * 1024 * 1024 });
  await mkdir(PANEL_SHOTS, { recursive: true });
  await run('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '3', pdf, join(PANEL_SHOTS, shots)]);
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN), text: text.replace(/\s+/g, ' '), pdf };
}

const group = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

describe('npm run web: Translate', () => {
  it(
    'translates a deck from English into Spanish with Apertium; a pair no provider has is refused before anything is sent',
    { timeout: 600_000 },
    async () => {
      const session = await openPanel(journey.browser, journey.app, 'translate', 'Translate');
      const { page } = session;
      await addFiles(page, 'Add documents', [SAMPLE]);
      await waitUntilStaged(page, 'Document to translate', ['poi-SampleShow.pptx']);

      // The lists come from the engine: Apertium's English → Spanish is there, English → Japanese is not.
      await group(page, 'From').getByRole('searchbox', { name: 'Search source languages' }).fill('english');
      await group(page, 'From').getByRole('searchbox', { name: 'Search source languages' }).press('Enter');
      await group(page, 'Into').getByRole('radio', { name: 'Japanese, no provider here' }).check();
      const refusal =
        'No translation provider here can translate English into Japanese: install an Apertium pair for it, or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.';
      await page.locator('#translate-hint').getByText(refusal).waitFor();
      expect(await page.getByRole('button', { name: 'Translate', exact: true }).isDisabled()).toBe(true);
      expect(submittedParams(session)).toEqual([]);

      await group(page, 'Into').getByRole('radio', { name: 'Spanish', exact: true }).check();
      await page.getByText('Apertium (offline) will translate from English into Spanish.').waitFor();
      await shootPanel(page, 'web-translate-options');
      const [card] = await startAndWait(page, 'Translate', ['poi-SampleShow.pptx']);
      // Exactly the chosen codes went to core.
      expect(submittedParams(session)).toEqual([{ from: 'en', to: 'es', model: 'Standard' }]);
      const task = lastState(session, await taskIdOf(card!));
      expect(task.result).toMatchObject({ from: 'en', to: 'es', provider: 'apertium' });
      await card!.getByText('English → Spanish').waitFor();
      await card!.getByText('by Apertium (offline)').waitFor();
      await dismissNotifications(page);
      await shootPanel(page, 'web-translate-result');

      const saved = await saveDownload(card!, journey.work);
      expect(basename(saved)).toBe('poi-SampleShow.es.pptx');
      await run('unzip', ['-tq', saved]);
      const before = (await slideXml(SAMPLE)).map(runs);
      const after = (await slideXml(saved)).map(runs);
      expect(after).toHaveLength(before.length);
      const english = before.flat().join(' ');
      const spanish = after.flat().join(' ');
      expect(english).toContain('Title of the first slide');
      expect(spanish).not.toContain('Title of the first slide');
      expect(spanish).not.toContain('This is the second slide');
      expect(spanish).toMatch(/Título del primer/);
      expect(spanish).toMatch(/segund[oa]/);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );

  it('translates a PDF with a text layer into a Word document, and says so', { timeout: 600_000 }, async () => {
    // The sample deck as LibreOffice prints it: a PDF with its text.
    const { pdf } = await render(SAMPLE, 'web-translate-source');
    const source = join(journey.work, 'sample-show.pdf');
    await copyFile(pdf, source);
    const session = await openPanel(journey.browser, journey.app, 'translate', 'Translate');
    const { page } = session;
    await addFiles(page, 'Add documents', [source]);
    await waitUntilStaged(page, 'Document to translate', ['sample-show.pdf']);
    await group(page, 'From').getByRole('radio', { name: 'English', exact: true }).check();
    await group(page, 'Into').getByRole('radio', { name: 'Spanish', exact: true }).check();
    const [card] = await startAndWait(page, 'Translate', ['sample-show.pdf']);
    await card!.getByText('The PDF came back as a Word document (.docx)').waitFor();
    const saved = await saveDownload(card!, journey.work);
    expect(basename(saved)).toBe('sample-show.es.docx');
    const body = (await readZipEntries(saved)).get('word/document.xml')?.toString('utf8') ?? '';
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
    expect(text).toMatch(/Título del primer/);
    expect(text).not.toContain('Title of the first slide');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});

const OUTLINE = `# Rivers of Europe
A short tour

## The Danube
- Flows through ten countries
- Ends in the Black Sea

## The Rhine
- Starts in the Alps
- Ends in the North Sea

---

# Smaller rivers

## The Thames
- Flows through London`;

describe('npm run web: Create', () => {
  it(
    'makes a deck from a Markdown outline with no file: one page per slide, the text in order, the chosen design',
    { timeout: 600_000 },
    async () => {
      const session = await openPanel(journey.browser, journey.app, 'create', 'Create a deck');
      const { page } = session;
      await page.getByLabel('Outline or text').fill(OUTLINE);
      await page.getByLabel('Slides', { exact: true }).fill('5');
      await page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Slate' }).check();
      await page.getByRole('radio', { name: 'As I wrote it' }).check();
      const [card] = await startAndWait(page, 'Create', ['Rivers of Europe']);
      expect(submittedParams(session)).toEqual([{ inputText: OUTLINE, pageCount: 5, template: 'slate', useModel: false }]);
      await card!.getByText('5 slides').waitFor();
      await card!.getByText('Slate design').waitFor();
      await dismissNotifications(page);
      await shootPanel(page, 'web-create-result');

      const saved = await saveDownload(card!, journey.work);
      expect(saved).toMatch(/\.pptx$/);
      await run('unzip', ['-tq', saved]);
      const rendered = await render(saved, 'web-create-deck');
      expect(rendered.pages).toBe(5);
      const order = [
        'Rivers of Europe',
        'A short tour',
        'The Danube',
        'Flows through ten countries',
        'Ends in the Black Sea',
        'The Rhine',
        'Starts in the Alps',
        'Smaller rivers',
        'The Thames',
        'Flows through London',
      ];
      const positions = order.map((text) => rendered.text.indexOf(text));
      expect(
        positions.every((position) => position >= 0),
        JSON.stringify(positions),
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const slate = findDeckTemplate('slate')!;
      const theme = await masterTheme(saved);
      expect(theme).toContain(`<a:accent1><a:srgbClr val="${slate.colors.accent1}"/>`);
      expect(theme).toContain(`<a:majorFont><a:latin typeface="${slate.fonts.heading}"/>`);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});

describe('npm run web: Revamp', () => {
  it('gives a deck the chosen design: its theme’s colours and fonts, every slide’s text kept', { timeout: 600_000 }, async () => {
    const session = await openPanel(journey.browser, journey.app, 'revamp', 'Revamp');
    const { page } = session;
    await addFiles(page, 'Add decks', [SAMPLE]);
    await waitUntilStaged(page, 'Deck to revamp', ['poi-SampleShow.pptx']);
    await page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Midnight' }).check();
    await shootPanel(page, 'web-revamp-options');
    const [card] = await startAndWait(page, 'Revamp', ['poi-SampleShow.pptx']);
    expect(submittedParams(session)).toEqual([{ template: 'midnight' }]);
    await card!.getByText('Midnight design').waitFor();

    // Before saving: each slide beside its original, both drawn, and what the layout check made of the new design.
    const preview = card!.getByRole('region', { name: /^Preview of / });
    const pairs = preview.locator('.before-after__pair');
    await expect.poll(() => pairs.count(), { timeout: WAIT_MS }).toBe(2);
    for (const slide of [1, 2]) {
      const pair = pairs.nth(slide - 1);
      await pair.scrollIntoViewIfNeeded();
      await pair.getByRole('img', { name: `Slide ${slide} of poi-SampleShow.pptx`, exact: true }).waitFor();
      await expect.poll(() => pair.getByRole('img', { name: new RegExp(`^Slide ${slide} of `) }).count(), { timeout: WAIT_MS }).toBe(2);
      await expect.poll(() => allPicturesLoaded(pair), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    }
    await preview.getByText(/^The layout check (found nothing to flag|flagged slides? [\d, ]+)\.$/).waitFor();
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-revamp');

    const saved = await saveDownload(card!, journey.work);
    await run('unzip', ['-tq', saved]);
    const midnight = findDeckTemplate('midnight')!;
    const before = await masterTheme(SAMPLE);
    const after = await masterTheme(saved);
    expect(before).not.toContain(`<a:accent1><a:srgbClr val="${midnight.colors.accent1}"/>`);
    expect(after).toContain(`<a:accent1><a:srgbClr val="${midnight.colors.accent1}"/>`);
    expect(after).toContain(`<a:dk1><a:srgbClr val="${midnight.colors.dk1}"/>`);
    expect(after).toContain(`<a:majorFont><a:latin typeface="${midnight.fonts.heading}"/>`);
    expect((await slideXml(saved)).map(runs)).toEqual((await slideXml(SAMPLE)).map(runs));
    // LibreOffice still renders both slides, now dark.
    expect((await render(saved, 'web-revamp-deck')).pages).toBe(2);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});

describe('npm run web: Settings → Translation providers', () => {
  it(
    'sets up a chat endpoint with a key that never comes back to the page, the DOM or the log, and translates with it',
    { timeout: 600_000 },
    async () => {
      const session = await openSession(journey.browser, journey.app, 'settings');
      const { page } = session;
      const section = page.getByRole('region', { name: 'Translation providers' });
      const card = (name: string) => section.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
      await card('Apertium (offline)').getByText('English → Spanish').waitFor();
      const openai = card('OpenAI-compatible chat model');
      await openai.getByText('Not available').waitFor();

      await openai.getByLabel('Address').fill(chat.baseUrl);
      await openai.getByLabel('Model for Standard').fill('small-model');
      await openai.getByLabel('API key').fill(SECRET);
      await openai.getByRole('button', { name: 'Save', exact: true }).click();
      await openai.getByText('A key is set (ending in 4242).').waitFor();
      await openai.getByText('Ready').waitFor();
      expect(await openai.getByLabel('API key').inputValue()).toBe('');
      await shootPanel(page, 'web-settings-translation');

      // Japanese is now within reach, through the chat endpoint.
      await page.evaluate(() => {
        window.location.hash = '#/translate';
      });
      await page.getByRole('heading', { name: 'Translate', level: 1 }).waitFor();
      await addFiles(page, 'Add documents', [SAMPLE]);
      await waitUntilStaged(page, 'Document to translate', ['poi-SampleShow.pptx']);
      await group(page, 'From').getByRole('radio', { name: 'English', exact: true }).check();
      await group(page, 'Into').getByRole('radio', { name: 'Japanese', exact: true }).check();
      await page.getByText('OpenAI-compatible chat model will translate from English into Japanese.').waitFor();
      const [result] = await startAndWait(page, 'Translate', ['poi-SampleShow.pptx']);
      await result!.getByText('by OpenAI-compatible chat model').waitFor({ timeout: WAIT_MS });
      // The key went where it belongs: to the endpoint, from the engine.
      expect(chat.calls.length).toBeGreaterThan(0);
      expect(new Set(chat.calls.map((call) => call.authorization))).toEqual(new Set([`Bearer ${SECRET}`]));

      // …and nowhere else: no frame to the page, no DOM, no log line, no task record.
      expect(session.received.length).toBeGreaterThan(0);
      expect(session.received.filter((frame) => frame.includes(SECRET))).toEqual([]);
      expect(await page.content()).not.toContain(SECRET);
      expect(journey.app.output()).not.toContain(SECRET);
      expect(JSON.stringify(session.tasks)).not.toContain(SECRET);
      const saved = await saveDownload(result!, journey.work);
      expect((await slideXml(saved)).map(runs).flat().join(' ')).toContain('TITLE OF THE FIRST SLIDE');
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});
