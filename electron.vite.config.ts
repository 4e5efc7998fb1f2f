import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './main/shell/content-security-policy';

const root = import.meta.dirname;

/**
 * The CSP goes into the built page only: in dev, plugin-react injects an inline refresh preamble that
 * `script-src 'self'` would block. The shell also sends the policy as a header (see main/shell/window.ts).
 */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'deckhand:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // Native and binary-carrying packages stay in node_modules (unpacked from the asar, see electron-builder.yml).
      externalizeDeps: true,
      rolldownOptions: {
        input: {
          index: resolve(root, 'main/shell/index.ts'),
          // The engine's worker loader looks for this exact file next to the bundled main: out/main/tool-worker.js.
          'tool-worker': resolve(root, 'main/engine/worker/tool-worker.ts'),
          // The engine's own process (utilityProcess), at out/main/engine-process.js (see main/shell/app-paths.ts).
          'engine-process': resolve(root, 'main/engine/engine-process.ts'),
        },
        output: { entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // Sandboxed preloads run as classic scripts: CommonJS with everything bundled in, nothing required at run time.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react(), contentSecurityPolicyMeta()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      rolldownOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
