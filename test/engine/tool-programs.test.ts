/**
 * The programs the tool definitions name (LibreOffice and its Impress and Writer parts, ffmpeg, Chromium, …) are
 * found on this machine by the same probes GET /tools/types uses. Kept out of the fast suite (tool-registry.test.ts),
 * which must run where none of them is installed.
 */
import { describe, expect, it } from 'vitest';
import { PROGRAM_PROBES } from '../../main/engine/tools/availability';

describe('what the tools need from the machine', () => {
  it('finds every program a definition names on this machine', async () => {
    for (const [program, probe] of Object.entries(PROGRAM_PROBES)) await expect(probe(), program).resolves.toBeDefined();
  });
});
