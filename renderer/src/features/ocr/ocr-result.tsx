import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { TextResult } from '../../shared/ui/text-result';
import { useT } from '../../i18n/i18n';
import { formatPercent } from '../../i18n/format';

function ocrData(task: Task): { text: string; confidence: number | null } | null {
  const data = task.result?.data as { text?: unknown; confidence?: unknown } | undefined;
  if (typeof data?.text !== 'string') return null;
  return { text: data.text, confidence: typeof data.confidence === 'number' && Number.isFinite(data.confidence) ? data.confidence : null };
}

/** The text read from the picture, with a Copy button, its word count and how sure the reading is. */
export function OcrResult(props: { task: Task }) {
  const t = useT();
  const data = ocrData(props.task);
  if (!data) return null;
  const words = resultNumber(props.task, 'words');
  const facts = [
    words !== null ? t('result.count.words', { count: words }) : null,
    // Tesseract's mean word confidence, 0–100.
    data.confidence !== null ? t('result.ocr.confidence', { percent: formatPercent(Math.round(data.confidence)) }) : null,
  ].filter((fact) => fact !== null);
  if (data.text === '') return <p className="card__line">{t('result.ocr.none')}</p>;
  return <TextResult label={t('result.ocr.label')} text={data.text} note={facts.length > 0 ? `${facts.join(' · ')}.` : undefined} />;
}
