/**
 * Create (`generation`): a Markdown outline rendered with no model — checked by verifyPackage, LibreOffice page
 * count and pdftotext text order — and an outline proposed by a loopback chat endpoint.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { run } from '../../main/engine/tools/generation';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';
import { authHeaders, postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { startFakeChatServer, type FakeChatServer } from '../helpers/fake-chat-server';
import { unzipTest } from '../helpers/package-checks';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { writeWordDoc } from '../helpers/word-doc';
import { renderDecks, zipEntries, zipText } from './pptx-test-support';

// A 4×2 PNG: red left half, blue right half.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAAASFvFNAAAAFElEQVR4nGP4z8DwHwoYGBgYGBgAAHfZA/1XpvGNAAAAAElFTkSuQmCC';

const OUTLINE = `# Field Guide to Rivers
How water shapes the land

## Where rivers begin
- Springs and melting snow
- Rain that runs off hills
  - Small streams join together

???
Ask who has seen a spring.

---

## The middle course

## Two kinds of valleys
### V-shaped
- Carved by young rivers
### U-shaped
- Carved by glaciers

> A river cuts through rock not because of its power but because of its persistence.
> — Jim Watkins

![The delta seen from above](data:image/png;base64,${PNG})

## What we learned
1. Rivers start small
2. Valleys record their history
`;

const EXPECTED_ORDER = [
  'Field Guide to Rivers',
  'How water shapes the land',
  'Where rivers begin',
  'Springs and melting snow',
  'Small streams join together',
  'The middle course',
  'Two kinds of valleys',
  'V-shaped',
  'U-shaped',
  'persistence.',
  'Jim Watkins',
  'The delta seen from above',
  'What we learned',
  'Valleys record their history',
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-generation-'));
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

describe('a Markdown outline, no model', () => {
  it('renders one slide per heading, section and quote, in order, with notes and the picture', async () => {
    const { output } = await runTool(run, [], { inputText: OUTLINE, template: 'editorial', author: 'R. Banks' });
    expect(output.fileName).toBe('Field Guide to Rivers.pptx');
    expect(output.metadata).toMatchObject({ slides: 7, planner: 'outline', template: 'editorial' });
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    unzipTest(output.path);
    const [rendered] = await renderDecks([output.path]);
    expect(rendered!.pages).toBe(7);
    const text = execFileSync('pdftotext', ['-raw', rendered!.pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    let from = 0;
    for (const expected of EXPECTED_ORDER) {
      const at = text.indexOf(expected, from);
      expect(at, `“${expected}” after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
      from = at + expected.length;
    }
    // The layouts the outline asked for, speaker notes, and the picture with its aspect ratio.
    const layoutOf = (n: number): string =>
      /Target="\.\.\/slideLayouts\/(slideLayout\d+)\.xml"/.exec(zipText(output.path, `ppt/slides/_rels/slide${n}.xml.rels`))![1]!;
    const layoutName = (n: number): string =>
      /<p:cSld name="([^"]+)"/.exec(zipText(output.path, `ppt/slideLayouts/${layoutOf(n)}.xml`))![1]!;
    expect([1, 2, 3, 4, 5, 6, 7].map(layoutName)).toEqual([
      'Title Slide',
      'Title and Content',
      'Section Header',
      'Comparison',
      'Quote',
      'Picture with Caption',
      'Title and Content',
    ]);
    expect(zipText(output.path, 'ppt/notesSlides/notesSlide2.xml')).toContain('Ask who has seen a spring.');
    expect(zipEntries(output.path)).toContain('ppt/media/image6.png');
    const ext = /<p:pic>.*?<a:ext cx="(\d+)" cy="(\d+)"/.exec(zipText(output.path, 'ppt/slides/slide6.xml'))!;
    expect(Number(ext[1]) / Number(ext[2])).toBeCloseTo(2, 2);
    expect(zipText(output.path, 'ppt/slides/slide2.xml')).toMatch(
      /<a:pPr lvl="1"\/><a:r><a:rPr lang="en-US"[^>]*\/><a:t>Small streams join together/,
    );
    expect(zipText(output.path, 'docProps/core.xml')).toContain('R. Banks');
  }, 120_000);

  it('draws each built-in design with its own colours and fonts', async () => {
    for (const template of DECK_TEMPLATES) {
      const { output } = await runTool(run, [], { inputText: '# One\n\n## Two\n- three', template: template.id });
      const theme = zipText(output.path, 'ppt/theme/theme1.xml');
      expect(theme).toContain(`<a:accent1><a:srgbClr val="${template.colors.accent1}"/>`);
      expect(theme).toContain(`<a:majorFont><a:latin typeface="${template.fonts.heading}"/>`);
      expect(zipText(output.path, 'ppt/slideMasters/slideMaster1.xml')).toContain(template.dark ? 'bg1="dk1"' : 'bg1="lt1"');
    }
  });

  it('takes the outline from a Word reference file, titled by a short topic', async () => {
    const doc = join(dir, 'outline.docx');
    await writeWordDoc(doc, [[{ text: 'Plain words first.' }]]);
    const md = join(dir, 'outline.md');
    await writeFile(md, '## Alpha\n- one\n\n## Beta\n- two\n');
    const { output } = await runTool(run, [{ path: md }, { path: doc }], { inputText: 'Greek letters' });
    expect(output.metadata).toMatchObject({ slides: 3, title: 'Greek letters' });
  });

  it('turns prose into a title and one slide per paragraph', async () => {
    const prose =
      'Coffee at work\n\nCoffee keeps people awake. It also brings teams together.\n\nTea is the quiet alternative. Many prefer it in the afternoon.';
    const { output } = await runTool(run, [], { inputText: prose });
    expect(output.metadata).toMatchObject({ slides: 3, title: 'Coffee at work' });
  });
});

describe('with a chat model', () => {
  let engine: TestEngine;
  let chat: FakeChatServer;

  beforeAll(async () => {
    chat = await startFakeChatServer();
    engine = await startTestEngine({
      testTools: false,
      providers: { openai: { baseUrl: chat.baseUrl, models: { standard: 'fast-one', pro: 'smart-one' } } },
    });
  });
  afterAll(async () => {
    await engine.close();
    await chat.close();
  });

  it('lets the model propose the outline and slide text for a topic, then renders it', async () => {
    chat.answerNextWith(
      JSON.stringify({
        title: 'Bees in the City',
        slides: [
          { layout: 'title', title: 'Bees in the City', subtitle: 'Urban beekeeping', notes: 'Welcome.' },
          { layout: 'bullets', title: 'Why bees', bullets: ['Pollination', 'Honey'], notes: 'Explain.' },
          {
            layout: 'twoColumns',
            title: 'Rooftop or garden',
            columns: [
              { heading: 'Rooftop', bullets: ['Wind'] },
              { heading: 'Garden', bullets: ['Shade'] },
            ],
          },
          { layout: 'quote', quote: 'The bee is more honoured than other animals.', attribution: 'John Chrysostom' },
        ],
      }),
    );
    const { task, output } = await runTask(engine, {
      type: 'generation',
      params: { inputText: 'Urban beekeeping for beginners', pageCount: 4, audience: 'city council', advancedModel: true },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({ slides: 4, planner: 'model', model: 'smart-one', fileName: 'Bees in the City.pptx' });
    expect(chat.calls).toHaveLength(1);
    expect(chat.calls[0]!.model).toBe('smart-one');
    expect(chat.calls[0]!.user).toMatch(/Slides: exactly 4[\s\S]*Audience: city council[\s\S]*Urban beekeeping for beginners/);
    const out = join(dir, 'bees.pptx');
    await writeFile(out, output!);
    expect((await verifyPackage(out)).problems).toEqual([]);
    expect(zipText(out, 'ppt/slides/slide3.xml')).toContain('Rooftop');
    expect(zipText(out, 'ppt/notesSlides/notesSlide2.xml')).toContain('Explain.');
  });

  it('uses no model for an outline, and refuses web search up front', async () => {
    const { task } = await runTask(engine, { type: 'generation', params: { inputText: '# A\n\n## B\n- c' } });
    expect(task.result).toMatchObject({ planner: 'outline', slides: 2 });
    expect(chat.calls).toHaveLength(1);
    const response = await postTask(engine.baseUrl, engine.key, { type: 'generation', params: { inputText: 'x', enableSearch: true } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'tool_unavailable', message: expect.stringMatching(/Web search/) as string });
  });

  it('lists the designs at GET /templates', async () => {
    const response = await fetch(`${engine.baseUrl}/templates`, { headers: authHeaders(engine.key) });
    const body = (await response.json()) as { default: string; templates: { id: string }[] };
    expect(body.default).toBe('classic');
    expect(body.templates.map((template) => template.id)).toEqual(DECK_TEMPLATES.map((template) => template.id));
  });
});
