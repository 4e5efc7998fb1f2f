/**
 * Why a tool cannot run here, by its code (shared/contract/unavailable-reasons.ts), for the window, core and the
 * command line. Commands, variable names and program names are params, the same in every language; in Arabic they
 * are isolated left to right (U+2066…U+2069).
 */
import { featureMessages } from './feature-messages';
import type { UnavailableCode } from '../contract/unavailable-reasons';

type UnavailableKey = `unavailable.${UnavailableCode}`;

const en = {
  'unavailable.program-missing':
    '{program} is needed for this tool but was not found on this computer: install it ({install}) or set {env} to {envTo, select, folder {the folder holding its programs} program {its program} other {its path}}.',
  'unavailable.no-translation-provider':
    'No translation provider is available: install Apertium with a language pair (Debian/Ubuntu: {command}), or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.',
  'unavailable.cloud-only': 'This tool runs on the DeckFlow cloud service only: choose the cloud backend in Settings to use it.',
} as const satisfies Record<UnavailableKey, string>;

export const unavailableMessages = featureMessages(en, {
  es: {
    'unavailable.program-missing':
      'Esta herramienta necesita {program}, que no está en este equipo: instálelo ({install}) o indique en {env} {envTo, select, folder {la carpeta de sus programas} program {su programa} other {su ruta}}.',
    'unavailable.no-translation-provider':
      'No hay ningún proveedor de traducción disponible: instale Apertium con un par de idiomas (Debian/Ubuntu: {command}) o configure en Ajustes un modelo compatible con OpenAI (como Ollama), DeepL o LibreTranslate.',
    'unavailable.cloud-only': 'Esta herramienta solo funciona en el servicio en la nube de DeckFlow: elija la nube en Ajustes para usarla.',
  },
  de: {
    'unavailable.program-missing':
      'Dieses Werkzeug braucht {program}, das auf diesem Computer nicht gefunden wurde: Installieren Sie es ({install}), oder setzen Sie {env} auf {envTo, select, folder {den Ordner mit seinen Programmen} program {sein Programm} other {seinen Pfad}}.',
    'unavailable.no-translation-provider':
      'Kein Übersetzungsanbieter verfügbar: Installieren Sie Apertium mit einem Sprachpaar (Debian/Ubuntu: {command}), oder richten Sie in den Einstellungen ein OpenAI-kompatibles Modell (etwa Ollama), DeepL oder LibreTranslate ein.',
    'unavailable.cloud-only':
      'Dieses Werkzeug läuft nur im Cloud-Dienst von DeckFlow: Wählen Sie in den Einstellungen die Cloud, um es zu nutzen.',
  },
  fr: {
    'unavailable.program-missing':
      'Cet outil a besoin de {program}, introuvable sur cet ordinateur : installez-le ({install}) ou faites pointer {env} vers {envTo, select, folder {le dossier de ses programmes} program {son programme} other {son chemin}}.',
    'unavailable.no-translation-provider':
      'Aucun fournisseur de traduction n’est disponible : installez Apertium avec une paire de langues (Debian/Ubuntu : {command}), ou configurez dans les Réglages un modèle compatible OpenAI (comme Ollama), DeepL ou LibreTranslate.',
    'unavailable.cloud-only':
      'Cet outil ne fonctionne que sur le service cloud DeckFlow : choisissez le cloud dans les Réglages pour l’utiliser.',
  },
  ar: {
    'unavailable.program-missing':
      'تحتاج هذه الأداة إلى \u2066{program}\u2069، ولم يُعثر عليه في هذا الحاسوب: ثبّته (\u2066{install}\u2069) أو اجعل \u2066{env}\u2069 يشير إلى {envTo, select, folder {المجلد الذي يضم برامجه} program {برنامجه} other {مساره}}.',
    'unavailable.no-translation-provider':
      'لا يتوفر أي مزوّد للترجمة: ثبّت Apertium مع زوج لغات (Debian/Ubuntu: \u2066{command}\u2069)، أو اضبط في الإعدادات نموذجًا متوافقًا مع OpenAI (مثل Ollama) أو DeepL أو LibreTranslate.',
    'unavailable.cloud-only': 'لا تعمل هذه الأداة إلا على خدمة DeckFlow السحابية: اختر السحابة في الإعدادات لاستخدامها.',
  },
});

export type UnavailableMessageKey = keyof typeof unavailableMessages.en;
