/**
 * The engine's error codes are one union with their facts (shared/contract/error-codes.ts): `HttpError` and
 * `ToolError` take only its codes (TypeScript checks that), and every route answers a code with the status the union
 * gives it, so a client can tell what happened from the code alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../shared/contract/error-codes';
import { ROOT, sourceFiles } from './source-imports';

/** `new HttpError(400, 'invalid_parameter'` … across line breaks. */
const CONSTRUCTED = /new HttpError\(\s*(\d{3}),\s*'([a-z_]+)'/g;

describe('error codes', () => {
  it('every HttpError the engine makes carries its code with the status the union gives it', () => {
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const file of sourceFiles('main/engine')) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, status, code = ''] of text.matchAll(CONSTRUCTED)) {
        seen.push(code);
        if (!isErrorCode(code)) wrong.push(`${file}: ${code} is not in shared/contract/error-codes.ts`);
        else if (ERROR_CODES[code].status !== Number(status))
          wrong.push(`${file}: ${code} answered ${status}, the union says ${ERROR_CODES[code].status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen.length).toBeGreaterThan(20);
  });

  it('gives every code a status, or says only a failed task carries it', () => {
    for (const [code, facts] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(facts.status === null || (facts.status >= 400 && facts.status < 600)).toBe(true);
    }
  });
});
