/**
 * What the new panels' result cards say, in real Chromium with the fake bridge, for the cases a real run seldom
 * shows: pages of different sizes, a picture without text, a deck's JSON too large to read into the window, fonts
 * embedded as stand-ins or not used yet; and a panel whose tool lacks a system program here says so before anything
 * can be added.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { calls, completedTask, emit, file } from './fake-page-driver';
import { openFakePage, useRendererFixture } from './renderer-harness';

const tool = (type: string) => describeTool(findTool(type)!);

const fixture = useRendererFixture();

/** Stages one file, starts, and answers the submission with `task`; the task's card. */
async function runOne(page: Page, label: string, staged: ReturnType<typeof file>, action: string, task: Task): Promise<Locator> {
  await expect.poll(() => page.locator('.dropzone .button').isEnabled()).toBe(true);
  await page.getByLabel(label, { exact: true }).setInputFiles([staged]);
  const start = page.getByRole('button', { name: action, exact: true });
  await expect.poll(() => start.isEnabled()).toBe(true);
  const before = (await calls(page, 'tasks.submit')).length;
  await start.click();
  // The fake numbers submissions in call order (sub-1, sub-2 …); a panel may have sent a quiet one of its own before.
  const index = async () =>
    (await calls(page, 'tasks.submit')).findIndex((call, at) => at >= before && (call.args[0] as { type: string }).type === task.type);
  await expect.poll(index).toBeGreaterThanOrEqual(0);
  await emit(page, 'submission:created', { submissionId: `sub-${(await index()) + 1}`, task });
  const card = page.locator(`#task-${task.id}`);
  await card.getByText('Completed', { exact: true }).waitFor();
  return card;
}

