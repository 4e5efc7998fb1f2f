/**
 * The tools' own words in every shipped locale (issue #32): each tool's title and summary, and each generic options
 * form's labels, hints and choice labels, have a message in every locale, and English's equals what the definitions
 * and panels declare (they stay the source). A tool or option added without its words fails here; the window then
 * shows its English, which the lookups fall back to.
 */
import i18next from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, describe, expect, it } from 'vitest';
import { PANELS } from '../../renderer/src/app/panel-registry';
import { CATALOGS } from '../../renderer/src/i18n/i18n';
import { choiceKey, choiceLabel, fieldHintKey, fieldLabelKey, hasWords, translatedSpec } from '../../renderer/src/shared/panel/field-words';
import { declaredFields } from '../../renderer/src/shared/panel/schema-options';
import type { ResolvedField } from '../../renderer/src/shared/panel/schema-options';
import { summaryValues, toolSummary, toolTitle } from '../../renderer/src/shared/tool-words';
import { LOCALE_CODES } from '../../shared/i18n/locales';
import { TOOL_DEFINITIONS } from '../../shared/tools/catalog';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';
import { designDescription, designName } from '../../renderer/src/shared/design-words';

type Catalog = Readonly<Record<string, string>>;

function english(message: string, values?: Readonly<Record<string, number>>): string {
  return String(new IntlMessageFormat(message, 'en').format(values));
}

/** Each key a tool needs, with the English it must say. */
function toolKeys(tools: readonly { type: string; title: string; summary: string }[]): [string, string, Record<string, number>?][] {
  return tools.flatMap((tool) => [
    [`tool.${tool.type}.title`, tool.title] as [string, string],
    [`tool.${tool.type}.summary`, tool.summary, summaryValues(tool.type)] as [string, string, Record<string, number>?],
  ]);
}

/** Each key a form field needs: its label and hint, and its choices' labels, where they hold words. */
function fieldKeys(fields: readonly ResolvedField[]): [string, string][] {
  return fields.flatMap(({ toolType, spec }) => [
    // A field drawn by its own component says its label itself, through its own catalog keys (and its file is in the
    // hard-coded-strings scan); the form still shows the spec's hint under it.
    ...(hasWords(spec.label) && !spec.Component ? [[fieldLabelKey(toolType, spec.name), spec.label] as [string, string]] : []),
    ...(spec.hint ? [[fieldHintKey(toolType, spec.name), spec.hint] as [string, string]] : []),
    ...(spec.languageChoices ? [] : (spec.choices ?? []))
      .filter((choice) => hasWords(choice.label))
      .map((choice) => [choiceKey(toolType, spec.name, choice.value), choice.label] as [string, string]),
  ]);
}

/** The keys some locale lacks, and English messages that say something else than the source. */
function problems(keys: readonly [string, string, Record<string, number>?][]): string[] {
  const found: string[] = [];
  for (const [key, source, values] of keys) {
    for (const code of LOCALE_CODES) {
      const message = (CATALOGS[code] as Catalog)[key];
      if (!message?.trim()) found.push(`${code}: no ${key}`);
    }
    const en = (CATALOGS.en as Catalog)[key];
    if (en !== undefined && english(en, values) !== source) found.push(`en: ${key} says “${english(en, values)}”, not “${source}”`);
  }
  return found;
}

describe('the tools’ words', () => {
  afterAll(() => i18next.changeLanguage('en'));

  it('give every shipped tool its title and summary in every locale, English as in its definition', () => {
    expect(problems(toolKeys(TOOL_DEFINITIONS))).toEqual([]);
  });

  it('give every built-in design its name and description in every locale, English as in deck-templates.ts', () => {
    const keys = DECK_TEMPLATES.flatMap((design): [string, string][] => [
      [`design.${design.id}.name`, design.name],
      [`design.${design.id}.description`, design.description],
    ]);
    expect(problems(keys)).toEqual([]);
    expect(problems([['design.dusk.name', 'Dusk']])).toContain('de: no design.dusk.name');
  });

  it('give every generic options field of every panel its label, hint and choices in every locale', () => {
    expect(PANELS.length).toBeGreaterThan(0);
    const fields = declaredFields();
    // Every panel built on the schema form declared its fields on loading: Split PDF's mode among them.
    expect(fields.some((field) => field.toolType === 'pdf.split' && field.spec.name === 'mode')).toBe(true);
    expect(problems(fieldKeys(fields))).toEqual([]);
  });

  it('finds what a new tool or option lacks, so the check can fail', () => {
    const tool = { type: 'pdf.flatten', title: 'Flatten a PDF', summary: 'Flatten the forms of a PDF.' };
    expect(problems(toolKeys([tool]))).toContain('fr: no tool.pdf.flatten.title');
    const field: ResolvedField = {
      toolType: 'pdf.split',
      spec: { name: 'mode', label: 'Split', choices: [{ value: 'halves', label: 'In halves' }] },
      field: { kind: 'choice', name: 'mode', values: ['halves'], defaultValue: undefined, optional: false },
    };
    expect(problems(fieldKeys([field]))).toContain('ar: no param.pdf.split.mode.choice.halves');
    expect(problems([['tool.pdf.merge.title', 'Join PDFs']])).toEqual(['en: tool.pdf.merge.title says “Merge PDFs”, not “Join PDFs”']);
  });

  it('look the words up by tool type and value in the window’s language, English where none is written', async () => {
    await i18next.changeLanguage('fr');
    expect(toolTitle({ type: 'pptx.embedFonts', title: 'Embed fonts' })).toBe('Incorporer les polices');
    expect(toolSummary({ type: 'generation', summary: '' })).toContain('300 diapositives');
    expect(toolTitle({ type: 'pdf.flatten', title: 'Flatten a PDF' })).toBe('Flatten a PDF');
    const split = translatedSpec('pdf.split', {
      name: 'mode',
      label: 'Split',
      choices: [
        { value: 'ranges', label: 'By ranges' },
        { value: 'halves', label: 'In halves' },
      ],
    });
    expect(split.label).toBe('Scinder');
    expect(split.choices?.map((choice) => choice.label)).toEqual(['Par plages', 'In halves']);
    // Languages are named by the locale itself.
    const language = { name: 'language', label: 'Language of the text', languageChoices: true };
    expect(choiceLabel('pdf.ocr', language, { value: 'de', label: 'German' })).toBe('allemand');
    expect(designName({ id: 'slate', name: 'Slate' })).toBe('Ardoise');
    expect(designDescription({ id: 'dusk', description: 'Dark dusk.' })).toBe('Dark dusk.');
    await i18next.changeLanguage('ar');
    expect(toolTitle({ type: 'pdf.merge', title: 'Merge PDFs' })).toBe('دمج ملفات PDF');
  });
});
