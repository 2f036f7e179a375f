import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from '../../../../src/app/providers';
import { queryClient } from '../../../../src/app/query-client';
import { AlarmSoundProvider } from '../../../../src/features/alarms/sound/alarm-sound-context';
import type { AlarmSound } from '../../../../src/features/alarms/sound/alarm-sound';
import { LiveSourcesProvider } from '../../../../src/lib/live/live-context';
import type { FakeLive } from './fake-live';

/** Renders alarm UI the way the console does (providers, a data router at `path`) on a fake live bus. */
export function renderWithLive(ui: ReactNode, fake: FakeLive, sound: AlarmSound, path = '/monitoring/alarms') {
  queryClient.clear();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <Providers>
      <LiveSourcesProvider sources={fake.sources}>
        <AlarmSoundProvider sound={sound}>
          <RouterProvider router={router} />
        </AlarmSoundProvider>
      </LiveSourcesProvider>
    </Providers>,
  );
}
