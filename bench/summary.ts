/**
 * The last step of `npm run bench`: bench/results.json from the Lighthouse run
 * (results/web.json) and the API benchmark (results/api.json).
 */
import fs from 'node:fs';
import path from 'node:path';

const read = (name: string) => {
  const file = path.join(import.meta.dirname, 'results', name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : null;
};
const summary = { date: new Date().toISOString(), lighthouse: read('web.json'), api: read('api.json') };
fs.writeFileSync(path.join(import.meta.dirname, 'results.json'), JSON.stringify(summary, null, 2));
console.log('Wrote bench/results.json');
