/**
 * First-load JavaScript per route, from the build's manifest: the entry chunk, the
 * route's lazy chunk and everything either imports statically (what the browser must
 * download before the route can render), gzip-compressed. `npm run budget`
 * after `npm run build`; prints a table and exits non-zero when a route is over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appRoutes } from '../src/app/appRoutes';

/** Route → its lazy module (the manifest key appRoutes names), and the budget in KB gzip. */
export const routes: Record<string, { module: string; budgetKb: number }> = {
  [appRoutes.home.path]: { module: appRoutes.home.source, budgetKb: 150 },
  [appRoutes.store.path]: { module: appRoutes.store.source, budgetKb: 200 },
  [appRoutes.detail.path]: { module: appRoutes.detail.source, budgetKb: 200 },
};

/** KB of gzip JavaScript the browser loads before `routeModule` can render, in the build at `dist`. */
export function firstLoadKb(dist: string, routeModule: string): number {
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }> = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  );
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the build`);
  const chunks = new Set([...closure(entry, new Set()), ...closure(routeModule, new Set())]);
  const bytes = [...chunks].reduce(
    (sum, key) => sum + gzipSync(fs.readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = false;
  const rows = Object.entries(routes).map(([route, { module, budgetKb }]) => {
    const kb = firstLoadKb(path.resolve(import.meta.dirname, '..', 'dist'), module);
    if (kb > budgetKb) over = true;
    return { route, 'first-load JS (KB gzip)': +kb.toFixed(1), 'budget (KB)': budgetKb };
  });
  console.table(rows);
  process.exit(over ? 1 : 0);
}
