import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How often the machine's CPU time is read, in ms. */
const SAMPLE_MS = 2000;
/** Width of a line of the summary's timeline, in s. */
const BUCKET_S = 30;

interface CpuTimes {
  busy: number;
  total: number;
}

/** The whole machine's CPU time so far (Linux): busy and all, in clock ticks; null elsewhere. */
function cpuTimes(): CpuTimes | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + fields[4]!;
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * `npm run test:timeline`: where a Vitest run's time goes (issue 19). Records when each
 * test file started and ended and how busy the machine's CPUs were meanwhile, prints a
 * line per 30 s (CPU busy, files running per project) and the longest files, and writes
 * it all to `node_modules/.cache/test-timeline.json` (`TIMELINE_FILE` to change).
 *
 * What it showed on the 2-core machine: both cores are busy until the unit files end,
 * then the story files alone leave a quarter of the CPU idle; the run is as long as
 * its CPU work over two cores, so a shorter run needs less work, not more workers.
 */
export default class TimelineReporter implements Reporter {
  private readonly started = performance.now();
  private readonly starts = new Map<string, number>();
  private readonly files: { project: string; file: string; start: number; end: number }[] = [];
  private readonly cpu: { at: number; busy: number }[] = [];
  private first = cpuTimes();
  private last = this.first;
  private readonly timer = setInterval(() => this.sample(), SAMPLE_MS).unref();

  private seconds() {
    return Math.round((performance.now() - this.started) / 100) / 10;
  }

  private sample() {
    const now = cpuTimes();
    if (!now || !this.last) return;
    this.cpu.push({ at: this.seconds(), busy: (now.busy - this.last.busy) / Math.max(1, now.total - this.last.total) });
    this.last = now;
  }

  onTestModuleStart(module: TestModule) {
    this.starts.set(`${module.project.name} ${module.moduleId}`, this.seconds());
  }

  onTestModuleEnd(module: TestModule) {
    this.files.push({
      project: module.project.name,
      file: module.relativeModuleId,
      start: this.starts.get(`${module.project.name} ${module.moduleId}`) ?? 0,
      end: this.seconds(),
    });
  }

  onTestRunEnd() {
    clearInterval(this.timer);
    this.sample();
    const end = this.seconds();
    const lines = [`\nTimeline (${end} s):`];
    const now = cpuTimes();
    if (this.first && now)
      lines.push(`  CPU busy ${Math.round((100 * (now.busy - this.first.busy)) / Math.max(1, now.total - this.first.total))} % of the run`);
    const projects = [...new Set(this.files.map((f) => f.project))].sort();
    for (let from = 0; from < end; from += BUCKET_S) {
      const samples = this.cpu.filter((s) => s.at > from && s.at <= from + BUCKET_S);
      const busy = samples.length ? Math.round((100 * samples.reduce((sum, s) => sum + s.busy, 0)) / samples.length) : null;
      const middle = from + BUCKET_S / 2;
      const running = projects.map(
        (p) => `${p} ${this.files.filter((f) => f.project === p && f.start <= middle && f.end >= middle).length}`,
      );
      lines.push(
        `  ${String(from).padStart(4)} s  CPU ${busy === null ? '  -' : `${String(busy).padStart(3)} %`}  running: ${running.join(', ')}`,
      );
    }
    lines.push('  Longest files:');
    for (const f of [...this.files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10))
      lines.push(
        `  ${(f.end - f.start).toFixed(1).padStart(7)} s  ${f.start.toFixed(0).padStart(4)}–${f.end.toFixed(0).padEnd(4)} ${f.project}  ${f.file}`,
      );
    const out = process.env.TIMELINE_FILE ?? path.join('node_modules', '.cache', 'test-timeline.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ files: this.files, cpu: this.cpu }, null, 1));
    lines.push(`  Written to ${out}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
