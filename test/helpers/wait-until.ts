/**
 * Waits for a condition by polling it, with no deadline of its own: on a busy machine a fixed deadline fails tests
 * that are merely slow, so the test's own timeout (vitest.config.ts) is the only bound.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, intervalMs = 25): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
