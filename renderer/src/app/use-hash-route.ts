import { useCallback, useSyncExternalStore } from 'react';
import { PANELS } from './panel-registry';

/** A panel id from the registry, or one of the app's own views. */
export type Route = string;

export const APP_VIEWS = ['automations', 'history', 'settings'] as const;

const ROUTES: ReadonlySet<string> = new Set([...PANELS.map((panel) => panel.id), ...APP_VIEWS]);
const DEFAULT_ROUTE = PANELS[0]?.id ?? 'history';

function currentRoute(): Route {
  const name = window.location.hash.replace(/^#\/?/, '');
  return ROUTES.has(name) ? name : DEFAULT_ROUTE;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** Hash routes: in-page navigation, which the Electron shell's will-navigate guard leaves alone. */
export function useHashRoute(): [Route, (route: Route) => void] {
  const route = useSyncExternalStore(subscribe, currentRoute);
  const navigate = useCallback((next: Route) => {
    if (currentRoute() !== next) window.location.hash = `#/${next}`;
  }, []);
  return [route, navigate];
}

export function routeHref(route: Route): string {
  return `#/${route}`;
}
