import { useRef } from 'react';
import type { Panel } from '../shared/panel/panel-definition';
import { panelTool } from '../shared/panel/panel-tool';
import { useTools } from '../shared/use-tools';
import { ModalDialog } from '../shared/ui/modal-dialog';
import { translateOr, useT } from '../i18n/i18n';

/** "Which tool should take these files?" for a drop several panels take and none claims. */
export function ToolChooserDialog(props: {
  choice: { panels: Panel[]; fileNames: string[] } | null;
  onChoose: (panel: Panel) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { data: tools } = useTools();
  const firstRef = useRef<HTMLButtonElement>(null);
  const { choice } = props;
  const names = choice?.fileNames ?? [];
  return (
    <ModalDialog
      open={choice !== null}
      title={names.length === 1 ? t('app.chooser.titleOne', { name: names[0] ?? '' }) : t('app.chooser.titleMany', { count: names.length })}
      initialFocus={firstRef}
      onCancel={props.onCancel}
      actions={
        <button type="button" className="button" onClick={props.onCancel}>
          {t('ui.cancel')}
        </button>
      }
    >
      <ul className="choice-list">
        {choice?.panels.map((panel, index) => {
          const tool = tools ? panelTool(panel, tools) : undefined;
          return (
            <li key={panel.id}>
              <button ref={index === 0 ? firstRef : undefined} type="button" className="choice" onClick={() => props.onChoose(panel)}>
                <span className="choice__icon">{panel.icon}</span>
                <span className="choice__text">
                  <span className="choice__title">{tool?.title ?? translateOr(`nav.panel.${panel.id}`, panel.navLabel)}</span>
                  {tool ? <span className="choice__summary">{tool.summary}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}
