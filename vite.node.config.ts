/**
 * The Node server's production build (`npm run build`): server/main.ts, the command-line
 * tools and the import pool's worker compiled to plain JavaScript in build/server/, so
 * the shop runs with `node` alone, no TypeScript compiled on the fly and no
 * devDependencies. The packages it imports stay in node_modules (Vite's SSR build leaves
 * them external); only our own code, server/ and the src/ rules it shares, is bundled.
 */
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import.meta.dirname` in a built module still means the folder of the source file, as
 * it does under tsx: config.ts finds the repository (dist/, data/) from it, db/client.ts
 * the migrations. Every chunk is written to the output folder itself, so that source
 * folder is a fixed path away from the chunk's own.
 */
function sourceDirname(): Plugin {
  let outDir = '';
  return {
    name: 'source-dirname',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transform(code, id) {
      if (!code.includes('import.meta.dirname') || id.includes('/node_modules/')) return null;
      const fromChunk = path.relative(outDir, path.dirname(id)).split(path.sep).join('/');
      // The import goes on the first line, before the module's own: every line keeps its
      // number, so the source map, left as it was, still points at the right ones.
      const withSourceDir = code.replaceAll('import.meta.dirname', `__joinPath(import.meta.dirname, ${JSON.stringify(fromChunk)})`);
      return { code: `import { join as __joinPath } from 'node:path';${withSourceDir}`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [sourceDirname()],
  build: {
    ssr: true,
    outDir: 'build/server',
    emptyOutDir: true,
    target: 'node20',
    // Stack traces in the log read like the source.
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        migrate: 'server/cli/migrate.ts',
        seed: 'server/cli/seed.ts',
        operator: 'server/cli/operator.ts',
        import: 'server/cli/import.ts',
        // Loaded by file name in each worker thread (server/import/pool.ts).
        'import-worker': 'server/import/worker.ts',
        // Measures image-search uploads off the main thread (server/services/uploadSignatures.ts).
        'upload-signature-worker': 'server/services/uploadSignatureWorker.ts',
      },
      output: {
        entryFileNames: '[name].js',
        // Beside the entries, not in a subfolder: the worker and sourceDirname() count
        // paths from a chunk's own folder.
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
