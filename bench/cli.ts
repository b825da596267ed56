/** What the benchmarks share: their command-line flags and percentiles. */

/** `--name VALUE` as text, or null when the flag is absent. */
export function flagValue(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

/** `--name N` as a number, else `fallback`. */
export function numberFlag(name: string, fallback: number): number {
  const value = flagValue(name);
  return value === null ? fallback : Number(value);
}

/** The p-th percentile of ascending `sorted` (nearest rank); NaN for none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
