/**
 * The whole percentage a progress bar shows and announces: rounded, and kept within
 * 0–100 so an overshooting upload (140) reads as done and a bad value (-5, NaN) as not started.
 */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
