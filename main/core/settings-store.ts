/**
 * User settings as a JSON file in the app data dir. Unknown or invalid fields fall back to defaults rather
 * than failing the app start; writes are atomic.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Settings } from '../../shared/contract/ipc';
import { httpUrlSchema } from '../../shared/contract/http-url';
import { modelNameSchema, TRANSLATION_PROVIDER_IDS, type TranslationProviderId } from '../../shared/contract/translation';
import { writeFileAtomic } from '../fs/atomic-file';
import { LANGUAGE_SETTINGS } from '../../shared/i18n/locales';
import type { LanguageSetting } from '../../shared/i18n/locales';

export const DEFAULT_CLOUD_BASE_URL = 'https://app.deckflow.com/api';

export function defaultSettings(): Settings {
  return {
    backend: { kind: 'local', cloudBaseUrl: DEFAULT_CLOUD_BASE_URL, serverBaseUrl: '' },
    notifications: true,
    saveFolder: null,
    askWhereToSave: true,
    language: 'system',
  };
}

const languageSchema = z.enum(LANGUAGE_SETTINGS as [LanguageSetting, ...LanguageSetting[]]);

export const backendSettingsSchema = z
  .object({
    kind: z.enum(['local', 'cloud', 'server']),
    cloudBaseUrl: httpUrlSchema,
    // Settings saved before the Deckhand server existed have none.
    serverBaseUrl: z.union([httpUrlSchema, z.literal('')]).default(''),
  })
  .strict()
  .refine((backend) => backend.kind !== 'server' || backend.serverBaseUrl !== '', {
    message: 'A Deckhand server needs its address.',
    path: ['serverBaseUrl'],
  });

/**
 * The translation providers' settings (kind, address, models) for the local engine; their keys live in the key
 * store. Kept in settings.json beside Settings, but read and changed through translation:providers and
 * translation:setProvider, which also handle the keys.
 */
export interface TranslationSettings {
  /** Used for tasks that name no provider; null = what is installed (Apertium first). */
  preferred: TranslationProviderId | null;
  openai: { baseUrl: string; models: { standard: string; pro?: string } } | null;
  /** DeepL needs only a key; the address follows from it unless set. */
  deepl: { baseUrl: string | null };
  libretranslate: { baseUrl: string } | null;
}

export function defaultTranslationSettings(): TranslationSettings {
  return { preferred: null, openai: null, deepl: { baseUrl: null }, libretranslate: null };
}

export const translationSettingsSchema = z
  .object({
    preferred: z.enum(TRANSLATION_PROVIDER_IDS).nullable(),
    openai: z
      .object({ baseUrl: httpUrlSchema, models: z.object({ standard: modelNameSchema, pro: modelNameSchema.optional() }).strict() })
      .strict()
      .nullable(),
    deepl: z.object({ baseUrl: httpUrlSchema.nullable() }).strict(),
    libretranslate: z.object({ baseUrl: httpUrlSchema }).strict().nullable(),
  })
  .strict();

export const settingsPatchSchema = z
  .object({
    backend: backendSettingsSchema,
    notifications: z.boolean(),
    saveFolder: z.string().min(1).max(4096).nullable(),
    askWhereToSave: z.boolean(),
    language: languageSchema,
  })
  .partial()
  .strict();

export interface SettingsEnv {
  DECKFLOW_API_BASE?: string | undefined;
  DECKFLOW_API_KEY?: string | undefined;
}

export class SettingsStore {
  private current: Settings = defaultSettings();
  private translationSettings: TranslationSettings = defaultTranslationSettings();
  private readonly listeners = new Set<(settings: Settings, previous: Settings) => void>();

  private constructor(private readonly filePath: string) {}

  /**
   * Loads `<dir>/settings.json`. On first run (no file), `DECKFLOW_API_BASE` seeds the cloud address;
   * `firstRun` tells the caller to seed the cloud key from `DECKFLOW_API_KEY`.
   */
  static async open(dir: string, env: SettingsEnv = {}): Promise<{ store: SettingsStore; firstRun: boolean }> {
    const store = new SettingsStore(path.join(dir, 'settings.json'));
    let text: string | null = null;
    try {
      text = await readFile(store.filePath, 'utf8');
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
    if (text === null) {
      const base = env.DECKFLOW_API_BASE ? httpUrlSchema.safeParse(env.DECKFLOW_API_BASE) : null;
      if (base?.success) store.current.backend.cloudBaseUrl = base.data;
      await store.save();
      return { store, firstRun: true };
    }
    store.current = mergeStored(text);
    store.translationSettings = storedTranslation(text);
    return { store, firstRun: false };
  }

  get(): Settings {
    return structuredClone(this.current);
  }

  /** Applies a validated patch (see settingsPatchSchema) and persists it. */
  async update(patch: Partial<Settings>): Promise<Settings> {
    const previous = this.current;
    const next: Settings = { ...structuredClone(previous), ...structuredClone(patch) };
    this.current = next;
    await this.save();
    for (const listener of this.listeners) listener(this.get(), structuredClone(previous));
    return this.get();
  }

  translation(): TranslationSettings {
    return structuredClone(this.translationSettings);
  }

  /** Replaces the translation settings (validated by the caller) and persists them. */
  async updateTranslation(next: TranslationSettings): Promise<TranslationSettings> {
    this.translationSettings = structuredClone(next);
    await this.save();
    return this.translation();
  }

  onChange(listener: (settings: Settings, previous: Settings) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private async save(): Promise<void> {
    await writeFileAtomic(this.filePath, `${JSON.stringify({ ...this.current, translation: this.translationSettings }, null, 2)}\n`);
  }
}

function storedTranslation(text: string): TranslationSettings {
  try {
    const parsed = translationSettingsSchema.safeParse((JSON.parse(text) as { translation?: unknown }).translation);
    return parsed.success ? parsed.data : defaultTranslationSettings();
  } catch {
    return defaultTranslationSettings();
  }
}

function mergeStored(text: string): Settings {
  const settings = defaultSettings();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return settings;
  }
  if (typeof raw !== 'object' || raw === null) return settings;
  const record = raw as Record<string, unknown>;
  const backend = backendSettingsSchema.safeParse(record.backend);
  if (backend.success) settings.backend = backend.data;
  if (typeof record.notifications === 'boolean') settings.notifications = record.notifications;
  const saveFolder = z.string().min(1).nullable().safeParse(record.saveFolder);
  if (saveFolder.success) settings.saveFolder = saveFolder.data;
  if (typeof record.askWhereToSave === 'boolean') settings.askWhereToSave = record.askWhereToSave;
  const language = languageSchema.safeParse(record.language);
  if (language.success) settings.language = language.data;
  return settings;
}
