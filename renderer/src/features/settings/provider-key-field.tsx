import { useId } from 'react';
import type { TranslationProviderInfo } from '../../../../shared/contract/ipc';
import { useT } from '../../i18n/i18n';

/**
 * A provider's API key as typed, before it is saved with the rest of its setup. Once saved it is never shown
 * again: main answers with whether one is set and its last 4 characters only.
 */
export function ProviderKeyField(props: {
  provider: TranslationProviderInfo;
  label: string;
  draft: string;
  onDraft: (value: string) => void;
  optional: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  const { provider, draft } = props;
  const id = useId();
  const statusId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field__with-suffix provider-key">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          maxLength={1000}
          placeholder={provider.keySet ? t('settings.key.pasteNew') : props.optional ? t('settings.key.optional') : t('settings.key.paste')}
          aria-describedby={statusId}
          value={draft}
          disabled={props.disabled}
          onChange={(event) => props.onDraft(event.currentTarget.value)}
        />
        {provider.keySet ? (
          <button type="button" className="button button--danger-quiet" disabled={props.disabled} onClick={props.onRemove}>
            {t('settings.key.removeKey')}
          </button>
        ) : null}
      </div>
      <p id={statusId} className="field__hint">
        {provider.keySet ? t('settings.key.set', { hint: provider.keyHint ?? '…' }) : t('settings.key.none')}
      </p>
    </div>
  );
}
