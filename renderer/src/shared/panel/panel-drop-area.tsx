import { useRef } from 'react';
import type { ToolDescriptor } from '../../../../shared/contract/service';
import { formatBytes } from '../../../../shared/format-bytes';
import { listExtensions } from '../../../../shared/tools/file-acceptance';

function limitsLine(tool: ToolDescriptor, many: string, limit: number): string {
  return [
    tool.extensions.length > 0 ? listExtensions(tool.extensions) : 'Supported files',
    tool.maxFileBytes !== null ? `up to ${formatBytes(tool.maxFileBytes)} each` : null,
    tool.minFiles > 1 ? `at least ${tool.minFiles} ${many}` : null,
    Number.isFinite(limit) && limit > 1 ? `at most ${limit} ${many}` : null,
    tool.minFiles === 0 ? 'optional' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Drop … anywhere in this window, or Choose files…", with what the tool takes. */
export function PanelDropArea(props: {
  panelId: string;
  tool: ToolDescriptor | undefined;
  /** ['deck', 'decks'] */
  noun: readonly [string, string];
  limit: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { tool, noun, limit } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const multiple = limit > 1;
  return (
    <div className={props.disabled ? 'dropzone dropzone--disabled' : 'dropzone'}>
      <svg className="dropzone__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="9" y="6" width="26" height="32" rx="3" />
        <rect x="15" y="11" width="26" height="32" rx="3" />
        <path d="M28 21v13m-6-6 6 6 6-6" />
      </svg>
      <p className="dropzone__title">Drop {multiple ? noun[1] : `a ${noun[0]}`} anywhere in this window</p>
      <p className="dropzone__or">
        or{' '}
        <button
          id={`${props.panelId}-choose-files`}
          type="button"
          className="button"
          onClick={() => inputRef.current?.click()}
          disabled={props.disabled}
        >
          {multiple ? 'Choose files…' : 'Choose a file…'}
        </button>
      </p>
      {tool ? <p className="dropzone__limits">{limitsLine(tool, noun[1], limit)}</p> : null}
      <input
        ref={inputRef}
        className="file-input"
        type="file"
        multiple={multiple}
        aria-label={`Add ${noun[1]}`}
        accept={tool ? [...tool.extensions, ...tool.mimeTypes].join(',') : undefined}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
    </div>
  );
}
