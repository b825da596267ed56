import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The unit files that take longest, each mostly one long test that cannot be shared
 * between workers (the similar-image recall over 50 designs, 10,000 generated prices,
 * the storefront suite on 400 designs).
 */
export const LONG_FILES = ['server/similar.test.ts', 'tests/pricing.property.test.ts', 'server/app.test.ts'];

/**
 * Vitest's order (files that failed last time first, then the longest last time), with
 * the long files above at the front of their project. On a fresh clone Vitest has no
 * durations and orders by file size, and similar.test.ts is 17 lines (its suite lives
 * in server/testing/): it started last and ran alone for the last minute of the run.
 */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.indexOf(path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/'));
      return at < 0 ? LONG_FILES.length : at;
    };
    // Stable: the projects stay grouped as Vitest put them, and other files keep its order.
    const projectAt = (file: TestSpecification) => sorted.findIndex((other) => other.project === file.project);
    return sorted
      .map((file, index) => ({ file, index, project: projectAt(file), rank: rank(file) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
