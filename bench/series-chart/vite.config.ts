import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The bench harness page only: built apart from the console (its own root and outDir) by bench/series-chart.ts.
export default defineConfig({
  root: path.dirname(new URL(import.meta.url).pathname),
  plugins: [react()],
  // React's production build by default, as the console ships it. SERIES_CHART_REACT_PROFILING=1 builds with the
  // profiling build instead, so the harness's <Profiler> reports render times (that build does more work per render:
  // timers per component and performance-track entries).
  resolve: { alias: process.env.SERIES_CHART_REACT_PROFILING === '1' ? { 'react-dom/client': 'react-dom/profiling' } : {} },
  worker: { format: 'es' },
  logLevel: 'warn',
  build: {
    outDir: process.env.SERIES_CHART_OUT ?? '/tmp/sluice-series-chart-bench',
    emptyOutDir: true,
    sourcemap: false,
    // SERIES_CHART_MINIFY=0 keeps function names, for reading a CPU profile.
    minify: process.env.SERIES_CHART_MINIFY !== '0',
  },
});
