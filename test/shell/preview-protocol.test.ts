/**
 * The app's preview scheme (shell/preview-protocol.ts): registered as a standard, secure, streaming scheme before the
 * app is ready, and answered from core's previews with the same rules as the web host's /api/preview (which
 * test/core/web-host-previews.test.ts drives with real tasks): only `task/<id>/<part>` is ever looked up.
 */
import { fake } from './electron-mock';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ResultPreviews } from '../../main/core/result-previews';
import { ServiceError } from '../../main/core/service-client/service-error';
import { answerPreview, registerPreviewScheme } from '../../main/shell/preview-protocol';

const root = await mkdtemp(path.join(tmpdir(), 'deckhand-preview-protocol-'));
const asked: string[] = [];
const offline = (): Promise<never> => {
  asked.push('client');
  return Promise.reject(new ServiceError({ code: 'network_error', message: 'No backend in this test.' }));
};
const previews = new ResultPreviews({
  client: offline,
  engineClient: offline,
  requestOf: () => undefined,
  outputName: () => Promise.resolve('result.png'),
  cacheDir: path.join(root, 'previews'),
});

afterAll(async () => {
  await previews.close();
  await rm(root, { recursive: true, force: true });
});

describe('deckhand-preview://', () => {
  it('is registered privileged: standard, secure, streamed', () => {
    registerPreviewScheme();
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'deckhand-preview', privileges: { standard: true, secure: true, stream: true } },
    ]);
  });

  it('answers only task/<id>/<part>, and a backend’s refusal as a JSON error', async () => {
    for (const address of [
      'deckhand-preview://other/t1/output',
      'deckhand-preview://task/t1/secret.txt',
      'deckhand-preview://task/t1/output/extra',
      'deckhand-preview://task/..%2F..%2Fetc/output',
      'deckhand-preview://task/t1',
    ]) {
      const response = await answerPreview(previews, new Request(address));
      expect(response.status, address).toBe(404);
    }
    expect(asked).toEqual([]);
    const refused = await answerPreview(previews, new Request('deckhand-preview://task/t1/output'));
    expect(refused.status).toBe(502);
    expect(refused.headers.get('content-security-policy')).toContain('sandbox');
    expect(await refused.json()).toEqual({ code: 'network_error', message: 'No backend in this test.' });
    expect(asked).toEqual(['client']);
  });
});
