import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at build time; the server's
 * static handler (`preCompressed`) sends the smallest one the browser accepts, so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sluice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
