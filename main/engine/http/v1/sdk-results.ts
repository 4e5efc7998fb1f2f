/**
 * What `GET /v1/tools/tasks/{id}/download` answers for each type: the result shapes DeckFlow's SDK declares
 * (`DeckTaskTypeResult` in @deckops/sdk), built from the one stored output and its metadata. Each tool's
 * definition names its shape (`sdkResult`); test tools outside the catalog answer a `FileResult`, `[url, bytes, md5]`.
 */
import type { Task } from '../../../../shared/contract/service';
import { findTool } from '../../../../shared/tools/catalog';
import type { SdkResultKind } from '../../../../shared/tools/tool-definition';

/** Makes an absolute, signed link to an engine path such as `/files/<id>/<name>`. */
export type LinkMaker = (path: string) => string;

type ResultShape = (task: Task, link: LinkMaker) => unknown;

type FileResult = [path: string, bytes: number, hash: string];

interface ConvertBounds {
  w?: number;
  h?: number;
  total?: number;
}

/** The split tool's per-slide facts (main/engine/tools/pptx-split.ts). */
interface SlideFile {
  name: string;
  bytes: number;
  md5: string;
  hidden?: boolean;
  notes?: string;
}

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function fileResult(task: Task, link: LinkMaker): FileResult {
  const result = task.result;
  return [link(result?.url ?? ''), result?.size ?? 0, result?.md5 ?? ''];
}

/** `ConvertFileResult[]`: one entry per output file, with page count and size where the tool knows them. */
function convertFiles(task: Task, link: LinkMaker): Array<[...FileResult, ConvertBounds]> {
  const meta = task.result ?? { url: '' };
  const bounds: ConvertBounds = {};
  const w = numberOr(meta.width);
  const h = numberOr(meta.height);
  const total = numberOr(meta.pages) ?? numberOr(meta.slides);
  if (w !== undefined) bounds.w = w;
  if (h !== undefined) bounds.h = h;
  if (total !== undefined) bounds.total = total;
  return [[...fileResult(task, link), bounds]];
}

/** `PptxSplitResult`: the source's size and sections, and one download per slide (served out of the ZIP). */
function splitResult(task: Task, link: LinkMaker): unknown {
  const meta = task.result ?? { url: '' };
  const size = meta.slideSize as { cx?: number; cy?: number } | undefined;
  const slideFiles = Array.isArray(meta.slideFiles) ? (meta.slideFiles as SlideFile[]) : [];
  return {
    ppt: { size: [size?.cx ?? 0, size?.cy ?? 0] },
    sections: Array.isArray(meta.sections) ? meta.sections : [],
    slides: slideFiles.map((slide) => ({
      hash: slide.md5,
      path: link(`${meta.url}/${encodeURIComponent(slide.name)}`),
      bytes: slide.bytes,
      ...(slide.hidden ? { hidden: true } : {}),
      ...(slide.notes ? { notes: slide.notes } : {}),
    })),
  };
}

/** How each kind of SDK result is built; the SDK types most `convertor.*` results as `ConvertFileResult[]`. */
export const SDK_RESULT_SHAPES: Readonly<Record<SdkResultKind, ResultShape>> = {
  file: fileResult,
  convertFiles: convertFiles,
  pptxSplit: splitResult,
};

/** The SDK-shaped result of a completed task. */
export function sdkResult(task: Task, link: LinkMaker): unknown {
  return SDK_RESULT_SHAPES[findTool(task.type)?.sdkResult ?? 'file'](task, link);
}
