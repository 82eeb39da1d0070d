import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

// `npm run dev` runs the API on PORT (default 3000); Vite proxies to it.
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

/** After every build, the .br and .gz copies the server sends as they are. */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressBuild()],
  publicDir: 'public',
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
});
