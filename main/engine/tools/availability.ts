/**
 * What a locally run tool needs from the machine (LibreOffice, ffmpeg …), so `GET /tools/types` can say which tools
 * run here and intake can refuse a task up front with how to install what is missing, instead of failing it later.
 * A probe resolves when its program is there and throws ToolError('tool_unavailable', <what to install>) when not;
 * results are cached briefly, so installing a program while the engine runs is noticed within a minute.
 */
import { findFfmpeg, findFfprobe } from '../lib/media/ffmpeg';
import { locateProgram, PROGRAMS, type ProgramId } from '../lib/process/program-registry';
import { ToolError } from '../lib/errors/tool-error';
import { CATALOG } from '../../../shared/tools/catalog';
import type { UnavailableReason } from '../../../shared/contract/unavailable-reasons';

export type RequirementProbe = () => Promise<unknown>;

/**
 * A check that depends on the engine's state or on the task itself (which translation provider is set up, which
 * language pair, which input formats): run on every call, never cached, so a provider set up in Settings counts
 * at once. Without params it answers for the type as a whole (`GET /tools/types`).
 */
export type TaskCheck = (task?: {
  params: Record<string, unknown>;
  fileNames: readonly string[];
}) => Promise<string | Unavailability | null>;

/** Why a tool cannot run: the English sentence, and when known its code for a window to word. */
export interface Unavailability {
  text: string;
  reason?: UnavailableReason | undefined;
}

function unavailability(value: string | Unavailability | null | undefined): Unavailability | null {
  if (!value) return null;
  return typeof value === 'string' ? { text: value } : value;
}

/**
 * The programs found by more than the registry's facts: ffmpeg and ffprobe may also come from optional npm packages,
 * and only an ffmpeg with the H.264 encoder counts (lib/media/ffmpeg.ts).
 */
const OWN_LOCATORS: Partial<Readonly<Record<ProgramId, RequirementProbe>>> = { ffmpeg: findFfmpeg, ffprobe: findFfprobe };

/** How the engine finds each program of the registry, by the name a tool definition's `requires` uses. */
export const PROGRAM_PROBES: Readonly<Record<string, RequirementProbe>> = Object.fromEntries(
  (Object.keys(PROGRAMS) as ProgramId[]).map((id) => [id, OWN_LOCATORS[id] ?? (() => locateProgram(id))]),
);

/** The probe of a program a definition requires; a name the registry lacks is a mistake in the definition. */
function probeOf(program: string): RequirementProbe {
  const probe = PROGRAM_PROBES[program];
  if (!probe) throw new Error(`A tool requires "${program}", which is not in lib/process/program-registry.ts.`);
  return probe;
}

/** Per tool type, every program it cannot run without, from the definitions' `requires`. */
export const TOOL_REQUIREMENTS: Readonly<Record<string, readonly RequirementProbe[]>> = Object.fromEntries(
  CATALOG.filter((definition) => definition.requires.length > 0).map((definition) => [definition.type, definition.requires.map(probeOf)]),
);

const CACHE_MS = 60_000;

export class ToolAvailability {
  private readonly cache = new Map<RequirementProbe, { at: number; reason: Promise<Unavailability | null> }>();

  constructor(
    private readonly requirements: Readonly<Record<string, readonly RequirementProbe[]>> = TOOL_REQUIREMENTS,
    private readonly now: () => number = Date.now,
    private readonly taskChecks: Readonly<Record<string, TaskCheck>> = {},
  ) {}

  /** Why `type` cannot run on this machine now, or null when it can (or needs nothing). */
  async reasonFor(type: string): Promise<string | null> {
    return (await this.unavailability(type))?.text ?? null;
  }

  /** Like reasonFor, with the reason's code when it has one (`GET /tools/types`). */
  async unavailability(type: string): Promise<Unavailability | null> {
    for (const probe of this.requirements[type] ?? []) {
      const reason = await this.run(probe);
      if (reason) return reason;
    }
    return unavailability(await this.taskChecks[type]?.());
  }

  /** Like reasonFor, for one submitted task: its params and files may need more (a language pair, poppler …). */
  async reasonForTask(type: string, params: Record<string, unknown>, fileNames: readonly string[]): Promise<string | null> {
    return (await this.taskUnavailability(type, params, fileNames))?.text ?? null;
  }

  /** Like reasonForTask, with the reason's code when it has one (intake's refusal carries it). */
  async taskUnavailability(type: string, params: Record<string, unknown>, fileNames: readonly string[]): Promise<Unavailability | null> {
    for (const probe of this.requirements[type] ?? []) {
      const reason = await this.run(probe);
      if (reason) return reason;
    }
    return unavailability(await this.taskChecks[type]?.({ params, fileNames }));
  }

  private run(probe: RequirementProbe): Promise<Unavailability | null> {
    const cached = this.cache.get(probe);
    if (cached && this.now() - cached.at < CACHE_MS) return cached.reason;
    const reason = Promise.resolve()
      .then(probe)
      .then(
        () => null,
        (error: unknown) => {
          if (error instanceof ToolError) return { text: error.message, reason: error.unavailable };
          throw error;
        },
      );
    this.cache.set(probe, { at: this.now(), reason });
    return reason;
  }
}
