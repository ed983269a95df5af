import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The backend serves the built SPA from frontend/dist; in development Vite proxies the API to it.
// Every text asset is also written compressed at build time (brotli at its highest quality, gzip at level 9) next
// to the original (`x.js.br`, `x.js.gz`): the server sends those as they are instead of compressing each request
// (issue #33), and brotli at quality 11 is smaller than what a request-time compressor can afford.
export default defineConfig({
  plugins: [
    react(),
    compression({
      threshold: 1024,
      // index.html gets the runtime settings per installation (spa.ts): it is never served from a file as it is.
      exclude: [/\.html$/],
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and its scheduler in a chunk of their own (issue #33): the largest part of the first download
        // changes only with a React upgrade, so returning browsers keep it from their cache across deployments
        // (hashed, immutable), and the entry chunk holds only the app's shell.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
