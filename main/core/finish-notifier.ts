/**
 * One desktop notification per finished task this app sent, or one summary when a panel sent a batch (ten pictures
 * resized make one notification, not ten). Tasks from other clients never notify; each task notifies once.
 */
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import type { Platform } from './platform';
import { appTranslators } from './i18n/app-texts';
import type { AppTranslate } from './i18n/app-texts';
import { normaliseTaskError } from './service-client/service-error';
import { toolTitleIn } from '../../shared/i18n/tool-titles';
import { formatFailure } from '../../shared/i18n/errors/failure-words';
import type { LocaleCode } from '../../shared/i18n/locales';

interface Batch {
  size: number;
  finished: Task[];
}

export class FinishNotifier {
  private readonly ours = new Map<string, string | null>();
  private readonly batches = new Map<string, Batch>();
  private readonly notified = new Set<string>();
  /** Batches whose summary was shown: a late member (sent again) notifies on its own. */
  private readonly done = new Set<string>();

  constructor(
    private readonly deps: {
      tools(): Promise<ToolDescriptor[]>;
      platform: Pick<Platform, 'notifyTaskFinished'>;
      enabled(): boolean;
      /** Tasks sent in an earlier session of this app count as ours too (they were noted). */
      notedEarlier(taskId: string): boolean;
      /** The notifications' words in the app's current language; English when not given. */
      t?: AppTranslate;
      /** The app's current language: a failure is said by its code in it, as the window says it. */
      locale?: () => LocaleCode;
    },
  ) {}

  private get t(): AppTranslate {
    return this.deps.t ?? appTranslators('en');
  }

  /** A task this app just created; `batch` groups the tasks of one panel action. */
  expect(taskId: string, batch: { id: string; size: number } | undefined): void {
    const grouped = batch !== undefined && batch.size > 1 && !this.done.has(batch.id);
    this.ours.set(taskId, grouped ? batch.id : null);
    if (grouped && !this.batches.has(batch.id)) this.batches.set(batch.id, { size: batch.size, finished: [] });
  }

  forget(taskId: string): void {
    const batchId = this.ours.get(taskId);
    this.ours.delete(taskId);
    const batch = batchId ? this.batches.get(batchId) : undefined;
    // A deleted member can never finish: the batch's summary must not wait for it.
    if (batch && !this.notified.has(taskId)) {
      batch.size -= 1;
      void this.flushBatch(batchId ?? '', batch);
    }
  }

  finished(task: Task): void {
    if (this.notified.has(task.id)) return;
    if (!this.ours.has(task.id) && !this.deps.notedEarlier(task.id)) return;
    this.notified.add(task.id);
    const batchId = this.ours.get(task.id);
    const batch = batchId ? this.batches.get(batchId) : undefined;
    if (batch && batchId) {
      batch.finished.push(task);
      void this.flushBatch(batchId, batch);
      return;
    }
    void this.notifyOne(task);
  }

  /** The tool's title in the app's language; the registry's English for a tool no catalog has. */
  private async title(type: string): Promise<string> {
    let english = type;
    try {
      english = (await this.deps.tools()).find((tool) => tool.type === type)?.title ?? type;
    } catch {
      // The type id is a fine title when the registry cannot be read (a known type still gets its translated one).
    }
    return toolTitleIn(this.deps.locale?.() ?? 'en', { type, title: english });
  }

  /**
   * The engine's own sentence where the person reads English (it is the most precise, and a notification has no
   * Details to keep it behind); in another language, the sentence for the failure's code, as the window says it.
   */
  private failureReason(task: Task): string {
    const failure = normaliseTaskError(task.error);
    const locale = this.deps.locale?.() ?? 'en';
    return locale === 'en' ? failure.message : formatFailure(locale, failure, { taskType: task.type }).text;
  }

  private async notifyOne(task: Task): Promise<void> {
    if (!this.deps.enabled()) return;
    const title = await this.title(task.type);
    const { t } = this;
    const name = task.name || t('notify.yourFile');
    if (task.status === 'completed') {
      this.deps.platform.notifyTaskFinished({
        taskId: task.id,
        title: t('notify.done', { tool: title }),
        body: t('notify.ready', { name }),
        failed: false,
      });
    } else {
      const reason = task.error ? this.failureReason(task) : t('notify.taskFailed');
      this.deps.platform.notifyTaskFinished({
        taskId: task.id,
        title: t('notify.failed', { tool: title }),
        body: t('notify.failedBody', { name, reason }),
        failed: true,
      });
    }
  }

  private async flushBatch(batchId: string, batch: Batch): Promise<void> {
    if (batch.finished.length < batch.size) return;
    this.batches.delete(batchId);
    this.done.add(batchId);
    const [only] = batch.finished;
    if (batch.finished.length === 1 && only) return this.notifyOne(only);
    const last = batch.finished[batch.finished.length - 1];
    if (!last || !this.deps.enabled()) return;
    const failed = batch.finished.filter((task) => task.status === 'failed');
    const done = batch.finished.length - failed.length;
    const title = await this.title(last.type);
    const { t } = this;
    const body =
      failed.length === 0
        ? t('notify.allReady', { count: done })
        : t('notify.someFailed', { ready: done, failed: failed.length, names: failed.map((task) => task.name).join(', ') });
    this.deps.platform.notifyTaskFinished({
      taskId: (failed[0] ?? last).id,
      title: t(failed.length === 0 ? 'notify.done' : 'notify.finished', { tool: title }),
      body,
      failed: failed.length > 0,
    });
  }
}
