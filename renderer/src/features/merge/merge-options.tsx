import { useId } from 'react';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { mergeTaskName } from './merge-name';

export interface MergeOptions {
  /** The merged deck's name without extension; empty = "<first deck>-merged". */
  outputName: string;
}

export function MergeOptionsForm(props: OptionsProps<MergeOptions>) {
  const id = useId();
  const ready = props.items.flatMap((item) => (item.staged ? [item.staged] : []));
  const placeholder = ready[0] ? `${ready[0].name.replace(/\.pptx$/i, '')}-merged` : 'merged';
  return (
    <div className="field">
      <label htmlFor={id}>Name of the merged deck</label>
      <div className="field__with-suffix">
        <input
          id={id}
          type="text"
          maxLength={200}
          spellCheck={false}
          placeholder={placeholder}
          value={props.options.outputName}
          disabled={props.disabled}
          onChange={(event) => props.setOptions({ outputName: event.currentTarget.value })}
        />
        <span className="field__suffix" aria-hidden="true">
          .pptx
        </span>
      </div>
      <p className="field__hint">{ready.length > 1 ? `History will list it as “${mergeTaskName(ready) ?? ''}”.` : 'Optional.'}</p>
    </div>
  );
}
