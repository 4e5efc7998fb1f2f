import type { Task } from '../../../../shared/contract/service';

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

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Which families went in with which styles, and what to know about them (not used by the deck, licence notes). */
export function FontsResult(props: { task: Task }) {
  const families = embeddedFamilies(props.task);
  const unused = texts(props.task.result?.notUsedInDeck);
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
      {unused.length > 0 ? (
        <p className="card__line muted">
          The deck does not use {unused.join(', ')} yet: PowerPoint may drop {unused.length === 1 ? 'it' : 'them'} when it saves the deck
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
