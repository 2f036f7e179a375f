// The page bench/series-chart.ts drives: four series of a year through useSeries and the chart engine, with the series
// source in a worker (?mode=worker) or on the main thread (?mode=in-thread). Records paints, zooms and long tasks.
import { ConfigProvider, theme } from 'antd';
import { Profiler, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { of } from 'rxjs';
import '../../src/lib/dayjs-locale';
import { changeLanguage, i18nReady, loadCatalogue } from '../../src/lib/i18n';
import type { Language } from '../../src/lib/language';
import { LiveSourcesProvider } from '../../src/lib/live/live-context';
import { SeriesSourceProvider } from '../../src/lib/series/series-source-context';
import { useSeriesGroup } from '../../src/lib/series/use-series-group';
import { TimeSeriesChart, type ChartSeries, type ChartThreshold, type ChartView } from '../../src/ui/charts';
import { createInThreadSeriesSource, createSeriesSource } from '../../workers/series';
import type { SeriesSource } from '../../workers/series-types';
import type { SeriesBenchProbe } from './bench-probe';

const params = new URLSearchParams(window.location.search);
const MODE = params.get('mode') === 'in-thread' ? 'in-thread' : 'worker';
const YEAR: ChartView = { from: Number(params.get('from')), to: Number(params.get('to')) };
/** The plot's width in the 1440 px page, less the axes: one bucket per pixel. */
const PLOT_WIDTH = Number(params.get('width') ?? 1300);
/** `?lang=zh-CN|zh-TW|en` (default en) and `?dark=1`: to look at the chart in every language and theme. */
const LANGUAGE: Language = params.get('lang') === 'zh-CN' ? 'zh-CN' : params.get('lang') === 'zh-TW' ? 'zh-TW' : 'en';
const DARK = params.get('dark') === '1';
/** `?thresholds=1` adds a limit line and a band on each axis, to look at their labels (not measured). */
const THRESHOLDS: ChartThreshold[] =
  params.get('thresholds') === '1'
    ? [
        { id: 'pz-limit', label: 'Piezometer level 3', value: 124, severity: 3 },
        { id: 'rl-limit', label: 'Flood limit level', value: 157, severity: 4, axis: 'right' },
        { id: 'rl-band', label: 'Normal pool', low: 144, high: 152, severity: 1, axis: 'right' },
      ]
    : [];

const probe: SeriesBenchProbe = {
  mode: MODE,
  ready: false,
  startedAt: null,
  firstPaintEpoch: null,
  firstPaintAt: null,
  zooms: [],
  aggregateMs: [],
  loadedAt: [],
  aggregatedAt: [],
  longTasks: [],
  commits: [],
  renders: [],
  error: null,
  shown: YEAR,
  start: () => undefined,
};
window.seriesBench = probe;
// A zoom is asked for by the user's input, as on a page: the pointerup that ends a drag over the plot, or a key (Home).
// Its event time is when the user asked; the chart handles it as it handles a person's.
const asked = (event: Event) => {
  if (event instanceof KeyboardEvent && event.key !== 'Home') return;
  probe.zooms.push({ askedAt: event.timeStamp, paintedAt: null });
};
document.addEventListener('pointerup', asked, true);
document.addEventListener('keydown', asked, true);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const options = { baseUrl: '', getToken: () => 'bench' };
const base: SeriesSource = MODE === 'worker' ? createSeriesSource(options) : createInThreadSeriesSource(options);
const source: SeriesSource = {
  ...base,
  load: async (request) => {
    const asked = performance.now();
    const loaded = await base.load(request);
    probe.loadedAt.push(performance.now());
    // The session asks for the view's aggregate with the load: the round trip of both is the aggregate's.
    if (loaded.aggregate) {
      probe.aggregatedAt.push(performance.now());
      probe.aggregateMs.push(performance.now() - asked);
    }
    return loaded;
  },
  aggregate: async (key, request) => {
    const asked = performance.now();
    const series = await base.aggregate(key, request);
    probe.aggregatedAt.push(performance.now());
    probe.aggregateMs.push(performance.now() - asked);
    return series;
  },
};
const live = { live$: of(null), projects$: of([]) };

/** Calls back after the browser has painted the frame now being prepared. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  });
}

/** Marks every commit after the chart's layout effects (its canvas drawn); works in React's production build. */
function CommitProbe() {
  useLayoutEffect(() => {
    probe.commits.push(performance.now());
  });
  return null;
}

const SERIES = [
  { id: 'BENCH-PZ', label: 'Piezometer', axis: 'left', kind: 'line' },
  { id: 'BENCH-SF', label: 'Seepage flow', axis: 'left', kind: 'line' },
  { id: 'BENCH-RL', label: 'Reservoir level', axis: 'right', kind: 'line' },
  { id: 'BENCH-RN', label: 'Rainfall', axis: 'right', kind: 'bars' },
] as const;

function Harness() {
  const [started, setStarted] = useState(false);
  const [view, setView] = useState<ChartView>(YEAR);
  const members = useMemo(() => SERIES.map(({ id }) => ({ pointId: started ? id : null })), [started]);
  // The chart's four series answer together: one chart render per zoom.
  const all = useSeriesGroup({ members, view, width: PLOT_WIDTH, live: false });
  const error = all.find((one) => one.error)?.error ?? null;
  const datas = all.map((one) => one.data);
  const complete = datas.every((data) => data && data.from === view.from && data.to === view.to);

  useEffect(() => {
    probe.start = () => {
      probe.startedAt = performance.now();
      setStarted(true);
    };
    probe.ready = true;
  }, []);

  // In the commit, not after it: a passive effect may run after the next frame has begun, and its animation frame
  // would then be the one after the frame that shows the data, a frame too late.
  useLayoutEffect(() => {
    if (error) probe.error = `${error.kind} ${error.code} ${error.msg}`;
    if (!complete) return;
    afterPaint(() => {
      if (probe.firstPaintAt === null) {
        probe.firstPaintAt = performance.now();
        probe.firstPaintEpoch = performance.timeOrigin + probe.firstPaintAt;
        return;
      }
      const zoom = probe.zooms[probe.zooms.length - 1];
      if (zoom && zoom.paintedAt === null) zoom.paintedAt = performance.now();
    });
    // A paint per new set of aggregates: the four data objects are the dependencies.
  }, [complete, error, ...datas]);

  const series = useMemo(() => {
    const list: ChartSeries[] = [];
    SERIES.forEach((spec, index) => {
      const data = datas[index];
      if (data) list.push({ ...spec, unit: data.unit, data });
    });
    return list;
    // The four data objects are the dependencies: a new list only when one of them changed.
  }, datas);
  // The view the data covers, as the monitoring pages draw it (SeriesChartPanel): until a zoom's aggregates are back,
  // the chart keeps drawing the previous ones as they were, with the released selection over them.
  const shown = all[0]?.data ? all[0].shownView : view;
  const shownView = useMemo(() => ({ from: shown.from, to: shown.to }), [shown.from, shown.to]);
  useLayoutEffect(() => {
    probe.shown = shownView;
  }, [shownView]);
  return (
    <>
      <Profiler
        id="chart"
        onRender={(_id, _phase, duration, _base, _start, commitTime) => probe.renders.push({ at: commitTime, duration })}
      >
        <TimeSeriesChart
          series={series}
          thresholds={THRESHOLDS}
          view={shownView}
          onViewChange={setView}
          loading={started && series.length === 0}
        />
      </Profiler>
      <CommitProbe />
    </>
  );
}

if (DARK) document.body.style.background = '#141414';
void i18nReady
  .then(() => changeLanguage(LANGUAGE))
  .then(() => loadCatalogue(LANGUAGE, 'console'))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <ConfigProvider theme={DARK ? { algorithm: theme.darkAlgorithm } : undefined}>
        <LiveSourcesProvider sources={live}>
          <SeriesSourceProvider source={source}>
            <Harness />
          </SeriesSourceProvider>
        </LiveSourcesProvider>
      </ConfigProvider>,
    );
  });
