import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { DisplacementPage } from '../../../src/features/monitoring/displacement/displacement-page';
import { changeLanguage } from '../../../src/lib/i18n';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { SeriesSourceProvider } from '../../../src/lib/series/series-source-context';
import { createFakeLive } from '../alarms/support/fake-live';
import '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { createFakeSeriesSource } from './support/fake-series-source';
import { makePoint } from './support/points';

const END = Date.UTC(2026, 10, 25, 0, 0, 0);
const FROM = END - 3 * 86_400_000;
const GNSS = [
  { key: 'x', label: 'X', unit: 'mm' },
  { key: 'y', label: 'Y', unit: 'mm' },
  { key: 'z', label: 'Z', unit: 'mm' },
];
const POINTS = [
  makePoint({ id: 'tp1', code: 'QS-TP1', name: 'Crest', type: 'surface-displacement', section: '0+150', unit: 'mm', channels: GNSS }),
  makePoint({ id: 'in1', code: 'QS-IN1', name: 'Slope', type: 'deep-displacement', section: '0+150', unit: 'mm' }),
];
const drift = { unit: 'mm', value: (hour: number) => hour / 100 };
const SERIES = { tp1: drift, 'tp1.x': drift, 'tp1.y': drift, 'tp1.z': { unit: 'mm', value: (hour: number) => -hour / 200 } };

describe('the displacement page', () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    api = installFakeApi({
      'POST /api/busProject/BusProject/getProject': () => okBody([{ value: 'prj-1', label: 'Qingshui reservoir' }]),
      'GET /api/deploy/monitoringPointManagement/list': () => okBody({ list: POINTS }),
      'GET /api/monitoring/points/tp1/thresholds': () => okBody({ pointId: 'tp1', unit: 'mm', list: [] }),
      'GET /api/workDisplacement/workDisplacement/deepLevelData/in1': () =>
        okBody({
          pointId: 'in1',
          unit: 'mm',
          kind: 'cumulative',
          depths: [2, 4, 6],
          profiles: [
            { at: FROM, ts: FROM, values: [3, 2, 1] },
            { at: END, ts: END - 600_000, values: [4, 2.5, 1] },
          ],
          thresholds: [{ severity: 1, upper: [10, 8, 6], lower: [null, null, null] }],
        }),
    });
  });
  afterEach(() => api.restore());

  it("shows a surface point's horizontal and vertical displacement beside the inclinometer profile of its section", async () => {
    queryClient.clear();
    const router = createMemoryRouter([{ path: '*', element: <DisplacementPage /> }], {
      initialEntries: [`/monitoring/displacement?point=tp1&from=${FROM}&to=${END}`],
    });
    render(
      <Providers>
        <LiveSourcesProvider sources={createFakeLive().sources}>
          <SeriesSourceProvider source={createFakeSeriesSource(SERIES, END)}>
            <RouterProvider router={router} />
          </SeriesSourceProvider>
        </LiveSourcesProvider>
      </Providers>,
    );
    const surface = await screen.findByTestId('surface-chart');
    for (const label of ['Horizontal resultant (mm)', 'Horizontal X (downstream) (mm)', 'Horizontal Y (along the axis) (mm)']) {
      expect(await within(surface).findByText(label)).toBeInTheDocument();
    }
    // Vertical displacement has its own chart below, on the same range: on the horizontal one its noise buried x and y.
    expect(within(surface).queryByText('Vertical Z (mm)')).toBeNull();
    const vertical = screen.getByTestId('vertical-chart');
    expect(within(vertical).getByText('QS-TP1 vertical displacement (settlement)')).toBeInTheDocument();
    expect(await within(vertical).findByText('Vertical Z (mm)')).toBeInTheDocument();
    const profile = await screen.findByTestId('profile-chart');
    expect(within(profile).getByText('QS-IN1 inclinometer profile')).toBeInTheDocument();
    expect(await within(profile).findByText('Threshold profile')).toBeInTheDocument();
    const [request] = api.calls('GET /api/workDisplacement/workDisplacement/deepLevelData/in1');
    expect(request?.params).toMatchObject({ from: FROM, to: END });
  });
});
