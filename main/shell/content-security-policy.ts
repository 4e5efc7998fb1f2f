/**
 * The renderer's Content-Security-Policy: only our own scripts, no eval, no remote content. Inline styles are
 * allowed because React sets `style` attributes (progress bar widths). Used by the build (meta tag) and the
 * shell (response header), so the two cannot drift apart.
 */
const DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  // deckhand-preview: the results' pictures and videos, answered by main (shell/preview-protocol.ts).
  ['img-src', ["'self'", 'data:', 'blob:', 'deckhand-preview:']],
  ['media-src', ["'self'", 'deckhand-preview:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
];

export const CONTENT_SECURITY_POLICY = serialize(DIRECTIVES);

/**
 * In development only, the dev server needs two exceptions: plugin-react's inline refresh preamble and the HMR
 * socket. Packaged builds never take this path (they load the built file).
 */
export function contentSecurityPolicyFor(options: { devServerOrigin?: string }): string {
  const origin = options.devServerOrigin;
  if (!origin) return CONTENT_SECURITY_POLICY;
  const socket = origin.replace(/^http/, 'ws');
  return serialize(
    DIRECTIVES.map(([name, sources]) => {
      if (name === 'script-src') return [name, [...sources, "'unsafe-inline'"]] as const;
      if (name === 'connect-src') return [name, [...sources, socket]] as const;
      return [name, sources] as const;
    }),
  );
}

function serialize(directives: readonly (readonly [string, readonly string[]])[]): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
