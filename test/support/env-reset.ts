/**
 * The full project runs its files one after another in a few long-lived workers (`isolate: false` in
 * vitest.config.ts), so a file that sets an environment variable at its top (DECKHAND_LAYOUT_CHECK=0, a fontconfig
 * file, NODE_ENV) would set it for every file after it in that worker. Setup files run before each file's own
 * code: this one puts `process.env` back to what the worker started with, so each file starts from the same
 * environment it would get in a fresh process.
 */
const key = Symbol.for('deckhand.test.startEnv');
const sharedMark = Symbol.for('deckhand.test.sharedWorker');
const store = globalThis as { [key]?: Record<string, string | undefined> };
const start = (store[key] ??= { ...process.env });

for (const name of Object.keys(process.env)) {
  if (!(name in start)) delete process.env[name];
}
for (const [name, value] of Object.entries(start)) {
  if (process.env[name] !== value) process.env[name] = value;
}

// Files of this project share their worker's module cache, so a module mocked by one would stay mocked for the
// next: test/shell/electron-mock.ts refuses to run where this mark is set (vitest.config.ts OWN_PROCESS).
(globalThis as { [sharedMark]?: boolean })[sharedMark] = true;
