/**
 * The engine's refusals and failures by code (shared/contract/failure-reasons.ts): every code has its words in every
 * locale, English word for word as the engine writes it (made here by the engine's own functions where they are
 * plain), no English left in another locale, sizes in the language's figures and units, and the window's Details in
 * its language; a code the window does not know keeps the engine's English.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { failureReason } from '../../renderer/src/shared/error-text';
import {
  FAILURE_REASON_CODES,
  FAILURE_REASONS,
  type CodedFailureReason,
  type FailureReasonCode,
} from '../../shared/contract/failure-reasons';
import { failureFields } from '../../shared/contract/error-codes';
import { failureReasonMessages } from '../../shared/i18n/failure-reason-messages';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { codedReasonText, failureReasonText } from '../../shared/i18n/unavailable-words';
import { findTool } from '../../shared/tools/catalog';
import { fileTooLarge } from '../../main/engine/intake/multipart-intake';
import { requestTooLarge, tooManyFiles } from '../../main/engine/intake/intake-refusals';
import { formatRefusal } from '../../main/engine/intake/format-sniffing';
import { stoppedFailure } from '../../main/engine/lib/process/process-exit';
import { normaliseTaskError } from '../../main/core/service-client/service-error';
import type { HttpError } from '../../main/engine/lib/errors/http-error';

const MB = 1024 ** 2;
const merge = findTool('pptx.join')!;
const toPdf = findTool('convertor.ppt2pdf')!;

/** A failure the engine makes: its English and its reason. */
interface Made {
  message: string;
  reason: CodedFailureReason;
}

function fromHttp(error: HttpError): Made {
  return { message: error.message, reason: error.fields.reason! };
}

/** Each code's failures as the engine makes them: by its own functions, else as its modules write them. */
const MADE: Readonly<Record<FailureReasonCode, Made[]>> = {
  'file-too-large': [fromHttp(fileTooLarge(merge, 'big.pptx', 300 * MB))],
  'file-too-large-any': [fromHttp(fileTooLarge(undefined, 'big.pptx', 1.5 * 1024 * MB))],
  'upload-too-large': [
    fromHttp(requestTooLarge(merge, 600 * MB)),
    fromHttp(requestTooLarge(merge, 600 * MB, 700 * MB)),
    fromHttp(requestTooLarge(undefined, 2048 * MB)),
    fromHttp(requestTooLarge(undefined, 2048 * MB, 2.5 * 1024 * MB)),
  ],
  'too-many-files': [fromHttp(tooManyFiles(100))],
  'content-mismatch': [
    formatRefusal(toPdf, 'deck.pptx', 'docx')!,
    formatRefusal(toPdf, 'deck.ppt', 'pptx')!,
    formatRefusal(findTool('convertor.doc2pdf')!, 'memo.docx', 'office-encrypted')!,
    formatRefusal(toPdf, 'deck.pptx', 'binary')!,
    formatRefusal(toPdf, 'deck.pptx', 'ole2')!,
  ],
  'address-refused': [
    {
      message: 'notifyURL is refused: hooks.invalid cannot be resolved',
      reason: { code: 'address-refused', params: { field: 'notifyURL', why: 'unresolved', host: 'hooks.invalid', detail: '' } },
    },
  ],
  'provider-unreachable': [
    {
      message: 'DeepL no answer within 30 s (tried 3 times).',
      reason: {
        code: 'provider-unreachable',
        params: { provider: 'DeepL', chat: '', how: 'silent', seconds: 30, origin: '', status: 0, detail: '', attempts: 3 },
      },
    },
    {
      message: 'The chat model (http://127.0.0.1:11434/v1) cannot be reached at http://127.0.0.1:11434 (ECONNREFUSED) (tried 3 times).',
      reason: {
        code: 'provider-unreachable',
        params: {
          provider: 'The chat model (http://127.0.0.1:11434/v1)',
          chat: 'http://127.0.0.1:11434/v1',
          how: 'unreachable',
          seconds: 0,
          origin: 'http://127.0.0.1:11434',
          status: 0,
          detail: 'ECONNREFUSED',
          attempts: 3,
        },
      },
    },
    {
      message: 'LibreTranslate (http://lt.local) answered 503: Service Unavailable (tried 3 times).',
      reason: {
        code: 'provider-unreachable',
        params: {
          provider: 'LibreTranslate (http://lt.local)',
          chat: '',
          how: 'answered',
          seconds: 0,
          origin: '',
          status: 503,
          detail: 'Service Unavailable',
          attempts: 3,
        },
      },
    },
  ],
  'task-timeout': [
    {
      message: 'convertor.ppt2pdf took longer than 10 min and was stopped.',
      reason: { code: 'task-timeout', params: { tool: 'convertor.ppt2pdf', toolTitle: '', time: 10, unit: 'min' } },
    },
  ],
  'conversion-timeout': [
    {
      message: 'Converting “deck.pptx” took longer than 5 minutes and was stopped.',
      reason: { code: 'conversion-timeout', params: { file: 'deck.pptx', minutes: 5 } },
    },
  ],
  'office-unreadable': [
    {
      message: 'LibreOffice could not open “deck.pptx”: the file is damaged, password-protected or not a format it reads.',
      reason: { code: 'office-unreadable', params: { file: 'deck.pptx' } },
    },
  ],
  'office-password': [
    {
      message: 'Deckhand could not open “deck.pptx”: it is password-protected. Remove the password and send it again.',
      reason: { code: 'office-password', params: { file: 'deck.pptx' } },
    },
  ],
  'no-slides': [
    {
      message: '“deck.pptx” has no slides, so there is nothing to convert.',
      reason: { code: 'no-slides', params: { file: 'deck.pptx' } },
    },
  ],
  'pdf-unreadable': [
    {
      message: '“a.pdf” is not a PDF Deckhand can read (qpdf: a.pdf: not a PDF file).',
      reason: { code: 'pdf-unreadable', params: { file: 'a.pdf', detail: 'a.pdf: not a PDF file' } },
    },
    { message: '“a.pdf” is not a PDF Deckhand can read.', reason: { code: 'pdf-unreadable', params: { file: 'a.pdf', detail: '' } } },
  ],
  'pdf-password': [
    {
      message:
        '“a.pdf” is password-protected and the password given does not open it: type its password in the Password field and try again.',
      reason: { code: 'pdf-password', params: { file: 'a.pdf' } },
    },
  ],
  'program-stopped': [
    stoppedFailure('LibreOffice', 'deck.pptx', { exitCode: null, exitSignal: 'SIGKILL' })!,
    stoppedFailure('qpdf', 'a.pdf', { exitCode: null, exitSignal: null })!,
  ].map((error) => ({ message: error.message, reason: error.reason! })),
  'output-too-large': [
    {
      message: 'Stopped: the result is larger than 1 GB, the most the engine keeps for a task with 2.5 MB of input.',
      reason: { code: 'output-too-large', params: { limit: 1024 * MB, input: 2.5 * MB, while: 'done' } },
    },
    {
      message:
        'Stopped: this task wrote more than 1 GB, the most the engine lets a task with 2.5 MB of input write. The file holds parts that expand far beyond their size.',
      reason: { code: 'output-too-large', params: { limit: 1024 * MB, input: 2.5 * MB, while: 'running' } },
    },
  ],
};

