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
import { ENV_TARGETS, UNAVAILABLE_CODES, UNAVAILABLE_REASONS, type UnavailableCode } from '../../shared/contract/unavailable-reasons';
import { failureReasonText } from '../../shared/i18n/unavailable-words';
import { translationRefusalText } from '../../shared/i18n/translation-refusal-words';
import { languageName } from '../../shared/tools/languages';
import { translationRefusalEnglish, type TranslationRefusal } from '../../shared/tools/translation-pairs';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { unavailableMessages } from '../../shared/i18n/unavailable-messages';
import { checkRecipe, recipeProblemText } from '../../shared/recipes/recipe-check';
import { CATALOG, describeTool } from '../../shared/tools/catalog';
import { LOCAL_REFUSALS } from '../../shared/tools/local-refusals';

const ENGLISH = 'LibreOffice is needed for this conversion but was not found: install LibreOffice (…).';
const INSTALL = 'Debian/Ubuntu: `sudo apt install qpdf`, macOS: `brew install qpdf`';
const missing = {
  unavailable: ENGLISH,
  unavailableReason: { code: 'program-missing', params: { program: 'qpdf', install: INSTALL, env: 'DECKHAND_QPDF', envTo: 'path' } },
};

/**
 * Each code's English as the engine writes it (lib/process/program-registry.ts, lib/media/ffmpeg.ts, intake/task-checks.ts,
 * shared/tools/local-refusals.ts).
 */
const ENGINE_ENGLISH: Partial<Record<UnavailableCode, [Record<string, string>, string]>> = {
  'program-path-wrong': [
    { program: 'pdftotext', env: 'DECKHAND_POPPLER', value: '/opt/p', envTo: 'folder', executable: 'pdftotext' },
    'pdftotext was not found: DECKHAND_POPPLER points to "/opt/p", which has no pdftotext.',
  ],
  'ffmpeg-no-h264': [
    { tried: '/usr/bin/ffmpeg', encoder: 'libx264', install: 'Debian/Ubuntu: `sudo apt install ffmpeg`', env: 'DECKHAND_FFMPEG' },
    'ffmpeg was found (/usr/bin/ffmpeg) but it cannot encode H.264 (no libx264): install ffmpeg (Debian/Ubuntu: `sudo apt install ffmpeg`) or set DECKHAND_FFMPEG to its path.',
  ],
  'keynote-file': [
    { file: 'talk.key' },
    '“talk.key” is a Keynote file: export it as .pptx from Keynote, or use the DeckFlow cloud service.',
  ],
  'legacy-doc': [{ file: 'old.doc' }, '“old.doc” is an old Word .doc file: save it as .docx and send that.'],
  'revamp-pptx-only': [
    { file: 'talk.pdf' },
    '“talk.pdf”: the local engine revamps .pptx decks; convert it to .pptx first, or use the DeckFlow cloud service.',
  ],
  'local-image-translate': [{}, LOCAL_REFUSALS.imageTranslate],
  'local-web-search': [{}, LOCAL_REFUSALS.enableSearch],
  'no-chat-model': [{}, LOCAL_REFUSALS.useModel],
};

