import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeriesError } from '../../../workers/series-error';
import type { SeriesSource } from '../../../workers/series-types';
import { createFakeSeriesSource } from '../monitoring/support/fake-series-source';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { DEFAULT_LAYOUT, END, POINTS, SERIES } from './support/cockpit-fixtures';
import { startCockpitApi } from './support/cockpit-api';
import { renderCockpit } from './support/render-cockpit';

const cell = (id: string) => {
  const found = screen.getAllByTestId('cockpit-widget').find((element) => element.getAttribute('data-widget-id') === id);
  if (!found) throw new Error(`no widget ${id}`);
  return within(found);
};

/** The fake source, whose first load of `pointId` fails as a dropped connection would. */
function failingOnce(pointId: string): SeriesSource {
  const source = createFakeSeriesSource(SERIES, END);
  let failed = false;
  return {
    ...source,
    load: async (request) => {
      if (request.pointId === pointId && !failed) {
        failed = true;
        throw new SeriesError({ kind: 'network', code: 0, msg: 'The server did not answer' });
      }
      return source.load(request);
    },
  };
}

describe('a cockpit widget that fails', () => {
  let fakeApi: ReturnType<typeof installFakeApi>;

  beforeEach(async () => {
    fakeApi = await startCockpitApi();
  });
  afterEach(() => {
    fakeApi.restore();
    vi.restoreAllMocks();
  });

  it('shows its failure in place with a retry, while the other widgets keep running', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderCockpit({ source: failingOnce('up1') });
    const chart = await waitFor(() => cell('piezometric-1'));
    // The widget's chunk loads on first use: give it time on a busy machine.
    expect(await chart.findByText('The server did not answer', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The headline figures are not affected: the project's points and the reservoir level are there.
    expect(cell('kpi-1').getByText('Points online')).toBeInTheDocument();
    expect(cell('kpi-1').getByText('Reservoir level QS-SW1')).toBeInTheDocument();

    await user.click(chart.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(chart.queryByText('The server did not answer')).not.toBeInTheDocument());
    expect(chart.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(chart.getByText(/QS-UP1 Core piezometer/)).toBeInTheDocument();
  });

  it('replaces a widget that throws with its failure and mounts it again on retry', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    // React reports the caught error on the console; the test asserts what the person sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let throwing = true;
    const Flaky = () => {
      if (throwing) throw new Error('boom');
      return <p>Forecast ready</p>;
    };
    fakeApi.restore();
    fakeApi = installFakeApi({
      'GET /api/cockpit/layouts': () =>
        okBody({
          list: [
            {
              ...DEFAULT_LAYOUT,
              widgets: [...DEFAULT_LAYOUT.widgets, { i: 'weather-1', type: 'weather', options: {} }],
            },
          ],
        }),
      'GET /api/deploy/monitoringPointManagement/list': () => okBody({ list: POINTS }),
    });
    renderCockpit({ slots: { weather: Flaky } });
    const weather = await waitFor(() => cell('weather-1'));
    expect(weather.getByText('The data did not load')).toBeInTheDocument();
    expect(cell('kpi-1').getByText('Points online')).toBeInTheDocument();
    throwing = false;
    await user.click(weather.getByRole('button', { name: 'Retry' }));
    expect(await weather.findByText('Forecast ready')).toBeInTheDocument();
  });
});
