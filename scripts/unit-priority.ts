/**
 * Setup file of the `unit` Vitest project: its workers run at a lower CPU priority
 * (nice 5) than the story tests beside them (issue 19).
 *
 * The two projects run side by side on 2 cores. A story file mostly waits on its
 * browser (a frame, a settled page, a screenshot), while a unit file computes: at equal
 * priority the unit files took the CPU the stories could have used, the stories
 * stretched to the end of the run, and its last hundred seconds ran stories alone with
 * about a quarter of the CPU idle (`npm run test:timeline`). Lower, the unit files take
 * what the stories leave and the CPU stays busy to the end: 393–413 s → 356 s for the
 * Vitest part on a quiet machine (with long-files-first.ts). Nice 5, not lower: under
 * other work at normal priority a unit file still gets about a third of a core's share,
 * so it is slower, not starved (nice 10 left it a tenth). A unit file alone runs as fast
 * as before: nice only matters when something else wants the CPU. The shops and
 * databases a unit file starts inherit it.
 *
 * Linux keeps a nice value per thread, so every thread of the worker is lowered;
 * threads started later inherit it from the thread that starts them.
 */
import fs from 'node:fs';
import os from 'node:os';

const UNIT_NICE = 5;

let threads: string[] = [];
try {
  threads = fs.readdirSync('/proc/self/task');
} catch {
  // Not Linux: the process's own priority is all there is to set.
}
for (const thread of threads.length > 0 ? threads.map(Number) : [0]) {
  try {
    if (os.getPriority(thread) < UNIT_NICE) os.setPriority(thread, UNIT_NICE);
  } catch {
    // A thread that ended meanwhile, or a system that refuses: the tests run as they are.
  }
}
