import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` runs the API on PORT (default 3000); Vite proxies to it.
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
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
