import { describe, expect, it } from 'vitest';
import { BUILT_IN_RECIPES } from '../../shared/recipes/built-in-recipes';
import { checkRecipe, recipeProblemText } from '../../shared/recipes/recipe-check';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { parseRecipe, parseRecipeText, recipeDocument } from '../../shared/recipes/recipe-document';
import { CATALOG, describeTool } from '../../shared/tools/catalog';

function problemsOf(
  steps: { type: string; params?: Record<string, unknown>; passes?: string[] }[],
  files?: { name: string; size: number }[],
) {
  const check = checkRecipe({ steps }, files ? { files } : {});
  return check.ok ? [] : check.problems;
}

describe('recipe documents', () => {
  it('reads a recipe, keeps fields of its own and refuses a newer version', () => {
    const parsed = parseRecipeText('{"name":"A","steps":[{"type":"convertor.ppt2pdf","options":{"x":1}}],"color":"red"}');
    expect(parsed.ok && parsed.value).toMatchObject({ version: 1, name: 'A', color: 'red', steps: [{ options: { x: 1 } }] });
    const newer = parseRecipe({ version: 7, name: 'A', steps: [{ type: 'pptx.join' }] });
    expect(newer.ok ? '' : newer.message).toMatch(/version 7.*up to version 1/);
    if (parsed.ok) expect(Object.keys(recipeDocument(parsed.value))).toEqual(['version', 'name', 'steps', 'color']);
  });

  it('says when the text is not JSON or not a recipe, naming the step', () => {
    const text = parseRecipeText('{"name": "A", "steps": [', 'r.json');
    expect(text.ok ? '' : text.message).toMatch(/^r\.json is not valid JSON/);
    const noType = parseRecipe({ name: 'A', steps: [{ type: 'pptx.join' }, { params: {} }] });
    expect(noType.ok ? '' : noType.message).toMatch(/Step 2 has a wrong type/);
    const noSteps = parseRecipe({ name: 'A', steps: [] });
    expect(noSteps.ok ? '' : noSteps.message).toMatch(/a recipe has 1 to 20 steps/);
  });
});

describe('checking a recipe against the tools', () => {
  it('accepts every built-in recipe', () => {
    for (const recipe of BUILT_IN_RECIPES) expect(checkRecipe(recipe)).toMatchObject({ ok: true });
  });

  it('refuses a step that cannot follow the one before, saying what each makes and takes', () => {
    expect(problemsOf([{ type: 'convertor.ppt2pdf' }, { type: 'pptx.join' }])).toEqual([
      {
        step: 2,
        code: 'cannot_follow',
        params: {
          tool: { type: 'pptx.join', title: 'Merge decks' },
          before: { type: 'convertor.ppt2pdf', title: 'Convert to PDF' },
          takes: ['.pptx'],
          makes: ['.pdf'],
          several: false,
        },
        message: 'Step 2 (Merge decks): Merge decks cannot follow Convert to PDF: it takes decks, the step before makes a PDF.',
      },
    ]);
    const [pictures] = problemsOf([{ type: 'convertor.ppt2image' }, { type: 'pptx.embedFonts', params: { usedFonts: ['Roboto'] } }]);
    expect(pictures?.message).toMatch(/it takes decks, the step before makes pictures\.$/);
  });

  it('names the step of an unknown tool, of wrong params and of a tool the backend cannot run', () => {
    expect(problemsOf([{ type: 'convertor.ppt2pptx' }, { type: 'pptx.fold' }])[0]).toMatchObject({
      step: 2,
      message: expect.stringMatching(/^Step 2: there is no tool “pptx\.fold”\. Tools: pptx\.join, /) as unknown,
    });
    expect(problemsOf([{ type: 'image.resize', params: { maxWidth: 'big' } }])[0]?.message).toMatch(
      /^Step 1 \(Resize images\): Invalid params for image\.resize: params\.maxWidth must be a number/,
    );
    expect(problemsOf([{ type: 'translation', params: { from: 'en', to: 'en' } }])[0]?.message).toMatch(/both English/);
    const tools = CATALOG.map(describeTool).map((tool) =>
      tool.type === 'image.ocr' ? { ...tool, unavailable: 'Install Tesseract.' } : tool,
    );
    const check = checkRecipe({ steps: [{ type: 'image.ocr' }] }, { tools });
    expect(check.ok ? [] : check.problems).toMatchObject([
      { step: 1, code: 'unavailable', params: { reason: 'Install Tesseract.' }, message: 'Step 1 (Text in pictures): Install Tesseract.' },
    ]);
  });

  it('follows each file through the chain: a PDF translated becomes a Word document, which Convert to PDF does not take', () => {
    const steps = [{ type: 'translation', params: { from: 'en', to: 'es' } }, { type: 'convertor.ppt2pdf' }];
    expect(problemsOf(steps, [{ name: 'deck.pptx', size: 10 }])).toEqual([]);
    expect(problemsOf(steps, [{ name: 'notes.pdf', size: 10 }])).toMatchObject([
      {
        step: 2,
        code: 'file_chain',
        params: { file: 'notes.pdf', makes: ['.docx'] },
        message:
          '“notes.pdf”: Translate makes a Word document of it, which Convert to PDF (step 2) does not take: it takes decks, OpenDocument presentations or Keynote files.',
      },
    ]);
    expect(problemsOf(steps, [{ name: 'photo.png', size: 10 }])[0]?.message).toMatch(/^Step 1 \(Translate\): “photo\.png” is not a file/);
    expect(problemsOf([{ type: 'pptx.join' }], [{ name: 'a.pptx', size: 10 }])[0]?.message).toMatch(/needs at least 2 \.pptx files/);
  });

  it('lets the kinds a step passes go past it unchanged, and only where a step runs one file at a time before another', () => {
    const pack = [{ type: 'convertor.ppt2pdf', passes: ['.pdf'] }, { type: 'pdf.merge' }];
    expect(
      problemsOf(pack, [
        { name: 'deck.pptx', size: 10 },
        { name: 'notes.pdf', size: 10 },
      ]),
    ).toEqual([]);
    expect(problemsOf([{ type: 'convertor.ppt2pdf' }, { type: 'pdf.merge' }], [{ name: 'notes.pdf', size: 10 }])[0]?.message).toMatch(
      /“notes\.pdf” is not a file/,
    );
    expect(problemsOf([{ type: 'convertor.ppt2pdf', passes: ['.pdf'] }])[0]?.message).toMatch(
      /cannot go past this step unchanged: it is the last step/,
    );
    expect(problemsOf([{ type: 'pdf.merge', passes: ['.docx'] }, { type: 'pdf.stamp' }])[0]?.message).toMatch(/it takes all files at once/);
    // By code, for each edge to word in its own language.
    expect(problemsOf([{ type: 'convertor.ppt2pdf', passes: ['.pdf'] }])[0]).toMatchObject({
      code: 'cannot_pass',
      params: { why: 'last' },
    });
    const german = recipeProblemText(
      catalogWording('de'),
      problemsOf([{ type: 'pdf.merge', passes: ['.docx'] }, { type: 'pdf.stamp' }])[0]!,
    );
    expect(german).toMatch(
      /^Schritt 1 \(.+\): Dateien können diesen Schritt nicht unverändert überspringen: Er nimmt alle Dateien auf einmal\.$/,
    );
  });
});
