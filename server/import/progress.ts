/** The import's console progress bar (npm run import, npm run bench:import). */
import type { ImportProgress } from './importer';

/** `[██████······] 52% 11/20 designs · 5.3 designs/s · 2 s left · 1 refused` */
export function progressLine(p: ImportProgress, width = 30): string {
  const share = p.total ? p.done / p.total : 1;
  const filled = Math.round(share * width);
  const eta =
    p.etaSeconds === null ? '' : ` · ${p.etaSeconds < 90 ? `${Math.ceil(p.etaSeconds)} s` : `${Math.ceil(p.etaSeconds / 60)} min`} left`;
  const rate = p.rate > 0 ? ` · ${p.rate.toFixed(1)} designs/s` : '';
  const refused = p.refused ? ` · ${p.refused} refused` : '';
  return `[${'█'.repeat(filled)}${'·'.repeat(width - filled)}] ${Math.round(share * 100)}% ${p.done}/${p.total} designs${rate}${eta}${refused}`;
}
