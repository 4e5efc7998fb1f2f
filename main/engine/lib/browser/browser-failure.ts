/**
 * Failures of the headless browser in words a person can act on. Playwright's own messages ("page.evaluate:
 * Execution context was destroyed, most likely because of a navigation") name its internals; these say what the page
 * did. Anything else is left as it is.
 */
import { ToolError } from '../errors/tool-error';

const NAVIGATED = /Execution context was destroyed|frame (?:was|got) detached|navigat(?:ed|ion) (?:away|interrupted)/i;
const CLOSED = /Target (?:page, context or browser )?(?:has been )?closed|browser has (?:been )?(?:closed|disconnected)|Browser closed/i;

/** A ToolError for a known browser failure while `label` was being rendered, or null for one this does not know. */
export function browserFailure(error: unknown, label: string): ToolError | null {
  const message = error instanceof Error ? error.message : String(error);
  if (NAVIGATED.test(message)) {
    return new ToolError(
      'invalid_file',
      `“${label}” changed while it was being rendered: the page reloaded itself or went to another address (a script or a refresh). Deckhand renders a page as it loads and does not follow it elsewhere.`,
    );
  }
  if (CLOSED.test(message)) {
    return new ToolError('interrupted', `The headless browser closed before “${label}” was rendered. Try again.`);
  }
  return null;
}
