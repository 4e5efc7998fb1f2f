/**
 * The window's watch folders: set up once (kept in `watch-folders.json` in the app's data folder), running while the
 * app is open or in the tray, each with its own ledger under `watch/`. Paused ones stay paused across a restart.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { WatchFolderConfig, WatchFolderStatus } from '../../../shared/contract/recipes';
import { parseRecipe } from '../../../shared/recipes/recipe-document';
import { writeFileAtomic } from '../../fs/atomic-file';
import type { EventBus } from '../event-bus';
import { ServiceError } from '../service-client/service-error';
import { WatchFolder } from './watch-folder';
import type { WatchBackend } from './watch-folder';
import { ENGLISH_WORDING, type Wording } from '../../../shared/i18n/recipes/recipe-words';

interface StoredWatch extends WatchFolderConfig {
  paused: boolean;
}

export interface WatchFoldersDeps {
  dataDir: string;
  backend(): Promise<WatchBackend>;
  events: EventBus;
  /** The app's language for a refusal and a pause's reason; English by default. */
  words?: () => Wording;
}

export class WatchFolders {
  private readonly watches = new Map<string, { stored: StoredWatch; folder: WatchFolder }>();

  private constructor(private readonly deps: WatchFoldersDeps) {}

  private words(): Wording {
    return this.deps.words?.() ?? ENGLISH_WORDING;
  }

  private get file(): string {
    return path.join(this.deps.dataDir, 'watch-folders.json');
  }

  static async open(deps: WatchFoldersDeps): Promise<WatchFolders> {
    const folders = new WatchFolders(deps);
    let stored: StoredWatch[] = [];
    try {
      stored = JSON.parse(await readFile(folders.file, 'utf8')) as StoredWatch[];
    } catch {
      stored = [];
    }
    for (const entry of Array.isArray(stored) ? stored : []) {
      const recipe = parseRecipe(entry.recipe);
      if (recipe.ok && typeof entry.dir === 'string' && typeof entry.outputDir === 'string' && typeof entry.id === 'string') {
        folders.track({ ...entry, recipe: recipe.value, paused: entry.paused === true });
      }
    }
    return folders;
  }

  private track(stored: StoredWatch): WatchFolder {
    const folder = new WatchFolder({
      ...stored,
      ledgerPath: path.join(this.deps.dataDir, 'watch', `${stored.id}.json`),
      backend: () => this.deps.backend(),
      onChange: (status) => this.deps.events.emit('watch:update', status),
      words: () => this.words(),
    });
    this.watches.set(stored.id, { stored, folder });
    return folder;
  }

  private async persist(): Promise<void> {
    const stored = [...this.watches.values()].map((entry) => entry.stored);
    await writeFileAtomic(this.file, `${JSON.stringify(stored, null, 2)}\n`, 0o600);
  }

  /** Starts the watches that were not paused (once the engine runs). */
  async startAll(): Promise<void> {
    await Promise.all(
      [...this.watches.values()].map(async ({ stored, folder }) => {
        await folder.start();
        if (stored.paused) folder.pause();
      }),
    );
  }

  list(): WatchFolderStatus[] {
    return [...this.watches.values()].map((entry) => entry.folder.status());
  }

  async add(config: { dir: string; outputDir: string; recipe: unknown }): Promise<WatchFolderStatus> {
    const recipe = parseRecipe(config.recipe);
    if (!recipe.ok) throw new ServiceError({ code: 'invalid_recipe', message: recipe.message });
    const same = [...this.watches.values()].find((entry) => path.resolve(entry.stored.dir) === path.resolve(config.dir));
    if (same)
      throw new ServiceError({
        code: 'invalid_parameter',
        message: this.words().t('watch.already', { dir: config.dir, recipe: same.stored.recipe.name }),
      });
    const folder = this.track({ id: randomUUID(), dir: config.dir, outputDir: config.outputDir, recipe: recipe.value, paused: false });
    await this.persist();
    await folder.start();
    return folder.status();
  }

  private entry(id: string): { stored: StoredWatch; folder: WatchFolder } {
    const entry = this.watches.get(id);
    if (!entry) throw new ServiceError({ code: 'not_found', message: this.words().t('watch.notSetUp') });
    return entry;
  }

  async remove(id: string): Promise<void> {
    const { folder } = this.entry(id);
    this.watches.delete(id);
    await this.persist();
    await folder.stop();
    await rm(folder.ledgerPath, { force: true });
    this.deps.events.emit('watch:removed', { id });
  }

  async pause(id: string): Promise<WatchFolderStatus> {
    const entry = this.entry(id);
    entry.stored.paused = true;
    entry.folder.pause();
    await this.persist();
    return entry.folder.status();
  }

  async resume(id: string): Promise<WatchFolderStatus> {
    const entry = this.entry(id);
    entry.stored.paused = false;
    await this.persist();
    await entry.folder.resume();
    return entry.folder.status();
  }

  async close(): Promise<void> {
    await Promise.all([...this.watches.values()].map((entry) => entry.folder.stop()));
  }
}