/** Words that would give away an English sentence left in another locale. */
const ENGLISH_WORDS =
  /\b(is larger|takes files|per task|not a PDF|could not|was stopped|took longer|send it again|rename it|has no slides|cannot be|no answer|answered|tried|Stopped|password)\b/;

describe('the engine’s refusals and failures, by code', () => {
  it('says in English what the engine says, word for word, with the params the code names', () => {
    for (const code of FAILURE_REASON_CODES) {
      expect(MADE[code].length, code).toBeGreaterThan(0);
      for (const made of MADE[code]) {
        expect(made.reason.code).toBe(code);
        expect(Object.keys(made.reason.params).sort(), code).toEqual([...FAILURE_REASONS[code]].sort());
        expect(codedReasonText(catalogWording('en'), made.reason), code).toBe(made.message);
        // The English edge shows the engine's own sentence.
        expect(failureReasonText(catalogWording('en'), made)).toBe(made.message);
      }
    }
  });

  it('has every code in every locale, with no English sentence and no placeholder left', () => {
    for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
      const words = catalogWording(locale);
      for (const code of FAILURE_REASON_CODES) {
        expect(Object.hasOwn(failureReasonMessages[locale], `reason.${code}`), `${locale} ${code}`).toBe(true);
        for (const made of MADE[code]) {
          const text = failureReasonText(words, made);
          expect(text, `${locale} ${code}`).not.toBe(made.message);
          // A program's or a provider's own words (`detail`) are quoted as they are.
          const own = String(made.reason.params.detail ?? '');
          expect(own ? text.replace(own, '') : text, `${locale} ${code}`).not.toMatch(ENGLISH_WORDS);
          expect(text, `${locale} ${code}`).not.toMatch(/[{}]|\bnone\b/);
        }
      }
    }
  });

  it('words sizes with the language’s figures and units, and a tool by its title there', () => {
    const [bigUpload] = MADE['upload-too-large'].slice(3);
    expect(failureReasonText(catalogWording('de'), bigUpload!)).toBe(
      'Dieser Upload ist 2,5 GB groß; kein Werkzeug nimmt mehr als 2 GB pro Aufgabe, alle Dateien zusammen.',
    );
    expect(failureReasonText(catalogWording('fr'), MADE['file-too-large'][0]!)).toBe(
      '« big.pptx » dépasse cette taille ; Fusionner des présentations accepte des fichiers jusqu’à 300 Mo.',
    );
    expect(failureReasonText(catalogWording('es'), MADE['content-mismatch'][0]!)).toBe(
      '«deck.pptx» es un archivo .docx, no un archivo .pptx. Convertir a PDF admite archivos .ppt, .pptx, .odp o .key.',
    );
    const arabic = failureReasonText(catalogWording('ar'), MADE['output-too-large'][0]!);
    expect(arabic).toContain(`${new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(2.5)} م.ب`);
    expect(failureReasonText(catalogWording('ar'), MADE['no-slides'][0]!)).toContain('«\u2068deck.pptx\u2069»');
    expect(failureReasonText(catalogWording('de'), MADE['task-timeout'][0]!)).toBe(
      'In PDF umwandeln hat länger als 10 min gedauert und wurde angehalten.',
    );
  });

  it('keeps the reason from the wire to the window, and the English for a code it does not know', async () => {
    const wire = { code: 'invalid_file', message: MADE['office-password'][0]!.message, reason: MADE['office-password'][0]!.reason };
    const task = normaliseTaskError(JSON.parse(JSON.stringify(wire)));
    expect(task.reason).toEqual(wire.reason);
    expect(failureFields({ reason: { code: 'from-a-newer-engine', params: {} } })).toEqual({});
    await i18next.changeLanguage('de');
    expect(failureReason(task)).toBe(
      'Deckhand konnte „deck.pptx“ nicht öffnen: Die Datei ist passwortgeschützt. Entfernen Sie das Passwort, und senden Sie sie erneut.',
    );
    expect(failureReason({ message: 'Something a newer engine says.', reason: { code: 'newer', params: {} } })).toBe(
      'Something a newer engine says.',
    );
    await i18next.changeLanguage('en');
    expect(failureReason(task)).toBe(wire.message);
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
