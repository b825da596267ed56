/**
 * The first screen's server build (ADR 007): `vite build -c vite.server.config.ts`
 * writes dist-server/entry-server.js, which server/firstScreen.ts imports. Everything
 * it uses is bundled in, React's production build included, so it renders the same
 * whatever NODE_ENV the server runs with (a test runner sets "test"). The plugins are
 * the client build's, so vanilla-extract's class names match the CSS the browser has.
 */
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
