import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { SeepagePage } from '../../../src/features/monitoring/seepage/seepage-page';
import { changeLanguage } from '../../../src/lib/i18n';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { SeriesSourceProvider } from '../../../src/lib/series/series-source-context';
import type { SeriesSource } from '../../../workers/series-types';
import { createFakeLive } from '../alarms/support/fake-live';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { failBody, installFakeApi, okBody, type FakeHandler } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { createFakeSeriesSource } from './support/fake-series-source';
import { makePoint } from './support/points';

const END = Date.UTC(2026, 10, 25, 0, 0, 0);
const FROM = END - 3 * 86_400_000;
const POINTS = [
  makePoint({ id: 'sw1', code: 'QS-SW1', name: 'Reservoir', type: 'water-level' }),
  makePoint({ id: 'rg1', code: 'QS-RG1', name: 'Dam site rain', type: 'rainfall', unit: 'mm' }),
  makePoint({ id: 'up1', code: 'QS-UP1', name: 'Core piezometer', type: 'osmotic-pressure', section: '0+150', unit: 'kPa' }),
  makePoint({ id: 'up4', code: 'QS-UP4', name: 'Toe piezometer', type: 'osmotic-pressure', section: '0+270', unit: 'kPa' }),
  makePoint({ id: 'we1', code: 'QS-WE1', name: 'Left weir', type: 'seepage-flow', section: '0+060', unit: 'L/s' }),
];
const SERIES = {
  sw1: { unit: 'm', value: (hour: number) => 180 + hour / 1000 },
  rg1: { unit: 'mm', value: (hour: number) => (hour % 50 === 0 ? 4 : 0) },
  up1: { unit: 'kPa', value: (hour: number) => 348 + Math.sin(hour / 10) },
  up4: { unit: 'kPa', value: (hour: number) => 318 + Math.sin(hour / 10) },
  we1: { unit: 'L/s', value: () => 7.5 },
};

/** The osmotic-pressure pairs of QS-UP1 over the range, as the server answers them. */
const pressureAnswer = (list: { ts: number; level: number | null; pressure: number }[]) =>
  okBody({
    pointId: 'up1',
    unit: 'kPa',
    levelPointId: 'sw1',
    levelUnit: 'm',
    from: FROM,
    to: END,
    downsampled: false,
    bucketMs: null,
    list,
  });

const api = (overrides: Record<string, FakeHandler> = {}) =>
  installFakeApi({
    'POST /api/busProject/BusProject/getProject': () => okBody([{ value: 'prj-1', label: 'Qingshui reservoir' }]),
    'GET /api/deploy/monitoringPointManagement/list': () => okBody({ list: POINTS }),
    'GET /api/monitoring/points/up1/thresholds': () =>
      okBody({ pointId: 'up1', unit: 'kPa', list: [{ severity: 2, upper: 349.5, severityName: '黄色', severityCode: 'yellow' }] }),
    'GET /api/workSeepage/workSeepage/osmoticPressureData/QS-UP1': () => pressureAnswer([]),
    ...overrides,
  });

function show(path: string, source: SeriesSource = createFakeSeriesSource(SERIES, END), live = createFakeLive()) {
  queryClient.clear();
  const router = createMemoryRouter([{ path: '*', element: <SeepagePage /> }], { initialEntries: [path] });
  render(
    <Providers>
      <LiveSourcesProvider sources={live.sources}>
        <SeriesSourceProvider source={source}>
          <RouterProvider router={router} />
        </SeriesSourceProvider>
      </LiveSourcesProvider>
    </Providers>,
  );
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, params };
}

