import { useId } from 'react';
import type { ReactNode } from 'react';

export interface SegmentedOption<T> {
  value: T;
  label: ReactNode;
  /** One option out of reach (the others stay usable); the whole group follows `disabled`. */
  disabled?: boolean;
}

/** One choice out of a few, as a row of toggles: radio buttons in a fieldset, so arrow keys and screen readers work. */
export function SegmentedChoice<T extends string | number | boolean>(props: {
  legend: ReactNode;
  options: readonly SegmentedOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset className="segmented" disabled={props.disabled} aria-describedby={props.describedBy}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={String(option.value)} className="segmented__option">
          <input
            type="radio"
            name={name}
            value={String(option.value)}
            checked={props.value === option.value}
            disabled={option.disabled}
            onChange={() => props.onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
