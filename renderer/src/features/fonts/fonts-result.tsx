import type { Task } from '../../../../shared/contract/service';
import { standsInFor } from './font-substitutes';

const STYLE_NAMES: Readonly<Record<string, string>> = { regular: 'regular', bold: 'bold', italic: 'italic', boldItalic: 'bold italic' };

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

/** "Arial, Helvetica and Helvetica Neue". */
function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');
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
  const families = embeddedFamilies(props.task);
  const notUsed = texts(props.task.result?.notUsedInDeck);
  const replaced = replacements(props.task).filter((entry) => entry.references > 0);
  // A stand-in embedded without replacing its font is not named by the deck's text: say what it still does.
  const standIns = notUsed.filter((family) => standsInFor(family).length > 0);
  const unused = notUsed.filter((family) => !standIns.includes(family));
  const warnings = texts(props.task.result?.warnings);
  if (families.length === 0) return null;
  return (
    <div className="result-facts-block">
      <p className="card__line">
        <strong>
          {families.length} famil{families.length === 1 ? 'y' : 'ies'} embedded:
        </strong>
      </p>
      <ul className="result-list" aria-label="Embedded fonts">
        {families.map((entry) => (
          <li key={entry.family}>
            {entry.family} ({entry.styles.map((style) => STYLE_NAMES[style] ?? style).join(', ')})
          </li>
        ))}
      </ul>
      {replaced.map((entry) => (
        <p key={entry.from} className="card__line">
          {entry.to} replaces {entry.from} in the deck ({entry.references} {entry.references === 1 ? 'place' : 'places'}, theme and styles
          included): its text is set in the embedded {entry.to}, with the same letter widths.
        </p>
      ))}
      {standIns.map((family) => (
        <p key={family} className="card__line muted">
          {family} stands in for {listed(standsInFor(family))} with the same letter widths: apps that substitute fonts by their metrics
          (LibreOffice) use it where {standsInFor(family).length === 1 ? 'that font is' : 'those fonts are'} missing.
        </p>
      ))}
      {unused.length > 0 ? (
        <p className="card__line muted">
          The deck does not use {listed(unused)} yet: PowerPoint may drop {unused.length === 1 ? 'it' : 'them'} when it saves the deck
          unless some text is set in {unused.length === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning} className="card__line muted">
          {warning}
        </p>
      ))}
    </div>
  );
}
