import { useCallback, useSyncExternalStore } from 'react';

export type Route = 'merge' | 'history' | 'settings';

const ROUTES: readonly Route[] = ['merge', 'history', 'settings'];

function currentRoute(): Route {
  const name = window.location.hash.replace(/^#\/?/, '');
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'merge';
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
