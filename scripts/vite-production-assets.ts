/**
 * Vite plugin for `vite build`: writes a Brotli and a gzip copy beside every compressible
 * asset, so the server sends compressed files without compressing on each request
 * (@fastify/static `preCompressed`), and stamps a production build (`.production-build`,
 * read by scripts/build-if-needed.mjs: a development build is never served as the shop).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function productionAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'production-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // The server build (dist-server/) is read from disk by the server, never sent.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!fs.existsSync(outDir)) return;
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file) || file.endsWith('.map')) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
      // React's development build (an inherited NODE_ENV=development/test) is not the shop.
      if (config.isProduction) {
        fs.writeFileSync(path.join(outDir, '.production-build'), `${new Date().toISOString()}\n`);
      }
    },
  };
}
