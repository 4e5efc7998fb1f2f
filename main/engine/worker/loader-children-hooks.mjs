// Module-loader hooks that start no loading of their own: they only record the child processes the loader thread
// starts, to end and reap them when the worker asks (see tsx-bootstrap.mjs and worker-children.ts). On Node 20,
// tsx's hooks run on that thread and start an esbuild service there; a worker terminated with it left the service
// a zombie of the engine (issue #19). Registered before tsx, so its spawn is already recorded.
import childProcess from 'node:child_process';

const children = new Set();
const spawn = childProcess.spawn;
childProcess.spawn = function (...args) {
  const child = spawn.apply(this, args);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

function ended(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

export function initialize({ port }) {
  port.on('message', () => {
    const running = [...children];
    for (const child of running) child.kill();
    void Promise.all(running.map(ended)).then(() => port.postMessage('reaped'));
  });
  port.unref();
}
