import type { ReactNode } from 'react';
import { useTools } from '../shared/use-tools';
import { PANEL_GROUPS } from '../shared/panel/panel-definition';
import { panelTool } from '../shared/panel/panel-tool';
import { PANELS } from './panel-registry';
import type { Route } from './use-hash-route';
import { routeHref } from './use-hash-route';
import { translateOr, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages/en';

const historyIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 5.5V10l3 2" />
  </svg>
);

const automationsIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="5" height="5" rx="1" />
    <rect x="12.5" y="12" width="5" height="5" rx="1" />
    <path d="M7.5 5.5h3a2 2 0 0 1 2 2v4.5m-2-2 2 2 2-2" />
  </svg>
);

const settingsIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M3 5.5h8m4 0h2M3 14.5h2m4 0h8" />
    <circle cx="13" cy="5.5" r="2" />
    <circle cx="7" cy="14.5" r="2" />
  </svg>
);

function NavLink(props: { route: Route; current: Route; label: string; icon: ReactNode; dimmed?: string | undefined }) {
  return (
    <li>
      <a
        className={props.dimmed ? 'nav__link nav__link--dimmed' : 'nav__link'}
        href={routeHref(props.route)}
        aria-current={props.current === props.route ? 'page' : undefined}
        title={props.dimmed ?? props.label}
      >
        <span className="nav__icon">{props.icon}</span>
        <span className="nav__label">{props.label}</span>
      </a>
    </li>
  );
}

/** The tools (from the panel registry), then History and Settings. A tool the backend cannot run now is dimmed, with why. */
export function MainNav(props: { current: Route }) {
  const t = useT();
  const { data: tools } = useTools();
  return (
    <nav className="nav" aria-label={t('nav.main')}>
      {PANEL_GROUPS.map((group) => {
        const panels = PANELS.filter((panel) => panel.group === group.id);
        if (panels.length === 0) return null;
        return (
          <div key={group.id} className="nav__group">
            <p className="nav__group-label" id={`nav-group-${group.id}`}>
              {t(`nav.group.${group.id}` as MessageKey)}
            </p>
            <ul className="nav__list" aria-labelledby={`nav-group-${group.id}`}>
              {panels.map((panel) => {
                const tool = tools ? panelTool(panel, tools) : undefined;
                const dimmed = tools && !tool ? t('nav.notOffered') : tool?.unavailable;
                return (
                  <NavLink
                    key={panel.id}
                    route={panel.id}
                    current={props.current}
                    label={translateOr(`nav.panel.${panel.id}`, panel.navLabel)}
                    icon={panel.icon}
                    dimmed={dimmed}
                  />
                );
              })}
            </ul>
          </div>
        );
      })}
      <ul className="nav__list nav__list--end">
        <NavLink route="automations" current={props.current} label={t('nav.automations')} icon={automationsIcon} />
        <NavLink route="history" current={props.current} label={t('nav.history')} icon={historyIcon} />
        <NavLink route="settings" current={props.current} label={t('nav.settings')} icon={settingsIcon} />
      </ul>
    </nav>
  );
}
