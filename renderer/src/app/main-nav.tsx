import type { Route } from './use-hash-route';
import { routeHref } from './use-hash-route';

const ITEMS: readonly { route: Route; label: string }[] = [
  { route: 'merge', label: 'Merge' },
  { route: 'history', label: 'History' },
  { route: 'settings', label: 'Settings' },
];

export function MainNav(props: { current: Route }) {
  return (
    <nav className="nav" aria-label="Main">
      <ul className="nav__list">
        {ITEMS.map((item) => (
          <li key={item.route}>
            <a className="nav__link" href={routeHref(item.route)} aria-current={props.current === item.route ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
