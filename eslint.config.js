import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'stream',
  'worker_threads',
  'url',
  'util',
  'events',
  'zlib',
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Tool configuration files are loaded through their default export.
    files: ['*.config.ts', '*.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Only the shell may touch Electron; core, engine and the web host must run in plain Node.
    files: ['main/core/**', 'main/engine/**', 'main/web/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'Only main/shell may import electron.' }] }],
    },
  },
  {
    // The raw IPC objects stay inside the one binding in the shell and the preload bridge.
    files: ['main/shell/**', 'preload/**'],
    ignores: ['main/shell/ipc-binding.ts', 'preload/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: 'Use main/shell/ipc-binding.ts (main) or the bridge in preload/index.ts.',
            },
          ],
        },
      ],
      // Restates the base rule's selector: a rule set here replaces the base options rather than adding to them.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector:
            "CallExpression[callee.property.name='send']:matches([callee.object.property.name='webContents'], [callee.object.name='webContents'])",
          message: 'Push events with IpcBinding.emit (main/shell/ipc-binding.ts).',
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer has no Electron; use window.deckhand.' },
            ...nodeBuiltins.map((name) => ({ name, message: 'The renderer has no Node.' })),
          ],
          patterns: [
            { group: ['node:*'], message: 'The renderer has no Node.' },
            { group: ['**/main/**'], message: 'The renderer talks to main only through shared/contract (and shares shared/tools).' },
          ],
        },
      ],
    },
  },
  {
    // What every process shares: pure types, constants and zod schemas. No Node, no DOM, no Electron, no process code.
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'shared/ runs in every process; it may not import Electron.' },
            ...nodeBuiltins.map((name) => ({ name, message: 'shared/ also runs in the renderer: no Node.' })),
          ],
          patterns: [
            { group: ['node:*'], message: 'shared/ also runs in the renderer: no Node.' },
            {
              group: ['**/main/**', '**/renderer/**', '**/preload/**'],
              message: 'shared/ depends on nothing but itself and pure packages.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other (bulletproof-react): shared pieces live in renderer/src/shared, the app composes.
  // A separate rule name, so the renderer's own no-restricted-imports options above stay in force alongside it.
  // One block per feature and folder depth: `../<x>` from depth 0 (or `../../<x>` from depth 1 …) is a sibling feature.
  ...readdirSync(new URL('renderer/src/features/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: feature }) =>
      [0, 1, 2].map((depth) => ({
        files: [`renderer/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `(^|/)features/(?!${feature}(/|$))[^/]|^(\\.\\./){${depth + 1}}(?!${feature}(/|$))[^./]`,
                  message:
                    'A feature must not import another feature: move the shared piece to renderer/src/shared/, or compose them in renderer/src/app/.',
                },
              ],
            },
          ],
        },
      })),
    ),
  {
    files: ['renderer/**/*.tsx', 'renderer/**/*.ts', 'main/**', 'preload/**', 'test/**'],
    ignores: ['test/**', 'main/engine/cli.ts', 'main/web/cli.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
);