describe('the seepage page', () => {
  let fakeApi: ReturnType<typeof installFakeApi>;

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
  });
  afterEach(() => fakeApi.restore());

  it('opens the point and range the address names, with the reservoir level and the thresholds', async () => {
    fakeApi = api();
    const { params } = show(`/monitoring/seepage?point=up1&from=${FROM}&to=${END}`);
    const chart = await screen.findByTestId('pressure-chart');
    expect(await within(chart).findByText('QS-UP1 Core piezometer (kPa)')).toBeInTheDocument();
    expect(await within(chart).findByText('Reservoir level QS-SW1 (m)')).toBeInTheDocument();
    expect(await within(chart).findByText('黄色 349.5')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('rainfall-chart')).findByText('Rainfall QS-RG1 (mm)')).toBeInTheDocument();
    expect(params()).toEqual({ point: 'up1', from: String(FROM), to: String(END) });
  });

  it('opens the first osmotic-pressure point over the last 7 days and writes them into the address', async () => {
    fakeApi = api();
    const { params } = show('/monitoring/seepage');
    await waitFor(() => expect(params().point).toBe('up1'));
    expect(Number(params().to) - Number(params().from)).toBe(7 * 86_400_000);
  });

  it('follows the picker: another point goes into the address and onto the chart', async () => {
    fakeApi = api();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { params, router } = show(`/monitoring/seepage?point=up1&from=${FROM}&to=${END}`);
    await user.click(await screen.findByText('QS-UP4 Toe piezometer'));
    await waitFor(() => expect(params()).toEqual({ point: 'up4', from: String(FROM), to: String(END) }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await within(screen.getByTestId('pressure-chart')).findByText('QS-UP4 Toe piezometer (kPa)')).toBeInTheDocument();
  });

  it('opens the seepage-flow tab for a flow point named in the address', async () => {
    fakeApi = api();
    show(`/monitoring/seepage?point=we1&from=${FROM}&to=${END}`);
    const chart = await screen.findByTestId('flow-chart');
    expect(await within(chart).findByText('QS-WE1 Left weir (L/s)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Seepage flow', selected: true })).toBeInTheDocument();
  });

  it('says so in place when the user may not read the point', async () => {
    fakeApi = api();
    const source = createFakeSeriesSource(SERIES, END, { 'lj-up1': { code: 403, msg: 'No access to this project' } });
    show(`/monitoring/seepage?point=lj-up1&from=${FROM}&to=${END}`, source);
    // The refusal comes after the point list, the page and the series session: more than findBy's 1 s on a busy machine.
    const refusal = await screen.findByTestId('monitoring-forbidden', undefined, { timeout: 5_000 });
    expect(refusal).toHaveTextContent("You may not view this point's data");
    expect(refusal).toHaveTextContent('No access to this project');
  });

  it("follows the topic of another project's point opened by a link while its chart is open", async () => {
    fakeApi = api();
    const live = createFakeLive();
    const following = new Set<string>();
    live.live.followPoint = (pointId) =>
      new Observable<never>(() => {
        following.add(pointId);
        return () => following.delete(pointId);
      });
    const source = createFakeSeriesSource({ ...SERIES, 'lj-up1': { unit: 'kPa', value: () => 12 } }, END);
    const { router } = show(`/monitoring/seepage?point=lj-up1&from=${FROM}&to=${END}`, source, live);
    expect(await screen.findByTestId('unlisted-chart')).toBeInTheDocument();
    await waitFor(() => expect([...following]).toEqual(['lj-up1']));
    await act(() => router.navigate(`/monitoring/seepage?point=up1&from=${FROM}&to=${END}`));
    await screen.findByTestId('pressure-chart');
    // The charts of the project's own point follow their topics too (every reading of a batch), the link's no longer.
    await waitFor(() => expect([...following].sort()).toEqual(['rg1', 'sw1', 'up1']));
  });

  it('keeps the pressure cloud on screen while a new range of the same point loads, not a spinner', async () => {
    const pairs = [
      { ts: FROM + 3_600_000, level: 180, pressure: 300 },
      { ts: FROM + 7_200_000, level: 181, pressure: 302 },
    ];
    let first = true;
    fakeApi = api({
      // The first range answers; the next is still on its way while the test looks.
      'GET /api/workSeepage/workSeepage/osmoticPressureData/QS-UP1': () => {
        if (!first) return new Promise(() => undefined);
        first = false;
        return pressureAnswer(pairs);
      },
    });
    const { router } = show(`/monitoring/seepage?point=up1&from=${FROM}&to=${END}`);
    const title = await screen.findByText('QS-UP1 osmotic pressure against reservoir level');
    const frame = title.closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(frame.querySelectorAll('circle')).toHaveLength(2));
    await act(() => router.navigate(`/monitoring/seepage?point=up1&from=${FROM + 86_400_000}&to=${END}`));
    await waitFor(() => expect(fakeApi.calls('GET /api/workSeepage/workSeepage/osmoticPressureData/QS-UP1')).toHaveLength(2));
    expect(frame.querySelectorAll('circle')).toHaveLength(2);
    expect(within(frame).queryByLabelText('Loading')).toBeNull();
  });

  it('shows a failed point list in place with a retry that loads it', async () => {
    let fail = true;
    fakeApi = api({
      'GET /api/deploy/monitoringPointManagement/list': () =>
        fail ? failBody(500, 'The database did not answer') : okBody({ list: POINTS }),
    });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    show(`/monitoring/seepage?point=up1&from=${FROM}&to=${END}`);
    const failed = await screen.findByTestId('monitoring-load-failed');
    expect(failed).toHaveTextContent('The database did not answer');
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('pressure-chart')).toBeInTheDocument();
  });

  it('tells a user without any project that some features are unavailable', async () => {
    fakeApi = api({ 'POST /api/busProject/BusProject/getProject': () => okBody([]) });
    show('/monitoring/seepage');
    expect(await screen.findByTestId('monitoring-no-project')).toHaveTextContent('No project yet; some features are unavailable');
  });

  it('lists the statistics of both kinds over the range', async () => {
    const stats = (pointCode: string) => ({
      pointId: pointCode.toLowerCase(),
      pointCode,
      pointName: 'A point',
      damId: 'dam-qs',
      unit: 'kPa',
      count: 3,
      min: 1,
      max: 3,
      mean: 2,
      first: 1,
      firstTs: FROM,
      last: 3,
      lastTs: END,
      change: 2,
      ratePerDay: 0.6667,
    });
    fakeApi = api({
      'GET /api/workSeepage/workSeepage/osmoticPressureStatistics': () => okBody({ from: FROM, to: END, list: [stats('QS-UP1')] }),
      'GET /api/dmsRealFlow/dmsRealFlow/seepageStatistics': () =>
        okBody({ from: FROM, to: END, list: [stats('QS-WE1')], rainfall: [], rainfallTotal: 12.5 }),
    });
    show(`/monitoring/seepage?tab=statistics&from=${FROM}&to=${END}`);
    const pressure = await screen.findByTestId('statistics-osmoticPressure');
    expect(await within(pressure).findByText('QS-UP1')).toBeInTheDocument();
    expect(within(pressure).getByText('0.667')).toBeInTheDocument();
    expect(await screen.findByText('Rain over the range: 12.5 mm')).toBeInTheDocument();
    const [request] = fakeApi.calls('GET /api/workSeepage/workSeepage/osmoticPressureStatistics');
    expect(request?.params).toMatchObject({ from: FROM, to: END });
  });
});
