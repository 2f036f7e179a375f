import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as severityColors from '../../../src/ui/charts/severity-colors';
import { severityColor } from '../../../src/ui/charts/severity-colors';
import type { installFakeApi } from '../support/fake-api';
import { startCockpitApi } from './support/cockpit-api';
import { renderCockpit } from './support/render-cockpit';

// The alarms tile colours its four level tags on every render: counting the calls counts its renders.
vi.mock('../../../src/ui/charts/severity-colors', async (importOriginal) => {
  const actual = await importOriginal<typeof severityColors>();
  return { ...actual, severityColor: vi.fn(actual.severityColor) };
});

describe('the wall’s headline figures under live readings', () => {
  let fakeApi: ReturnType<typeof installFakeApi>;

  beforeEach(async () => {
    fakeApi = await startCockpitApi();
  });
  afterEach(() => fakeApi.restore());

  it('counts readings of several socket messages into the figures, and leaves the alarm tile undrawn', async () => {
    const { fakeLive } = renderCockpit();
    const online = await screen.findByTestId('kpi-online', {}, { timeout: 10_000 });
    // Neither point has reported: none is online.
    // Live values reach the tiles at the next animation frame, as a transition: allow for a busy machine.
    const settled = { timeout: 5_000 };
    await waitFor(() => expect(within(online).getByText('0')).toBeInTheDocument(), settled);
    await waitFor(() => expect(screen.getByTestId('kpi-alarms-4')).toBeInTheDocument(), settled);
    const alarmTileDraws = vi.mocked(severityColor).mock.calls.length;

    // Two messages, as the project topic and a followed point's topic send them.
    const ts = Date.now();
    const reading = (pointId: string, value: number) => ({ pointId, projectId: 'prj-1', ts, value });
    fakeLive.emit({ type: 'monitoring/readings', projectId: 'prj-1', readings: [reading('sw1', 181.25)], at: ts });
    fakeLive.emit({ type: 'monitoring/readings', projectId: 'prj-1', readings: [reading('up1', 349)], at: ts });

    await waitFor(() => expect(within(online).getByText('2')).toBeInTheDocument(), settled);
    expect(screen.getByTestId('kpi-level')).toHaveTextContent('181.25');
    // No alarm changed: the alarms tile was not drawn again.
    expect(vi.mocked(severityColor).mock.calls.length).toBe(alarmTileDraws);
  });
});