describe('why a tool cannot run, in words', () => {
  it('says in English what the engine says, word for word', () => {
    for (const [code, [params, english]] of Object.entries(ENGINE_ENGLISH)) {
      expect(catalogWording('en').t(`unavailable.${code as UnavailableCode}`, params), code).toBe(english);
    }
  });

  it('leaves no English sentence of the catalog in another locale', () => {
    for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
      for (const code of UNAVAILABLE_CODES) {
        const words = catalogWording(locale);
        const params = Object.fromEntries((UNAVAILABLE_REASONS[code] as readonly string[]).map((name) => [name, 'X']));
        const text = words.t(`unavailable.${code}`, params);
        expect(text, `${locale} ${code}`).not.toBe(catalogWording('en').t(`unavailable.${code}`, params));
        expect(text, `${locale} ${code}`).not.toMatch(/\b(was not found|is needed|install it|export it|save it|convert it)\b/);
      }
    }
  });

  it('words why no translation provider takes a pair: English the check’s own, each locale its own, languages named in it', () => {
    const refusals: TranslationRefusal[] = [
      { code: 'same-language', to: 'de' },
      { code: 'provider-unavailable', provider: 'DeepL', reason: 'DeepL is not set up: add a DeepL API key in Settings.' },
      { code: 'provider-no-pair', provider: 'Apertium', from: 'en', to: 'fr' },
      { code: 'provider-no-pair', provider: 'Apertium', from: 'auto', to: 'fr' },
      { code: 'no-provider', from: 'en', to: 'de' },
      { code: 'no-provider', from: 'auto', to: 'ja' },
      { code: 'detected-same', file: 'deck.pptx', to: 'es' },
      { code: 'detected-no-pair', file: 'deck.pptx', from: 'de', to: 'es' },
    ];
    const codes = new Set(refusals.map((refusal) => refusal.code));
    for (const refusal of refusals) {
      const english = translationRefusalEnglish(refusal);
      expect(translationRefusalText(catalogWording('en'), refusal)).toBe(english);
      // The catalog's English says what the check says (but for a provider's own reason, which the engine words).
      if (refusal.code !== 'provider-unavailable') {
        const values = {
          toName: 'to' in refusal ? languageName(refusal.to) : '',
          ...refusal,
          fromName: 'from' in refusal ? languageName(refusal.from) : '',
        };
        expect(catalogWording('en').t(`unavailable.translation.${refusal.code}`, values), refusal.code).toBe(english);
      }
      for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
        const text = translationRefusalText(catalogWording(locale), refusal);
        expect(text, `${locale} ${refusal.code}`).not.toMatch(/\b(translate|provider|choose|install)\b/);
        expect(text, `${locale} ${refusal.code}`).not.toContain('{');
      }
    }
    expect(codes.size).toBe(6);
    expect(translationRefusalText(catalogWording('es'), refusals[4]!)).toBe(
      'Ningún proveedor de traducción de este equipo puede traducir del inglés al alemán: instale un par de Apertium para ello o configure en Ajustes un modelo compatible con OpenAI (como Ollama), DeepL o LibreTranslate.',
    );
    expect(translationRefusalText(catalogWording('fr'), refusals[3]!)).toBe(
      'Apertium ne sait pas traduire un texte en français : choisissez un autre fournisseur ou une autre langue.',
    );
    expect(translationRefusalText(catalogWording('ar'), refusals[2]!)).toContain('من الإنجليزية إلى الفرنسية');
  });

  it('words a refusal at intake by its reason in an edge’s language, else keeps its English', () => {
    const refusal = {
      message: '“old.doc” is an old Word .doc file: save it as .docx and send that.',
      reason: { code: 'legacy-doc', params: { file: 'old.doc' } },
    };
    expect(failureReasonText(catalogWording('en'), refusal)).toBe(refusal.message);
    expect(failureReasonText(catalogWording('fr'), refusal)).toBe(
      '« old.doc » est un ancien fichier Word au format .doc : enregistrez-le en .docx et envoyez celui-ci.',
    );
    expect(failureReasonText(catalogWording('ar'), refusal)).toContain('«\u2068old.doc\u2069»');
    expect(failureReasonText(catalogWording('de'), { message: 'A newer code.', reason: { code: 'newer', params: {} } })).toBe(
      'A newer code.',
    );
    expect(failureReasonText(catalogWording('de'), { message: 'No reason.' })).toBe('No reason.');
  });

  it('every code has its words in every locale, each of a variable’s targets its own', async () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'ar'] as const) {
      await i18next.changeLanguage(locale);
      for (const code of UNAVAILABLE_CODES) {
        expect(Object.hasOwn(unavailableMessages[locale], `unavailable.${code}`), `${locale} ${code}`).toBe(true);
        // A variable pointing to a folder is the form that names every param (`executable` too).
        const params = Object.fromEntries(
          (UNAVAILABLE_REASONS[code] as readonly string[]).map((name) => [name, name === 'envTo' ? 'folder' : `<${name}>`]),
        );
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
