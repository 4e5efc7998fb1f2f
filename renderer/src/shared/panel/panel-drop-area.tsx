import { useRef } from 'react';
import type { ToolDescriptor } from '../../../../shared/contract/service';
import { fillIn, slot } from '../../i18n/fill';
import { formatSize, orList } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';
import type { NounId } from '../../i18n/messages/panels/nouns';

function limitsLine(t: Translate, tool: ToolDescriptor, noun: NounId, limit: number): string {
  return [
    tool.extensions.length > 0 ? orList(tool.extensions) : t('panel.limits.supported'),
    tool.maxFileBytes !== null ? t('panel.limits.upTo', { size: formatSize(tool.maxFileBytes) }) : null,
    tool.minFiles > 1 ? t('panel.limits.atLeast', { files: t(`noun.${noun}.count`, { count: tool.minFiles }) }) : null,
    Number.isFinite(limit) && limit > 1 ? t('panel.limits.atMost', { files: t(`noun.${noun}.count`, { count: limit }) }) : null,
    tool.minFiles === 0 ? t('panel.limits.optional') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Drop … anywhere in this window, or Choose files…", with what the tool takes. */
export function PanelDropArea(props: {
  panelId: string;
  tool: ToolDescriptor | undefined;
  noun: NounId;
  limit: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { tool, noun, limit } = props;
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const multiple = limit > 1;
  return (
    <div className={props.disabled ? 'dropzone dropzone--disabled' : 'dropzone'}>
      <svg className="dropzone__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="9" y="6" width="26" height="32" rx="3" />
        <rect x="15" y="11" width="26" height="32" rx="3" />
        <path d="M28 21v13m-6-6 6 6 6-6" />
      </svg>
      <p className="dropzone__title">
        {multiple ? t('panel.dropMany', { many: t(`noun.${noun}.many`) }) : t('panel.dropOne', { a: t(`noun.${noun}.a`) })}
      </p>
      <p className="dropzone__or">
        {fillIn(t('panel.orChoose', { button: slot('button') }), {
          button: (
            <button
              id={`${props.panelId}-choose-files`}
              type="button"
              className="button"
              onClick={() => inputRef.current?.click()}
              disabled={props.disabled}
            >
              {multiple ? t('panel.chooseFiles') : t('panel.chooseFile')}
            </button>
          ),
        })}
      </p>
      {tool ? <p className="dropzone__limits">{limitsLine(t, tool, noun, limit)}</p> : null}
      <input
        ref={inputRef}
        className="file-input"
        type="file"
        multiple={multiple}
        aria-label={t('panel.addFiles', { many: t(`noun.${noun}.many`) })}
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
