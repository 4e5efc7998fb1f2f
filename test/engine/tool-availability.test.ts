import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolDescriptor } from '../../shared/contract/service';
import { ToolAvailability } from '../../main/engine/tools/availability';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { missingReason, PROGRAMS } from '../../main/engine/lib/process/program-registry';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, postTask, startTestEngine, type TestEngine } from '../helpers/engine';

const MISSING = 'LibreOffice is needed for this conversion but was not found: install LibreOffice (…).';

describe('tools that need a program this machine lacks', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine({
      testTools: false,
      toolRequirements: {
        'convertor.ppt2pdf': [
          () => {
            throw new ToolError('tool_unavailable', MISSING, { unavailable: missingReason(PROGRAMS.libreoffice) });
          },
        ],
      },
    });
  });
  afterAll(() => engine.close());

  it('are listed with the reason by GET /tools/types; the others are not', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/types`, { headers: authHeaders(engine.key) });
    const types = (await response.json()) as ToolDescriptor[];
    const byType = new Map(types.map((descriptor) => [descriptor.type, descriptor]));
    expect(byType.get('convertor.ppt2pdf')?.unavailable).toBe(MISSING);
    // The same by code, for a window to word in its language (shared/contract/unavailable-reasons.ts).
    expect(byType.get('convertor.ppt2pdf')?.unavailableReason).toEqual({
      code: 'program-missing',
      params: {
        program: 'LibreOffice',
        install: expect.stringContaining('`sudo apt install libreoffice-impress') as string,
        env: 'DECKHAND_SOFFICE',
        envTo: 'program',
      },
    });
    expect(byType.get('pptx.join')?.unavailable).toBeUndefined();
    expect(byType.get('pptx.join')?.unavailableReason).toBeUndefined();
    for (const descriptor of types.filter((entry) => !entry.local)) {
      expect(descriptor.unavailable, descriptor.type).toMatch(/DeckFlow cloud service only/);
      expect(descriptor.unavailableReason, descriptor.type).toEqual({ code: 'cloud-only', params: {} });
    }
  });

  it('are refused up front with 400 tool_unavailable and the install hint, leaving no task behind', async () => {
    const response = await postTask(engine.baseUrl, engine.key, {
      type: 'convertor.ppt2pdf',
      files: [{ path: join(CORPUS_ROOT, 'pptx', 'pp-minimal.pptx') }],
    });
    expect(response.status).toBe(400);
    // The reason by code too, as GET /tools/types has it, for the window to word (docs/service-api.md).
    expect(await response.json()).toEqual({ code: 'tool_unavailable', message: MISSING, reason: missingReason(PROGRAMS.libreoffice) });
    expect(readdirSync(join(engine.dataDir, 'tasks'))).toEqual([]);
  });
});

describe('ToolAvailability', () => {
  it('probes once per minute and notices a program installed meanwhile', async () => {
    let now = 0;
    let installed = false;
    let probes = 0;
    const availability = new ToolAvailability(
      {
        'x.tool': [
          () => {
            probes++;
            return installed ? Promise.resolve() : Promise.reject(new ToolError('tool_unavailable', 'install x'));
          },
        ],
      },
      () => now,
    );
    expect(await availability.reasonFor('x.tool')).toBe('install x');
    installed = true;
    expect(await availability.reasonFor('x.tool')).toBe('install x');
    expect(probes).toBe(1);
    now = 60_000;
    expect(await availability.reasonFor('x.tool')).toBeNull();
    expect(await availability.reasonFor('other.tool')).toBeNull();
    expect(probes).toBe(2);
  });
});
