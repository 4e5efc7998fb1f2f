/**
 * What the window decides from a failure's code alone (shared/contract/error-codes.ts): whether "Try again" is offered.
 * The words are in error-text.ts; no message text is read here or there.
 */
import { isFailureCode, retryCanHelp as codeRetryCanHelp } from '../../../shared/contract/error-codes';

/**
 * Whether sending the very same files again may succeed; false for a failure caused by the input itself (the person
 * has to remove or replace a file first). A code this app does not know is an internal error, which a retry may pass.
 */
export function retryCanHelp(code: string): boolean {
  return isFailureCode(code) ? codeRetryCanHelp(code) : true;
}
