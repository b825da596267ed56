/**
 * The production start (README, Deployment): what `npm run build` makes runs with plain
 * node — no tsx, no TypeScript compiled on the fly, nothing from devDependencies. The
 * shop is started here from a folder holding only what the Docker image's last stage
 * copies, with the image's CMD and HEALTHCHECK and compose.yaml's migrate command, so
 * a file the image forgets or a command that drifts fails here, not in a deploy.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parseAst } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/testing/startShop';

const root = path.resolve(import.meta.dirname, '..');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

// The Dockerfile's runtime stage, continuation lines joined.
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const execForm = (instruction: string): string[] => {
  const line = new RegExp(`^${instruction}\\b.*?(\\[.*\\])$`, 'm').exec(runtimeStage);
  if (!line) throw new Error(`The Dockerfile's last stage has no ${instruction} in exec form`);
  return JSON.parse(line[1]!) as string[];
};
const imageCommand = execForm('CMD');
const healthCheck = execForm('HEALTHCHECK');
const migrateLine = /^\s+command: (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'));
const migrateCommand = [...(migrateLine?.[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]!);

/** A folder with what the runtime stage's COPY lines put in /app, and the repository's node_modules. */
function assembleImage(): string {
  const image = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-image-'));
  for (const [, fromBuild, list] of runtimeStage.matchAll(/^COPY (--from=build )?(.+)$/gm)) {
    const words = list!.split(/\s+/);
    const destination = path.join(image, words.pop()!);
    for (const word of words) {
      // The build stage's /app is the repository after `npm run build`.
      const source = path.join(root, fromBuild ? path.relative('/app', word) : word);
      const target = words.length > 1 || destination.endsWith(path.sep) ? path.join(destination, path.basename(source)) : destination;
      fs.cpSync(source, target, { recursive: true });
    }
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(image, 'node_modules'));
  return image;
}

interface Finished {
  code: number | null;
  output: string;
}

let image: string;
let dataDir: string;

/** The environment of the image's containers: the image's own, none of the runner's loaders. */
function imageEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

function launch([command, ...args]: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command === 'node' ? process.execPath : command!, args, { cwd: image, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, output: () => output, finished };
}

const run = (command: string[], env: NodeJS.ProcessEnv) => launch(command, env).finished;

beforeAll(() => {
  // What `npm start` runs first: the same three Vite builds as `npm run build`, skipped
  // when the output is newer than its sources.
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'pipe' });
  image = assembleImage();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-image-data-'));
});

