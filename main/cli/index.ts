/** The `deckhand` command's entry: `npm run cli -- …` in a checkout, `bin/deckhand.mjs` once installed. */
import { main } from './cli-main';

const code = await main(process.argv.slice(2));
process.exitCode = code;
// Whatever still holds the event loop (a socket the engine has not closed yet) must not keep a finished command open.
setTimeout(() => process.exit(code), 2_000).unref();
