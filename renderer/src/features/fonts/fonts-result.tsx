import type { Task } from '../../../../shared/contract/service';
import { andList } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { standsInFor } from './font-substitutes';
import { styleNames } from './font-style-names';
import { noticeTexts } from '../../shared/task-notice-words';

interface EmbeddedFamily {
  family: string;
  styles: string[];
}

function embeddedFamilies(task: Task): EmbeddedFamily[] {
  const raw = task.result?.embedded;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { family, styles } = entry as { family?: unknown; styles?: unknown };
    if (typeof family !== 'string') return [];
    return [{ family, styles: Array.isArray(styles) ? styles.filter((style): style is string => typeof style === 'string') : [] }];
  });
}

interface Replacement {
  from: string;
  to: string;
  references: number;
}

function replacements(task: Task): Replacement[] {
  const raw = task.result?.replaced;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const { from, to, references } = (entry ?? {}) as Partial<Replacement>;
    return typeof from === 'string' && typeof to === 'string' && typeof references === 'number' ? [{ from, to, references }] : [];
  });
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Which families went in with which styles, and what to know about them (not used by the deck, licence notes). */
export function FontsResult(props: { task: Task }) {
  const t = useT();
  const families = embeddedFamilies(props.task);
  const notUsed = texts(props.task.result?.notUsedInDeck);
  const replaced = replacements(props.task).filter((entry) => entry.references > 0);
  // A stand-in embedded without replacing its font is not named by the deck's text: say what it still does.
  const standIns = notUsed.filter((family) => standsInFor(family).length > 0);
  const unused = notUsed.filter((family) => !standIns.includes(family));
  const warnings = noticeTexts(props.task, { style: (style) => styleNames(t, [style]) });
  if (families.length === 0) return null;
  return (
    <div className="result-facts-block">
      <p className="card__line">
        <strong>{t('fonts.result.embedded', { count: families.length })}</strong>
      </p>
      <ul className="result-list" aria-label={t('fonts.result.list')}>
        {families.map((entry) => (
          <li key={entry.family}>
            {entry.family} ({styleNames(t, entry.styles)})
          </li>
        ))}
      </ul>
      {replaced.map((entry) => (
        <p key={entry.from} className="card__line">
          {t('fonts.result.replaced', { to: entry.to, from: entry.from, count: entry.references })}
        </p>
      ))}
      {standIns.map((family) => (
        <p key={family} className="card__line muted">
          {t('fonts.result.standsIn', { family, fonts: andList(standsInFor(family)), count: standsInFor(family).length })}
        </p>
      ))}
      {unused.length > 0 ? (
        <p className="card__line muted">{t('fonts.result.unused', { fonts: andList(unused), count: unused.length })}</p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning} className="card__line muted">
          {warning}
        </p>
      ))}
    </div>
  );
}
