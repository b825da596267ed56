/**
 * The order test files start in. Vitest starts the files that took longest last time
 * first, so none of them is still running alone at the end. On a fresh clone (CI, a new
 * machine) it has no times and starts the largest files first instead, and the longest
 * files here are small ones that call a shared suite (server/similar.test.ts is 17
 * lines and takes five minutes beside the stories): started late, they ran on alone for
 * minutes after everything else had finished. These start first when no time is known.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured on 2 cores (whole Vitest part, 2026-11-25). */
const longestOnAFreshClone = [
  'server/similar.test.ts',
  'tests/pricing.property.test.ts',
  'src/app/pages/Pages.stories.tsx',
  'src/features/catalogue/StorePage/StorePage.stories.tsx',
  'server/app.test.ts',
  'server/members.postgres.test.ts',
  'server/members.test.ts',
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const relative = path.relative(this.ctx.config.root, file.moduleId);
      // A file Vitest has no time for (a fresh clone lists every file with 0 ms).
      const known = this.ctx.cache.getFileTestResults(`${file.project.name}:${relative}`)?.duration;
      const index = longestOnAFreshClone.indexOf(relative);
      return known || index < 0 ? longestOnAFreshClone.length : index;
    };
    // Projects keep Vitest's order; a stable sort keeps its order within each rank.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const project = (file: TestSpecification) => projects.indexOf(file.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
