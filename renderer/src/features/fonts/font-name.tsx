import { useRef } from 'react';
import type { RefObject } from 'react';
import { useFontPreview, useSeen } from './font-preview';

/**
 * A family's name in its own face once its file has loaded (in the app's face until then, or when there is no file).
 * `root` is the scrolling list the name sits in: the file is asked for only when the name comes into view there.
 */
export function FontName(props: { family: string; root?: RefObject<Element | null>; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const seen = useSeen(ref, props.root);
  const preview = useFontPreview(props.family, seen);
  return (
    <span
      ref={ref}
      className={`font-name${props.className ? ` ${props.className}` : ''}`}
      data-preview={preview.state}
      style={preview.state === 'ready' ? { fontFamily: `"${preview.cssFamily}", var(--font)` } : undefined}
      title={props.family}
    >
      {props.family}
    </span>
  );
}