describe('result cards of the new panels', () => {
  it('PDF to pictures gives the range of sizes when pages differ; Text in pictures says when there is no text', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [tool('convertor.pdf2image'), tool('image.ocr')] },
      { hash: '#/pdf-pictures' },
    );
    const files = [
      { name: 'a-1.png', width: 800, height: 600 },
      { name: 'a-2.png', width: 600, height: 800 },
      { name: 'a-3.png', width: 800, height: 600 },
    ];
    const pictures = await runOne(
      page,
      'Add PDFs',
      file('mixed.pdf', 3000, 'application/pdf'),
      'Render',
      completedTask('t-pdf', 'mixed.pdf', 'convertor.pdf2image', { pages: 3, format: 'png', files }),
    );
    expect(await pictures.locator('.result-facts li').allInnerTexts()).toEqual([
      '3 pages as PNG pictures in the ZIP',
      '600–800 × 600–800 px',
    ]);

    await page.evaluate(() => (location.hash = '#/ocr'));
    const blank = await runOne(
      page,
      'Add pictures',
      file('blank.png', 2000, 'image/png'),
      'Read',
      completedTask('t-ocr', 'blank.png', 'image.ocr', { data: { text: '', confidence: 0, blocks: [] }, words: 0 }),
    );
    await blank.getByText('No text was found in the picture.').waitFor();
    expect(await blank.getByRole('button', { name: 'Copy text' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Deck text reads the JSON into the card, or says it is too large to show', async () => {
    const json = JSON.stringify({
      pageNum: 2,
      slides: [
        { index: 1, spTree: [{ content: { text: 'Welcome' } }, { children: [{ content: { text: 'Grouped words' } }] }], notes: ['Say hi'] },
        { index: 2, hidden: true, spTree: [{ type: 'picture' }] },
      ],
    });
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [tool('pptx.getTextShapes')], texts: { 't-text': json } },
      { hash: '#/deck-text' },
    );
    const card = await runOne(
      page,
      'Add decks',
      file('talk.pptx', 4000),
      'Read',
      completedTask('t-text', 'talk.pptx', 'pptx.getTextShapes', { slides: 2, shapes: 4, textShapes: 2 }),
    );
    await expect
      .poll(() => card.locator('.text-result__text').innerText())
      .toBe('Slide 1\nWelcome\nGrouped words\nNotes:\nSay hi\n\nSlide 2 (hidden)\n(no text)');
    expect(await card.locator('.result-facts li').allInnerTexts()).toEqual(['2 slides', '4 shapes', '2 with text']);

    const large = await runOne(
      page,
      'Add decks',
      file('huge.pptx', 4000),
      'Read',
      completedTask('t-huge', 'huge.pptx', 'pptx.getTextShapes', { slides: 900, shapes: 40_000, textShapes: 30_000 }),
    );
    await large.getByText('The JSON is too large to show here: save it to read every shape.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Embed fonts explains stand-ins, fonts the deck does not use yet, and the engine’s warnings', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      {
        tools: [tool('pptx.embedFonts'), tool('pptx.getFontInfo')],
        fonts: [{ family: 'Lato', category: 'sans-serif', variants: ['regular'], bundled: true }],
      },
      { hash: '#/fonts' },
    );
    await page.getByRole('list', { name: 'Google Fonts families' }).getByRole('checkbox', { name: 'Lato' }).check();
    const card = await runOne(
      page,
      'Add decks',
      file('talk.pptx', 4000),
      'Embed',
      completedTask('t-fonts', 'talk.pptx', 'pptx.embedFonts', {
        embedded: [
          { family: 'Arimo', styles: ['regular', 'bold'], source: 'system' },
          { family: 'Carlito', styles: ['regular'], source: 'bundled' },
          { family: 'Lato', styles: ['regular', 'bold', 'italic', 'boldItalic'], source: 'bundled' },
        ],
        notUsedInDeck: ['Arimo', 'Lato'],
        replaced: [{ from: 'Calibri', to: 'Carlito', references: 42 }],
        warnings: [
          '"Lato" (regular) allows embedding for viewing and printing only: the deck opens read-only where the font is not installed.',
        ],
      }),
    );
    expect(await card.getByRole('list', { name: 'Embedded fonts' }).getByRole('listitem').allTextContents()).toEqual([
      'Arimo (regular, bold)',
      'Carlito (regular)',
      'Lato (regular, bold, italic, bold italic)',
    ]);
    await card.getByText('Carlito replaces Calibri in the deck (42 places, theme and styles included)', { exact: false }).waitFor();
    await card.getByText('Arimo stands in for Arial, Helvetica and Helvetica Neue with the same letter widths', { exact: false }).waitFor();
    await card.getByText('The deck does not use Lato yet', { exact: false }).waitFor();
    await card.getByText('allows embedding for viewing and printing only', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Convert to PDF says which hidden slides it left out, and sends includeHidden once switched on', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [tool('convertor.ppt2pdf')] }, { hash: '#/pdf' });
    const left = await runOne(
      page,
      'Add presentations',
      file('board.pptx', 4000),
      'Convert',
      completedTask('t-pdf-1', 'board.pptx', 'convertor.ppt2pdf', {
        pages: 25,
        includeHidden: false,
        hiddenSlides: 3,
        hiddenSlideNumbers: [4, 9, 12],
      }),
    );
    await left.getByText('25 pages in the PDF.').waitFor();
    await left
      .getByText('3 hidden slides (slides 4, 9, 12) left out, as in a slide show: turn on “Include hidden slides” to have them in the PDF.')
      .waitFor();
    expect((await calls(page, 'tasks.submit'))[0]?.args[0]).toMatchObject({ params: { includeHidden: false } });

    await page.getByRole('checkbox', { name: 'Include hidden slides' }).check();
    const all = await runOne(
      page,
      'Add presentations',
      file('board.pptx', 4000),
      'Convert',
      completedTask('t-pdf-2', 'board.pptx', 'convertor.ppt2pdf', {
        pages: 28,
        includeHidden: true,
        hiddenSlides: 3,
        hiddenSlideNumbers: [4, 9, 12],
      }),
    );
    await all.getByText('3 hidden slides (slides 4, 9, 12) included.').waitFor();
    expect((await calls(page, 'tasks.submit'))[1]?.args[0]).toMatchObject({ params: { includeHidden: true } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tool that lacks a program here says so, and nothing can be added or started', async () => {
    const reason = 'ffmpeg was not found: install it (Debian/Ubuntu: `sudo apt install ffmpeg`) or set DECKHAND_FFMPEG.';
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [{ ...tool('convertor.ppt2video'), unavailable: reason }] },
      { hash: '#/slide-video' },
    );
    await page.getByText('Slides to video cannot run here yet').waitFor();
    await page.getByText(reason).first().waitFor();
    expect(await page.locator('.dropzone .button').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Record', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
