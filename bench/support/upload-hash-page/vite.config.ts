import path from 'node:path';
import { defineConfig } from 'vite';

// The upload-hash bench page only: built apart from the console (its own root and outDir) by bench/upload-hash.ts,
// with the console's worker settings, so the worker it starts is the one the console ships.
export default defineConfig({
  root: path.dirname(new URL(import.meta.url).pathname),
  worker: { format: 'es' },
  logLevel: 'warn',
  build: {
    outDir: process.env.UPLOAD_HASH_OUT ?? '/tmp/sluice-upload-hash-bench',
    emptyOutDir: true,
    sourcemap: false,
  },
});
