/**
 * The window's recipe runs: started on staged files against the current backend, followed live (`recipe:update`, at
 * most ten a second per run), retried, cancelled, their outputs saved together. Runs live as long as the app does;
 * what a failed file still holds on the engine is removed when its run is dismissed or the app closes.
 */
import type { RecipeRunState } from '../../../shared/contract/recipes';
import type { SaveAllOutcome, StagedFile } from '../../../shared/contract/ipc';
import type { ToolDescriptor } from '../../../shared/contract/service';
import type { EventBus } from '../event-bus';
import type { Platform } from '../platform';
import { appTranslators } from '../i18n/app-texts';
import type { AppTranslate } from '../i18n/app-texts';
import { Throttle } from '../../../shared/throttle';
import type { ServiceClient } from '../service-client/service-client';
import { ServiceError } from '../service-client/service-error';
import { RecipeRun } from './recipe-run';
import { prepareRecipe } from './recipe-prepare';
import type { StepPrecheck } from './recipe-prepare';
import type { Wording } from '../../../shared/i18n/recipes/recipe-words';
import type { Chaining } from './step-task';
import type { FollowTask } from '../task-waiters';

export interface RecipeRunsDeps {
  /** The folder dialog's title in the app's language (English when not given). */
  t?: AppTranslate;
  client(): Promise<ServiceClient>;
  tools(): Promise<ToolDescriptor[]>;
  /** The local engine keeps intermediates; the cloud has them downloaded and uploaded again. */
  chaining(): Chaining;
  /** Follows the runs' tasks through the app's one live feed. */
  follow?: FollowTask;
  precheck?: StepPrecheck;
  /** How a refusal of the recipe is worded: in the app's language (English when not given). */
  words?: () => Wording;
  events: EventBus;
  platform: Platform;
  /** The folder Save all's dialog opens in. */
  saveFolder(): string | null;
}

interface Entry {
  run: RecipeRun;
  throttle: Throttle<RecipeRunState>;
}

export class RecipeRuns {
  private readonly runs = new Map<string, Entry>();

  constructor(private readonly deps: RecipeRunsDeps) {}

  async start(recipe: unknown, files: readonly StagedFile[]): Promise<RecipeRunState> {
    const prepared = await prepareRecipe(recipe, files, {
      tools: await this.deps.tools(),
      precheck: this.deps.precheck,
      words: this.deps.words?.(),
    });
    const throttle = new Throttle<RecipeRunState>(100, (state) => this.deps.events.emit('recipe:update', state), {
      isFinal: (state) => state.status !== 'running',
    });
    const run = new RecipeRun({
      ...prepared,
      files: files.map(({ path, name }) => ({ path, name })),
      client: await this.deps.client(),
      chaining: this.deps.chaining(),
      follow: this.deps.follow,
      onChange: (state) => throttle.push(state),
      onTaskCreated: (taskId) => this.deps.events.emit('recipe:task', { runId: run.id, taskId }),
    });
    this.runs.set(run.id, { run, throttle });
    run.start().catch((error: unknown) => console.warn('A recipe run stopped unexpectedly:', error));
    return run.state();
  }

  private entry(runId: string): Entry {
    const entry = this.runs.get(runId);
    if (!entry) throw new ServiceError({ code: 'not_found', message: 'This recipe run is no longer there.' });
    return entry;
  }

  list(): RecipeRunState[] {
    return [...this.runs.values()].map((entry) => entry.run.state());
  }

  cancel(runId: string): Promise<void> {
    return this.entry(runId).run.cancel();
  }

  retry(runId: string, fileId?: string): void {
    if (this.entry(runId).run.retry(fileId) === 0) {
      throw new ServiceError({ code: 'not_retryable', message: 'Nothing in this run failed: there is nothing to retry.' });
    }
  }

  async saveAll(runId: string): Promise<SaveAllOutcome> {
    const { run } = this.entry(runId);
    const ready = run.state().files.filter((file) => file.status === 'ready');
    if (ready.length === 0) throw new ServiceError({ code: 'not_ready', message: 'No file of this run is ready yet.' });
    if (!this.deps.platform.chooseFolder) {
      const outputs = [...new Map(ready.flatMap((file) => file.outputs).map((output) => [output.taskId, output])).values()];
      return {
        kind: 'browser-downloads',
        files: outputs.map((output) => ({ url: `/api/download/${encodeURIComponent(output.taskId)}`, fileName: output.fileName })),
      };
    }
    const folder = await this.deps.platform.chooseFolder({
      title: (this.deps.t ?? appTranslators('en'))('dialog.chooseResultsFolder'),
      defaultDir: this.deps.saveFolder(),
    });
    if (folder === null) return { kind: 'cancelled' };
    const written = await run.saveOutputs(folder);
    return { kind: 'saved', folder, files: written.length };
  }

  async dismiss(runId: string): Promise<void> {
    const { run, throttle } = this.entry(runId);
    this.runs.delete(runId);
    throttle.clear();
    await run.dispose();
    this.deps.events.emit('recipe:removed', { runId });
  }

  /** Stops every run and removes what failed files held (app shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.runs.values()].map(({ run, throttle }) => (throttle.clear(), run.dispose())));
    this.runs.clear();
  }
}
