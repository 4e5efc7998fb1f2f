/**
 * Reduce video's size aimed at, judged before the upload (issue #33, item 7): a size too small for the video's length
 * is refused through the IPC router with the size to ask for instead, and no task reaches the engine; a size that
 * fits goes through. The same sentence as the engine's own (shared/tools/video-target.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/core/app-services';
import type { AppServices } from '../../main/core/app-services';
import { startTestEngine } from '../helpers/engine';
import { targetRefusalIn } from '../../shared/i18n/video-target-words';
import { targetRefusal, targetRefusalOf } from '../../shared/tools/video-target';
import { createFakePlatform, xorCipher } from './fixtures/fake-platform';

let dataDir: string;
let services: AppServices;
let clip: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'deckhand-video-target-'));
  clip = path.join(dataDir, 'talk.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner', '-nostdin', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip,
  ]); // prettier-ignore
  services = await createAppServices({
    dataDir,
    platform: createFakePlatform(),
    cipher: xorCipher,
    version: '9.9.9',
    env: {},
    startEngine: ({ dataDir: engineDir, key }) => startTestEngine({ dataDir: engineDir, key }),
  });
  await services.engineReady;
});

afterAll(async () => {
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Reduce video with a size to aim for', () => {
  it('refuses a size too small for the length before the upload, naming the size to ask for', async () => {
    const described = await services.router.invoke('files:describe', { paths: [clip] });
    if (!described.ok) throw new Error(described.error.message);
    const refused = await services.router.invoke('tasks:submit', {
      type: 'video.compress',
      params: { targetMB: 0.2 },
      files: described.value,
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('target_too_small');
    expect(refused.error.message).toMatch(
      /^0\.2 MB is too small for the 20 s of “talk\.mp4”: ask for at least [\d.]+ MB, or drop the sound\.$/,
    );
    const listed = await services.router.invoke('tasks:list', { startIndex: 0, maxResults: 10 });
    expect(listed.ok && listed.value.total).toBe(0);

    const fits = await services.router.invoke('tasks:submit', { type: 'video.compress', params: { targetMB: 2 }, files: described.value });
    expect(fits.ok).toBe(true);
  });
});

describe('the refusal in the app’s language (shared/i18n/video-target-words.ts)', () => {
  const refusal = targetRefusalOf(0.2, { duration: 20.2, audioBitRate: undefined }, false, 'talk.mp4')!;

  it('is the engine’s English word for word, and each locale’s own with its figures', () => {
    expect(targetRefusalIn('en', refusal)).toBe(targetRefusal(0.2, { duration: 20.2, audioBitRate: undefined }, false, 'talk.mp4'));
    expect(targetRefusalIn('de', refusal)).toBe(
      `0,2 MB sind zu wenig für die 20 s von „talk.mp4“: Verlangen Sie mindestens ${String(refusal.smallestMB).replace('.', ',')} MB, oder lassen Sie den Ton weg.`,
    );
    expect(targetRefusalIn('fr', { ...refusal, hasSound: false })).toMatch(
      /^0,2 Mo, c’est trop peu pour les 20 s de « talk\.mp4 » : demandez au moins [\d,]+ Mo\.$/,
    );
    for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
      expect(targetRefusalIn(locale, refusal), locale).not.toMatch(/\b(too small|ask for|drop the sound)\b|[{}]/);
    }
    expect(targetRefusalIn('ar', refusal)).toContain('«\u2068talk.mp4\u2069»');
  });
});
