/**
 * Options drawn from a tool's params schema, in real Chromium with the fake bridge: each field takes the schema's
 * default and bounds and the panel's own label and hint, and a task is sent with exactly what the fields say (no more,
 * no less); a typed number outside the schema's range is said at once and nothing starts. Panels over several tools
 * (Keynote to PDF or pictures, Extract by kind of document) start the tool their choice or the file names.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { calls, file, submitted } from './fake-page-driver';
import { openFakePage, useRendererFixture } from './renderer-harness';

const tool = (type: string) => describeTool(findTool(type)!);

const fixture = useRendererFixture();

async function stage(page: Page, label: string, files: ReturnType<typeof file>[]): Promise<void> {
  await expect.poll(() => page.locator('.dropzone .button').isEnabled()).toBe(true);
  await page.getByLabel(label, { exact: true }).setInputFiles(files);
  await expect.poll(() => page.locator('.staged--staging').count()).toBe(0);
}

async function start(page: Page, action: string, expected: number): Promise<Record<string, unknown>[]> {
  const button = page.getByRole('button', { name: action, exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(expected);
  return submitted(page);
}

const hint = (page: Page, id: string) => page.locator(`#${id}-hint`);

describe('options drawn from the params schema', () => {
  it('Slide pictures: choices start at the schema’s defaults and send exactly the chosen values', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [tool('convertor.ppt2image')] }, { hash: '#/slide-pictures' });
    await page.getByRole('heading', { name: 'Slide pictures', level: 1 }).waitFor();
    const width = page.getByRole('group', { name: 'Picture width' });
    expect(await width.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual([
      '1080',
      '1920',
      '2560',
    ]);
    expect(await width.getByRole('radio', { name: '1920 px' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Format' }).getByRole('radio', { name: 'PNG' }).isChecked()).toBe(true);
    // The panel's own hint, tied to its field.
    await page.getByText('The long side of each picture; the other follows the slide’s shape.').waitFor();
    expect(await width.getAttribute('aria-describedby')).toBeTruthy();

    await stage(page, 'Add presentations', [file('talk.pptx', 4000), file('old.ppt', 4000)]);
    const [first, second] = await start(page, 'Render', 2);
    expect(first).toMatchObject({ type: 'convertor.ppt2image', files: [{ name: 'talk.pptx' }] });
    expect(first?.params).toEqual({ resolution: 1920, format: 'png' });
    expect(second?.params).toEqual({ resolution: 1920, format: 'png' });

    await width.getByRole('radio', { name: '2560 px' }).check();
    await page.getByRole('group', { name: 'Format' }).getByRole('radio', { name: 'JPEG' }).check();
    await stage(page, 'Add presentations', [file('talk.pptx', 4000)]);
    const third = (await start(page, 'Render', 3))[2];
    expect(third?.params).toEqual({ resolution: 2560, format: 'jpg' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('PDF to pictures: a number field with the schema’s bounds refuses what it does not take, before anything is sent', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [tool('convertor.pdf2image')] }, { hash: '#/pdf-pictures' });
    const side = page.getByLabel('Long side');
    await side.waitFor();
    expect(await side.inputValue()).toBe('1080');
    expect([await side.getAttribute('min'), await side.getAttribute('max'), await side.getAttribute('step')]).toEqual(['16', '8192', '1']);
    await stage(page, 'Add PDFs', [file('report.pdf', 4000, 'application/pdf')]);
    const render = page.getByRole('button', { name: 'Render', exact: true });

    for (const wrong of ['9000', '12.5', '8']) {
      await side.fill(wrong);
      await hint(page, 'pdf-pictures').getByText('“Long side” takes a whole number from 16 to 8192 (px).').waitFor();
      expect(await render.isDisabled()).toBe(true);
      expect(await side.getAttribute('aria-invalid')).toBe('true');
    }
    await side.fill('1500');
    const [sent] = await start(page, 'Render', 1);
    expect(sent?.params).toEqual({ resolution: 1500, format: 'png' });

    // Left empty, the field says nothing: the tool's default (its placeholder) applies.
    await side.fill('');
    expect(await side.getAttribute('placeholder')).toBe('1080');
    await stage(page, 'Add PDFs', [file('report.pdf', 4000, 'application/pdf')]);
    const second = (await start(page, 'Render', 2))[1];
    expect(second?.params).toEqual({ format: 'png' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('HTML to PNG and Text in pictures: switches, a number choice and a long list send what they say', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [tool('convertor.html2png'), tool('image.ocr')] },
      { hash: '#/html-picture' },
    );
    await page.getByRole('heading', { name: 'HTML to picture', level: 1 }).waitFor();
    const fullPage = page.getByRole('checkbox', { name: 'The whole page, not only the window' });
    expect(await fullPage.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Run the page’s scripts' }).isChecked()).toBe(false);
    await fullPage.check();
    await page.getByRole('group', { name: 'Pixel density' }).getByRole('radio', { name: '2×' }).check();
    await page.getByLabel('Window width').fill('1024');
    await stage(page, 'Add pages', [file('poster.html', 300, 'text/html')]);
    const [capture] = await start(page, 'Capture', 1);
    expect(capture?.params).toEqual({ width: 1024, height: 720, scale: 2, fullPage: true, allowScripts: false });

    // The same page, another panel: the fake keeps what was sent.
    await page.evaluate(() => (location.hash = '#/ocr'));
    const language = page.getByLabel('Language of the text');
    await language.waitFor();
    expect(await language.inputValue()).toBe('en');
    expect(await language.locator('option').count()).toBe(31);
    await language.selectOption({ label: 'French' });
    await stage(page, 'Add pictures', [file('scan.png', 3000, 'image/png')]);
    const ocr = (await start(page, 'Read', 2))[1];
    expect(ocr).toMatchObject({ type: 'image.ocr', params: { language: 'fr' } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Keynote: PDF or pictures starts the tool chosen, and says so when that one cannot run here', async () => {
    const missing = 'LibreOffice is needed to read Keynote files: install it with `sudo apt install libreoffice-impress`.';
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [tool('convertor.keynote2pdf'), { ...tool('convertor.keynote2image'), unavailable: missing }] },
      { hash: '#/keynote' },
    );
    await page.getByRole('heading', { name: 'Keynote to PDF or pictures', level: 1 }).waitFor();
    await page.getByText('.key · up to 300 MB each').waitFor();
    await stage(page, 'Add presentations', [file('pitch.key', 5000)]);
    await page.getByRole('radio', { name: 'A picture per slide' }).check();
    await hint(page, 'keynote').getByText(missing).waitFor();
    expect(await page.getByRole('button', { name: 'Convert', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'A PDF' }).check();
    const [pdf] = await start(page, 'Convert', 1);
    expect(pdf).toMatchObject({ type: 'convertor.keynote2pdf', params: {} });
    expect(errors).toEqual([]);
    await context.close();

    const both = await openFakePage(
      fixture,
      { tools: [tool('convertor.keynote2pdf'), tool('convertor.keynote2image')] },
      { hash: '#/keynote' },
    );
    await stage(both.page, 'Add presentations', [file('pitch.key', 5000)]);
    await both.page.getByRole('radio', { name: 'A picture per slide' }).check();
    await both.page.getByRole('group', { name: 'Format' }).getByRole('radio', { name: 'JPEG' }).check();
    const [pictures] = await start(both.page, 'Convert', 1);
    expect(pictures).toMatchObject({ type: 'convertor.keynote2image', params: { resolution: 1920, format: 'jpg' } });
    expect(both.errors).toEqual([]);
    await both.context.close();
  });

  it('Extract: each document goes to the parser of its kind, PDF options to PDFs only', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [tool('pdf.parse'), tool('pptx.parse'), tool('docx.parseTextAndImage')] },
      { hash: '#/extract' },
    );
    await page.getByRole('heading', { name: 'Extract text and pictures', level: 1 }).waitFor();
    await page.getByText('.pdf, .pptx or .docx · up to 300 MB each').waitFor();
    await stage(page, 'Add documents', [file('paper.pdf', 4000, 'application/pdf'), file('notes.docx', 4000), file('deck.pptx', 4000)]);
    await page.getByRole('checkbox', { name: 'Text blocks' }).uncheck();
    await page.getByRole('checkbox', { name: 'Pictures' }).uncheck();
    await hint(page, 'extract').getByText('Choose text blocks, pictures or both to read from PDFs.').waitFor();
    await page.getByRole('checkbox', { name: 'Pictures' }).check();
    const sent = await start(page, 'Extract', 3);
    expect(sent.map((request) => [request.type, request.params])).toEqual([
      ['pdf.parse', { includeText: false, includeImages: true }],
      ['docx.parseTextAndImage', {}],
      ['pptx.parse', {}],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
