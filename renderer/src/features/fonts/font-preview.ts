/**
 * A family's name shown in its own face: the regular font file comes from main (`fonts:preview`: shipped with the
 * app or installed here, never fetched from the network, which the CSP forbids anyway) and is loaded with the
 * FontFace API from its bytes. Loaded only for rows on screen, once per family, under a name of our own so a
 * preview never changes how an installed font of the same name renders elsewhere.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';

let loaded = 0;

function bytesOf(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

/** The CSS family name the preview face was added under, or null when no file is at hand (or it would not load). */
async function loadPreviewFace(family: string): Promise<string | null> {
  const file = await deckhand().fonts.preview(family);
  if (!file) return null;
  const name = `deckhand-preview-${++loaded}`;
  try {
    const face = new FontFace(name, bytesOf(file.base64));
    document.fonts.add(await face.load());
    return name;
  } catch {
    // A file the browser cannot read as a font: the name shows in the app's own face.
    return null;
  }
}

export type FontPreview = { state: 'loading' } | { state: 'ready'; cssFamily: string } | { state: 'missing' };

function previewQuery(family: string, enabled: boolean) {
  return {
    queryKey: queryKeys.fontPreview(family),
    queryFn: () => loadPreviewFace(family),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  } as const;
}

function previewOf(query: { isError: boolean; data: string | null | undefined }): FontPreview {
  if (query.isError) return { state: 'missing' };
  if (query.data === undefined) return { state: 'loading' };
  return query.data === null ? { state: 'missing' } : { state: 'ready', cssFamily: query.data };
}

/** The preview of `family` once `enabled` (the row is on screen); cached for the app's lifetime. */
export function useFontPreview(family: string, enabled: boolean): FontPreview {
  return previewOf(useQuery(previewQuery(family, enabled)));
}

/** The previews of several families at once (the chosen ones), loaded now. */
export function useFontPreviews(families: readonly string[]): FontPreview[] {
  return useQueries({ queries: families.map((family) => previewQuery(family, true)) }).map(previewOf);
}

/** True once the element has come on screen inside `root` (a scrolling list); stays true. */
export function useSeen(ref: RefObject<Element | null>, root: RefObject<Element | null> | undefined): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { root: root?.current ?? null, rootMargin: '80px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, root, seen]);
  return seen;
}
