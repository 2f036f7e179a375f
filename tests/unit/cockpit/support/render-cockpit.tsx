import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../../src/app/providers';
import { queryClient } from '../../../../src/app/query-client';
import { CockpitPage } from '../../../../src/features/cockpit/page/cockpit-page';
import { CockpitWidgetSlotsProvider, type CockpitWidgetSlots } from '../../../../src/features/cockpit/widgets/widget-slots';
import { LiveSourcesProvider } from '../../../../src/lib/live/live-context';
import { SeriesSourceProvider } from '../../../../src/lib/series/series-source-context';
import type { SeriesSource } from '../../../../workers/series-types';
import { createFakeLive } from '../../alarms/support/fake-live';
import { createFakeSeriesSource } from '../../monitoring/support/fake-series-source';
import { END, PROJECT, SERIES } from './cockpit-fixtures';

/** The cockpit page on a memory router with fake live streams and series, as a signed-in console would hold it. */
export function renderCockpit({
  path = '/cockpit',
  source,
  slots = {},
}: { path?: string; source?: SeriesSource; slots?: CockpitWidgetSlots } = {}) {
  queryClient.clear();
  const router = createMemoryRouter([{ path: '*', element: <CockpitPage /> }], { initialEntries: [path] });
  const fakeLive = createFakeLive([PROJECT]);
  render(
    <Providers>
      <LiveSourcesProvider sources={fakeLive.sources}>
        <SeriesSourceProvider source={source ?? createFakeSeriesSource(SERIES, END)}>
          <CockpitWidgetSlotsProvider slots={slots}>
            <RouterProvider router={router} />
          </CockpitWidgetSlotsProvider>
        </SeriesSourceProvider>
      </LiveSourcesProvider>
    </Providers>,
  );
  return { router, fakeLive };
}
