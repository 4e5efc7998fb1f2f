import { useEffect, useMemo } from 'react';
import type { BackendKind } from '../../../shared/contract/ipc';
import type { FileFacts } from '../../../shared/tools/file-acceptance';
import { AutomationsView, addAutomationFiles } from '../features/automations';
import { HistoryView } from '../features/history';
import { SettingsView } from '../features/settings';
import { SubmissionCard } from '../features/tasks';
import { asDeckhandError } from '../shared/bridge-error';
import type { Panel } from '../shared/panel/panel-definition';
import { useNextSteps } from '../shared/panel/next-step-store';
import { usePanelTasks } from '../shared/panel/panel-tasks-store';
import { ToolPanel } from '../shared/panel/tool-panel';
import { addFilesToPanel, addStagedToPanel } from '../shared/panel/use-panel-intake';
import { useToasts } from '../shared/toasts-store';
import { useAppInfo } from '../shared/use-app-info';
import { useToolLoader, useTools } from '../shared/use-tools';
import { ToastArea } from '../shared/ui/toast-area';
import { useAppIntents } from './app-intents-store';
import { BrandMark } from './brand-mark';
import { CloudStatusChip } from './cloud-status-chip';
import { EngineStatusChip } from './engine-status-chip';
import { routeDrop } from './drop-routing';
import { toolLabel } from './tool-labels';
import { MainNav } from './main-nav';
import { PANELS, panelById } from './panel-registry';
import { STEP_FORMS } from './step-forms';
import { ToolChooserDialog } from './tool-chooser-dialog';
import { useHashRoute } from './use-hash-route';
import { WindowDropZone } from './window-drop-zone';
import { fillIn, slot } from '../i18n/fill';
import { currentLocale, translateOr, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages/en';

const BACKEND_NAMES: Readonly<Record<BackendKind, MessageKey>> = {
  local: 'backend.local',
  cloud: 'backend.cloud',
  server: 'backend.server',
};

/** The command and the address's part the start-up failure names: the same in every language. */
const WEB_COMMAND = 'npm run web';
const TOKEN_PARAMETER = '?token=';

function focusTaskElement(id: string): void {
  // Two frames: the route change renders first, then the card or row exists.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const element = document.getElementById(`task-${id}`);
      element?.scrollIntoView({ block: 'center' });
      element?.focus();
    }),
  );
}

export function AppShell() {
  const t = useT();
  const [route, navigate] = useHashRoute();
  const { data: tools } = useTools();
  const info = useAppInfo();
  const openFiles = useAppIntents((state) => state.openFiles);
  const focusTaskId = useAppIntents((state) => state.focusTaskId);
  const choice = useAppIntents((state) => state.dropChoice);
  const nextSteps = useNextSteps((state) => state.pending);
  const current = panelById(route);
  const loadTool = useToolLoader();

  /** Sends files to the panel they belong to, asking when several would take them. */
  const deliver = (files: readonly FileFacts[], send: (panel: Panel) => void) => {
    if (files.length === 0) return;
    const decision = routeDrop(files, current, PANELS, tools ?? []);
    if (decision.kind === 'panel') {
      navigate(decision.panel.id);
      send(decision.panel);
    } else if (decision.kind === 'choose') {
      useAppIntents.getState().askDropChoice({
        panels: decision.panels,
        fileNames: files.map((file) => file.name),
        deliver: (panel) => {
          navigate(panel.id);
          send(panel);
        },
      });
    } else {
      const names = files.map((file) => `“${file.name}”`);
      useToasts.getState().push({
        tone: 'info',
        title:
          files.length === 1
            ? t('app.drop.noToolOne', { name: names.join('') })
            : t('app.drop.noToolMany', { names: new Intl.ListFormat(currentLocale() === 'en-XA' ? 'en' : currentLocale()).format(names) }),
      });
    }
  };

  useEffect(() => {
    if (openFiles.length === 0 || !tools) return;
    for (const batch of useAppIntents.getState().takeOpenFiles()) {
      deliver(batch, (panel) => void addStagedToPanel(panel, loadTool, batch));
    }
  });

  useEffect(() => {
    if (nextSteps.length === 0) return;
    for (const step of useNextSteps.getState().take()) {
      const panel = panelById(step.panelId);
      if (!panel) continue;
      navigate(panel.id);
      if (step.files.length > 0) void addStagedToPanel(panel, loadTool, step.files);
    }
  });

  const showTask = (id: string) => {
    const entry = usePanelTasks.getState().entries.find((candidate) => candidate.taskId === id);
    navigate(entry && panelById(entry.panelId) ? entry.panelId : 'history');
    focusTaskElement(id);
  };

  useEffect(() => {
    if (!focusTaskId) return;
    useAppIntents.getState().clearFocusTask();
    showTask(focusTaskId);
  });

  const onDrop = (files: File[]) =>
    // Automations takes any file: its recipe says what each must be.
    route === 'automations'
      ? void addAutomationFiles(files)
      : deliver(
          files.map((file) => ({ name: file.name, size: file.size, mimeType: file.type })),
          (panel) => void addFilesToPanel(panel, loadTool, files),
        );

  const view = useMemo(() => {
    if (route === 'history') return <HistoryView toolLabel={toolLabel} />;
    if (route === 'automations') return <AutomationsView forms={STEP_FORMS} />;
    if (route === 'settings') return <SettingsView />;
    const panel = panelById(route) ?? PANELS[0];
    return panel ? <ToolPanel key={panel.id} panel={panel} SubmissionView={SubmissionCard} /> : null;
  }, [route]);

  return (
    <WindowDropZone
      label={
        route === 'automations'
          ? t('app.drop.recipe')
          : current
            ? t('app.drop.panel', { panel: translateOr(`nav.panel.${current.id}`, current.navLabel) })
            : t('app.drop.any')
      }
      onDrop={onDrop}
    >
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <div className="app">
        <header className="app__header">
          <div className="brand">
            <BrandMark />
            <span className="brand__name">Deckhand</span>
          </div>
          <ToastArea onShowTask={showTask} />
          <EngineStatusChip />
          <CloudStatusChip />
          {info.data ? (
            <span className="backend-chip" title={info.data.backend.baseUrl}>
              {t(BACKEND_NAMES[info.data.backend.kind])}
            </span>
          ) : null}
        </header>
        <MainNav current={route} />
        <main id="main" className="app__main" tabIndex={-1}>
          {info.error ? (
            <div className="startup-error" role="alert">
              <h1>{t('app.unreachable.title')}</h1>
              <p>{asDeckhandError(info.error).message}</p>
              <p className="muted">
                {fillIn(t('app.unreachable.hint', { command: slot('command'), token: slot('token') }), {
                  command: <code>{WEB_COMMAND}</code>,
                  token: <code>{TOKEN_PARAMETER}</code>,
                })}
              </p>
            </div>
          ) : (
            view
          )}
        </main>
      </div>
      <ToolChooserDialog
        choice={choice}
        onChoose={(panel) => {
          choice?.deliver(panel);
          useAppIntents.getState().askDropChoice(null);
        }}
        onCancel={() => useAppIntents.getState().askDropChoice(null)}
      />
    </WindowDropZone>
  );
}
