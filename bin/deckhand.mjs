#!/usr/bin/env node
// The installed `deckhand` command (package.json "bin"): runs the TypeScript entry through tsx's loader, as
// `npm run cli` does in a checkout.
import { register } from 'tsx/esm/api';

register();
await import('../main/cli/index.ts');
