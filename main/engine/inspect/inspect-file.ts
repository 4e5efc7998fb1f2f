/**
 * The reading of one uploaded file for `POST /tools/inspect`, run in a worker thread like a tool (worker/), with its
 * time limit and abort: the slides' outline and text, then every page's thumbnail, each sent as a line as soon as it
 * is known. sharp, the PPTX library and LibreOffice load here, never on the thread that serves every event stream.
 */
import { rm } from 'node:fs/promises';
import { readDeckOutline, readDeckText } from '../lib/pptx/deck-outline';
import type { ToolInput } from '../lib/files/tool-input';
import type { InspectionExtras, InspectionParams } from './inspection';
import { sendThumbnails } from './inspect-thumbnails';
import { drawLargePage } from './large-page';
import { ThumbnailCache } from './thumbnail-cache';

export interface InspectionContext extends InspectionExtras {
  inputs: ToolInput[];
  params: InspectionParams;
  signal: AbortSignal;
}

export async function inspectFile(ctx: InspectionContext): Promise<null> {
  const { params, emit, signal } = ctx;
  const path = ctx.inputs[0]?.path;
  if (!path) throw new Error('an inspection needs its file');
  for (const aspect of params.aspects) {
    if (aspect === 'outline') emit({ outline: await readDeckOutline(path, params.name) });
    if (aspect === 'text') emit({ text: await readDeckText(path, params.name) });
  }
  if (params.aspects.includes('page') && params.page) {
    const cache = new ThumbnailCache(params.cacheRoot);
    const { number, longEdge } = params.page;
    emit({
      page: await drawLargePage({
        path,
        name: params.name,
        sha256: params.sha256,
        cache,
        page: number,
        longEdge,
        signal,
        standby: ctx.standby,
      }),
    });
    return null;
  }
  if (params.aspects.includes('thumbnails')) {
    await sendThumbnails({
      path,
      name: params.name,
      sha256: params.sha256,
      cache: new ThumbnailCache(params.cacheRoot),
      signal,
      send: emit,
      // The upload is gone by the time the client reads the last line.
      beforeEnd: () => rm(path, { force: true }),
      standby: ctx.standby,
    });
  }
  return null;
}
