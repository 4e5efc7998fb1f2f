/**
 * Create (`generation`): a Markdown outline rendered with no model — checked by verifyPackage, LibreOffice page
 * count, pdftotext text order and the layout checker (no text off its shape, under a picture or crossed by a line)
 * — an outline file given with no text, pictures only from the task's files, and an outline proposed by a
 * loopback chat endpoint and filled into the same layouts.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { run } from '../../main/engine/tools/generation';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';
import { authHeaders, postTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { startFakeChatServer, type FakeChatServer } from '../helpers/fake-chat-server';
import { unzipTest } from '../helpers/package-checks';
import { CORPUS_ROOT } from '../helpers/corpus';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
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

const RICH_OUTLINE = `# Rivers of the World
A field guide for curious minds

---

## Why rivers matter
- They carry water from mountains to seas, shaping valleys along the way
- Most large cities grew up beside a river
- Rivers feed farmland through floods and irrigation

???
Open with a question: who crossed a river today?

---

# Part one: how rivers form

---

## Mountain streams and lowland rivers
### Upper course
- Steep and fast
- Narrow V-shaped valleys
### Lower course
- Wide and slow
- Meanders and oxbow lakes

---

## The longest river
**6,650 km** is the length of the Nile, from Lake Victoria to the Mediterranean

---

## A river in autumn
![Forest river in autumn](nature.jpg)
- Leaves slow the water in autumn
- Fish move to deeper pools

---

## Rivers compared

| River | Continent | Length (km) |
|:------|:----------|------------:|
| Nile | Africa | 6,650 |
| Amazon | South America | 6,400 |
| Yangtze | Asia | 6,300 |

---

## Voices
> A river cuts through rock not because of its power but because of its persistence.
> — Jim Watkins

---

## Everything a river does for us
${[
  'Drinking water for billions of people',
  'Irrigation for crops in dry regions',
  'Hydroelectric power from dams',
  'Transport of goods on barges',
  'Habitat for fish, birds and insects',
  'Recreation: swimming, fishing, rowing',
  'Natural boundaries between countries',
  'Sediment that renews farmland',
  'Cooling water for power stations',
  'Tourism along scenic valleys',
  'Flood plains that store storm water',
  'Inspiration for art and music',
  'Cultural and religious meaning',
  'Research into climate history',
  'A place to sit and think',
]
  .map((point) => `- ${point}`)
  .join('\n')}
`;

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
      // A wide picture with a line of caption fills the slide (the full-bleed family).
      'Blank',
      'Title and Content',
    ]);
    expect(zipText(output.path, 'ppt/notesSlides/notesSlide2.xml')).toContain('Ask who has seen a spring.');
    expect(zipEntries(output.path)).toContain('ppt/media/image6.png');
    // Cropped to its frame, never stretched: the part of the picture shown has the frame's proportions.
    const pic = /<p:pic>.*?<\/p:pic>/.exec(zipText(output.path, 'ppt/slides/slide6.xml'))![0];
    const ext = /<a:ext cx="(\d+)" cy="(\d+)"/.exec(pic)!;
    const rect = /<a:srcRect([^>]*)\/>/.exec(pic)![1]!;
    const side = (name: string): number => Number(new RegExp(`${name}="(-?\\d+)"`).exec(rect)?.[1] ?? 0) / 100000;
    const shown = (2 * (1 - side('l') - side('r'))) / (1 - side('t') - side('b'));
    expect(shown).toBeCloseTo(Number(ext[1]) / Number(ext[2]), 2);
    expect(zipText(output.path, 'ppt/slides/slide2.xml')).toMatch(
      // A sub-point at level 2 (spaced like its list: the spreading sets the space before it).
      /<a:pPr lvl="1">(?:<a:spcBef><a:spcPts val="\d+"\/><\/a:spcBef>)?<\/a:pPr><a:r><a:rPr lang="en-US"[^>]*\/><a:t>Small streams join together/,
    );
    expect(zipText(output.path, 'docProps/core.xml')).toContain('R. Banks');
  });

  it('lays out every kind of slide with nothing a person would see wrong, in a light and a dark design', async () => {
    const picture = join(dir, 'nature.jpg');
    await copyFile(join(CORPUS_ROOT, 'images', 'poi-nature1.jpg'), picture);
    for (const template of ['classic', 'midnight'] as const) {
      const { output } = await runTool(run, [{ path: picture }], { inputText: RICH_OUTLINE, template });
      expect(output.metadata, template).toMatchObject({
        planner: 'outline',
        layouts: { title: 1, section: 1, bullets: 4, twoColumns: 1, statistic: 1, pictureCaption: 1, table: 1, quote: 1 },
        layoutIssues: [],
      });
      expect(output.metadata).not.toHaveProperty('fitProblems');
      expect(output.metadata).not.toHaveProperty('missingPictures');
      expect((await verifyPackage(output.path)).problems).toEqual([]);
      // Fifteen points continue on further slides, six at most on each, in order; the picture is the task's file.
      const titles = Array.from(
        { length: 11 },
        (_, i) => /<a:t>([^<]*)<\/a:t>/.exec(zipText(output.path, `ppt/slides/slide${i + 1}.xml`))?.[1],
      );
      expect(titles.slice(-3)).toEqual([
        'Everything a river does for us',
        'Everything a river does for us (cont.)',
        'Everything a river does for us (cont.)',
      ]);
      expect(zipText(output.path, 'ppt/slides/slide9.xml')).toContain('Drinking water');
      expect(zipText(output.path, 'ppt/slides/slide11.xml')).toContain('A place to sit and think');
      expect(zipEntries(output.path)).toContain('ppt/media/image6.jpeg');
      expect(zipText(output.path, 'ppt/notesSlides/notesSlide2.xml')).toContain('who crossed a river today?');
    }
  });

  it('reads an outline file given with no text, and takes pictures only from the task’s files', async () => {
    const md = join(dir, 'deck-outline.md');
    await writeFile(
      md,
      `# From a file

## A picture on disk
![Hosts](/etc/hosts)

## A picture on the web
![Logo](https://example.com/logo.png)
`,
    );
    const { output } = await runTool(run, [{ path: md }], { template: 'slate' });
    expect(output.metadata).toMatchObject({
      title: 'From a file',
      slides: 3,
      missingPictures: ['/etc/hosts', 'https://example.com/logo.png'],
    });
    expect(zipEntries(output.path).filter((name) => name.startsWith('ppt/media/'))).toEqual([]);
    await expectToolError(runTool(run, [], {}), 'invalid_parameter', /outline or topic as text, or an outline file/);
  });

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

  it('fills the model’s figures, tables and the task’s pictures into the same layouts as a written outline', async () => {
    chat.answerNextWith(
      JSON.stringify({
        title: 'Harbour report',
        slides: [
          { layout: 'title', title: 'Harbour report', subtitle: 'Spring season' },
          { layout: 'statistic', title: 'Ships this spring', value: '1,240', caption: 'ships docked, a record', notes: 'Pause here.' },
          {
            layout: 'table',
            title: 'By month',
            table: [
              ['Month', 'Ships'],
              ['March', '380'],
              ['April', '410'],
              ['May', '450'],
            ],
          },
          { layout: 'picture', title: 'The new crane', picture: 'crane.png', caption: 'Installed in April' },
          { layout: 'picture', title: 'Not given', picture: '/etc/passwd', caption: 'A path the model made up' },
        ],
      }),
    );
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const { task, output } = await runTask(engine, {
      type: 'generation',
      files: [{ name: 'crane.png', content: png, type: 'image/png' }],
      params: { inputText: 'A short report on the harbour this spring', useModel: true, template: 'sunrise' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(chat.calls[chat.calls.length - 1]!.user).toContain('crane.png');
    expect(task.result).toMatchObject({
      planner: 'model',
      layouts: { title: 1, statistic: 1, table: 1, pictureCaption: 2 },
      missingPictures: ['/etc/passwd'],
      layoutIssues: [],
    });
    const out = join(dir, 'harbour.pptx');
    await writeFile(out, output!);
    expect((await verifyPackage(out)).problems).toEqual([]);
    expect(zipText(out, 'ppt/slides/slide2.xml')).toContain('1,240');
    // A table of numbers is drawn as a chart (create-charts.test.ts), its figures kept in the notes.
    expect(zipText(out, 'ppt/slides/slide3.xml')).toContain('<c:chart ');
    expect(zipText(out, 'ppt/notesSlides/notesSlide3.xml')).toContain('April | 410');
    expect(zipEntries(out)).toContain('ppt/media/image4.png');
  });

  it('uses no model for an outline, and refuses web search up front', async () => {
    const { task } = await runTask(engine, { type: 'generation', params: { inputText: '# A\n\n## B\n- c' } });
    expect(task.result).toMatchObject({ planner: 'outline', slides: 2 });
    expect(chat.calls).toHaveLength(2);
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
