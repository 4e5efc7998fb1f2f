/**
 * Why a tool cannot run, in the window's language (shared/contract/unavailable-reasons.ts): every code a backend
 * sends has its words in every locale, commands and variables kept as they are; English keeps the backend's own
 * sentence, and a reason without a code (an older engine, the cloud) or of a code not known here shows it too.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { panelTool } from '../../renderer/src/shared/panel/panel-tool';
import { toolUnavailable } from '../../renderer/src/shared/unavailable-words';
import { PANELS } from '../../renderer/src/app/panel-registry';
import type { ToolDescriptor } from '../../shared/contract/service';
import { ENV_TARGETS, UNAVAILABLE_CODES, UNAVAILABLE_REASONS } from '../../shared/contract/unavailable-reasons';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { unavailableMessages } from '../../shared/i18n/unavailable-messages';
import { checkRecipe, recipeProblemText } from '../../shared/recipes/recipe-check';
import { CATALOG, describeTool } from '../../shared/tools/catalog';

const ENGLISH = 'LibreOffice is needed for this conversion but was not found: install LibreOffice (…).';
const INSTALL = 'Debian/Ubuntu: `sudo apt install qpdf`, macOS: `brew install qpdf`';
const missing = {
  unavailable: ENGLISH,
  unavailableReason: { code: 'program-missing', params: { program: 'qpdf', install: INSTALL, env: 'DECKHAND_QPDF', envTo: 'path' } },
};

describe('why a tool cannot run, in words', () => {
  it('every code has its words in every locale, each of a variable’s targets its own', async () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'ar'] as const) {
      await i18next.changeLanguage(locale);
      for (const code of UNAVAILABLE_CODES) {
        expect(Object.hasOwn(unavailableMessages[locale], `unavailable.${code}`), `${locale} ${code}`).toBe(true);
        const params = Object.fromEntries((UNAVAILABLE_REASONS[code] as readonly string[]).map((name) => [name, `<${name}>`]));
        const text = i18next.t(`unavailable.${code}`, params);
        for (const name of Object.keys(params)) if (name !== 'envTo') expect(text, `${locale} ${code}`).toContain(`<${name}>`);
      }
      const targets = ENV_TARGETS.map((envTo) => i18next.t('unavailable.program-missing', { ...missing.unavailableReason.params, envTo }));
      expect(new Set(targets).size, locale).toBe(ENV_TARGETS.length);
    }
  });

  it('says it in the window’s language, commands as they are; English is the backend’s own sentence', async () => {
    await i18next.changeLanguage('en');
    expect(toolUnavailable(missing)).toBe(ENGLISH);
    await i18next.changeLanguage('de');
    expect(toolUnavailable(missing)).toBe(
      `Dieses Werkzeug braucht qpdf, das auf diesem Computer nicht gefunden wurde: Installieren Sie es (${INSTALL}), oder setzen Sie DECKHAND_QPDF auf seinen Pfad.`,
    );
    await i18next.changeLanguage('ar');
    expect(toolUnavailable(missing)).toContain(`\u2066${INSTALL}\u2069`);
    expect(toolUnavailable({ unavailable: 'Something only a newer engine says.', unavailableReason: { code: 'newer', params: {} } })).toBe(
      'Something only a newer engine says.',
    );
    expect(toolUnavailable({ unavailable: 'An older engine’s words.' })).toBe('An older engine’s words.');
    expect(toolUnavailable({})).toBeUndefined();
  });

  it('reaches the panel, its blocker and a recipe’s problem in the language', async () => {
    await i18next.changeLanguage('fr');
    const tools: ToolDescriptor[] = CATALOG.map(describeTool).map((tool) =>
      tool.type === 'pdf.protect' ? ({ ...tool, ...missing } as ToolDescriptor) : tool,
    );
    const panel = PANELS.find((entry) => panelTool(entry, tools)?.type === 'pdf.protect')!;
    expect(panelTool(panel, tools)?.unavailable).toMatch(/^Cet outil a besoin de qpdf/);
    const check = checkRecipe({ steps: [{ type: 'pdf.protect', params: { password: 'x' } }] }, { tools });
    expect(check.ok).toBe(false);
    const problem = check.ok ? undefined : check.problems[0];
    expect(problem?.message).toContain(ENGLISH);
    const french = catalogWording('fr');
    expect(problem && problem.code === 'unavailable' ? problem.params.coded?.code : null).toBe('program-missing');
    expect(recipeProblemText(french, problem!)).toMatch(/Cet outil a besoin de qpdf/);
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
