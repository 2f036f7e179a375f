import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { formProviderOnly } from './scripts/form-provider-only';
import { precompress } from './scripts/precompress-plugin';
import { shellVendorChunk } from './scripts/shell-vendor-chunk';

const API_TARGET = process.env.SLUICE_API_TARGET ?? 'http://localhost:8080';

/** Writes which source modules went into which chunk, so bench/bundle-size.ts can prove heavy libraries stay lazy. */
function chunkModulesReport(): Plugin {
  return {
    name: 'sluice-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<
        string,
        { isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[]; renderedBytes: Record<string, number> }
      > = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map((id) => id.replace(process.cwd() + '/', '')),
          // Minified-before-gzip size per module: tells which library makes a chunk heavy.
          renderedBytes: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [id.replace(process.cwd() + '/', ''), info.renderedLength]),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), formProviderOnly(), chunkModulesReport(), precompress()],
  worker: { format: 'es' },
  // rxjs's ES2015 build: classes instead of esm5's tslib helpers, smaller on every page that has the bus.
  resolve: {
    conditions: ['es2015', ...defaultClientConditions],
    // React Router's package exports only its development build, whose warnings (ENABLE_DEV_WARNINGS = true) the
    // minifier must keep; a build takes its production twin, the same code with them off.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the console supports (evergreen Chromium, Firefox, Safari) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen needs, sign-in included, in one file: many small shared chunks cost the first screen
            // a request and a gzip stream each (bench/bundle-size.ts measures the login route with them).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|axios)[\\/]/,
            },
            // The entry's own small modules that lazy chunks share too; otherwise each becomes a chunk of a few hundred bytes.
            {
              name: 'core',
              test: /src[\\/](config[\\/]app-config|lib[\\/](storage|session-store|layout-type|signal|api-error|api-client|feedback|i18n|language|locale-catalogue|login-path|error-text|title|md5|theme-colors|use-setting)|features[\\/]auth[\\/](session|api|last-login[\\/]pending-last-login))\.ts$/,
            },
            // The sign-in page and the pieces its other modes share with it (the SMS and scan modes stay lazy).
            {
              name: 'login-page',
              test: /src[\\/]features[\\/]auth[\\/]login[\\/](?!sms-login-form|scan-login-panel|use-scan-login|use-countdown)/,
              // Only these modules: their dependencies (the session, icons the console shares) stay where they are.
              includeDependenciesRecursively: false,
            },
            // Only what the shell itself imports: a captured module's other dependencies stay where they are.
            { name: shellVendorChunk(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
