import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readTimings } from './file-timings';

/**
 * Runs the files that took longest last time first (test/timings.json), files never timed before all of them. With
 * a few workers on two cores, a long file started last would leave the run waiting on it alone; longest first keeps
 * every worker busy to the end. Projects stay in their own order, as vitest's default sequencer keeps them.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byDefault = await super.sort(files);
    const timings = readTimings();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => timings[relative(root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    const order = new Map(byDefault.map((spec, index) => [spec, index]));
    return [...byDefault].sort((a, b) => {
      if (a.project.name !== b.project.name) return (order.get(a) ?? 0) - (order.get(b) ?? 0);
      return seconds(b) - seconds(a) || (order.get(a) ?? 0) - (order.get(b) ?? 0);
    });
  }
}