afterAll(() => {
  if (image) fs.rmSync(image, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every module a built file imports, as written: 'fastify', 'node:fs', './config-1a2b.js'. */
function importsOf(file: string): string[] {
  const specifiers: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, source } = node as { type?: string; source?: { type?: string; value?: unknown } };
    const literal = source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
    if (literal && /^(Import|ExportAll|ExportNamed)Declaration$|^ImportExpression$/.test(type ?? '')) specifiers.push(literal);
    Object.values(node).forEach(visit);
  };
  visit(parseAst(fs.readFileSync(file, 'utf8')));
  return specifiers;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the production build, as the Docker image runs it', () => {
  it('imports nothing but the dependencies of package.json and node’s own modules', () => {
    const built = ['build/server', 'dist-server'].flatMap((folder) =>
      fs
        .readdirSync(path.join(image, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(image, folder, name)),
    );
    expect(built.map((file) => path.relative(image, file))).toEqual(
      expect.arrayContaining([
        'build/server/main.js',
        'build/server/migrate.js',
        'build/server/import-worker.js',
        'dist-server/entry-server.js',
      ]),
    );
    const wrong: string[] = [];
    for (const file of built) {
      for (const specifier of importsOf(file)) {
        const where = `${path.relative(image, file)} imports '${specifier}'`;
        if (specifier.startsWith('.')) {
          if (!fs.existsSync(path.resolve(path.dirname(file), specifier))) wrong.push(`${where}, which the image does not have`);
        } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier) && !(packageOf(specifier) in dependencies)) {
          wrong.push(`${where}, not a dependency (npm ci --omit=dev leaves it out)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('brings a new database to the current schema with compose’s one-shot migrate command', async () => {
    expect(migrateCommand).toEqual(['node', 'build/server/migrate.js']);
    const { code, output } = await run(migrateCommand, imageEnv());
    expect(output).toMatch(/\d+ migrations applied, schema current/);
    expect(code).toBe(0);
  });

  it('starts with the image’s command: healthy, serving the home page rendered with its app, and stops cleanly', async () => {
    const port = await freePort();
    const env = imageEnv({ PORT: String(port), HOST: '127.0.0.1', SEED_DESIGNS: '24' });
    const shop = launch(imageCommand, env);
    try {
      const deadline = Date.now() + 120_000;
      while (!shop.output().includes('The shop is open at')) {
        if (shop.child.exitCode !== null) throw new Error(`The shop stopped:\n${shop.output()}`);
        if (Date.now() > deadline) throw new Error(`The shop did not open in time:\n${shop.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const baseUrl = `http://127.0.0.1:${port}`;

      // Healthy once its checks answer in time (2 s each): a shop just started on a busy
      // machine may not be yet, and Docker retries the HEALTHCHECK (--retries=3) as this does.
      let health = await fetch(`${baseUrl}/api/health`);
      while (health.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        health = await fetch(`${baseUrl}/api/health`);
      }
      expect(health.status).toBe(200);
      expect(((await health.json()) as { data: { checks: { database: { ok: boolean } } } }).data.checks.database.ok).toBe(true);
      let check = await run(healthCheck, env);
      for (let retry = 0; retry < 3 && check.code !== 0; retry++) check = await run(healthCheck, env);
      expect(check.code, check.output).toBe(0);

      // The first screen rendered on the server (dist-server), then the app's own script.
      // A render that takes longer than the server's deadline (RENDER_DEADLINE_MS, set by
      // the machine's speed: seen in CI beside the story files) is rightly answered with
      // the page the browser renders; the first renders load the server's modules, so
      // ask again until the server's own first screen comes, within the test's deadline.
      const serverRendered = /<div id="root">.*Textile and surface pattern designs/s;
      let home = await fetch(`${baseUrl}/`);
      let html = await home.text();
      while (home.status === 200 && !serverRendered.test(html) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        home = await fetch(`${baseUrl}/`);
        html = await home.text();
      }
      expect(home.status).toBe(200);
      expect(html, shop.output()).toMatch(serverRendered);
      const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const app = await fetch(`${baseUrl}${script}`);
      expect(app.status).toBe(200);
      expect(app.headers.get('content-type')).toMatch(/javascript/);
    } finally {
      // What `docker stop` sends.
      shop.child.kill('SIGTERM');
    }
    const { code, output } = await shop.finished;
    expect(output).toContain('Shut down cleanly');
    expect(code).toBe(0);
    // The image's health check now reports the stopped shop.
    expect((await run(healthCheck, env)).code).toBe(1);
  });

  it('imports a studio’s artwork with the built command, in the built worker threads', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-image-import-'));
    try {
      await sharp({ create: { width: 600, height: 450, channels: 3, background: '#c4502a' } })
        .png()
        .toFile(path.join(folder, 'terracotta.png'));
      fs.writeFileSync(path.join(folder, 'designs.csv'), 'image,imgSn,price\nterracotta.png,IMAGE-1,25\n');
      const { code, output } = await run(['node', 'build/server/import.js', folder], imageEnv());
      expect(output).toContain('1 created, 0 updated, 0 unchanged, 0 refused');
      expect(code).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start from a folder without the build, saying to run npm run build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-image-nodist-'));
    try {
      const { code, output } = await run(imageCommand, imageEnv({ DIST_DIR: empty }));
      expect(output).toContain('No production build to start');
      expect(output).toContain('run `npm run build` first');
      expect(code).toBe(1);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
