import { useLayoutEffect, useRef, useState } from 'react';

type Handler = (...args: never[]) => unknown;

/** An object with `keys` whose every function calls the same-named one of what `target` gives at the time of the call. */
function forwarding<T extends { [K in keyof T]: Handler }>(keys: readonly (keyof T)[], target: () => T): T {
  return Object.fromEntries(keys.map((key) => [key, (...args: never[]) => (target()[key] as Handler)(...args)])) as T;
}

/**
 * Handlers whose identity never changes and that call this render's versions: the grids pass them to hundreds of
 * memoised cards, which then re-render only when their own page changes, not on every drag or move.
 */
export function useStableHandlers<T extends { [K in keyof T]: Handler }>(current: T): T {
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  // The getter reads the ref only when a handler is called (an event, after commit), never during render.
  // eslint-disable-next-line react-hooks/refs -- the rule cannot see that `forwarding` only stores the getter
  const [stable] = useState(() => forwarding(Object.keys(current) as (keyof T)[], () => latest.current));
  return stable;
}
