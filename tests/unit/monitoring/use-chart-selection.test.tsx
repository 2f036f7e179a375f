import { act, render } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useChartSelection, type ChartSelectionControls } from '../../../src/features/monitoring/selection/use-chart-selection';
import { useTabParam } from '../../../src/features/monitoring/selection/use-tab-param';

const DAY = 86_400_000;
const FROM = Date.UTC(2026, 0, 1);
const TO = FROM + 30 * DAY;
const PAGE = '/monitoring/seepage';

let controls: ChartSelectionControls;
let setTab: (tab: 'pressure' | 'flow') => void;
let locationRenders = 0;

/** Counts the renders of a part of the console that reads the location (as the menu, tabs and breadcrumb do). */
function LocationReader() {
  useLocation();
  locationRenders += 1;
  return null;
}

function Page() {
  controls = useChartSelection('up1');
  [, setTab] = useTabParam(['pressure', 'flow'] as const);
  return <output data-from={controls.selection.from} data-to={controls.selection.to} data-point={controls.selection.pointId} />;
}

function mount() {
  window.history.replaceState(null, '', `${PAGE}?tab=pressure&point=up1&from=${FROM}&to=${TO}`);
  locationRenders = 0;
  return render(
    <BrowserRouter>
      <LocationReader />
      <Page />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useChartSelection in the browser', () => {
  it('puts a zoom in the address in place, without the router re-rendering what reads the location', () => {
    const { container } = mount();
    const before = locationRenders;
    const zoom = { from: FROM + DAY, to: FROM + 2 * DAY };
    act(() => controls.setSelection(zoom, { replace: true }));
    expect(container.querySelector('output')).toHaveAttribute('data-from', String(zoom.from));
    expect(new URLSearchParams(window.location.search).get('from')).toBe(String(zoom.from));
    expect(new URLSearchParams(window.location.search).get('to')).toBe(String(zoom.to));
    expect(window.location.pathname).toBe(PAGE);
    expect(locationRenders).toBe(before);
  });

  it('starts the next change of the address from the zoomed range: another point, another tab', () => {
    const { container } = mount();
    const zoom = { from: FROM + DAY, to: FROM + 2 * DAY };
    act(() => controls.setSelection(zoom, { replace: true }));
    act(() => controls.setSelection({ pointId: 'up4' }));
    const output = container.querySelector('output');
    expect(output).toHaveAttribute('data-point', 'up4');
    expect(output).toHaveAttribute('data-from', String(zoom.from));
    expect(new URLSearchParams(window.location.search).get('point')).toBe('up4');
    act(() => setTab('flow'));
    const address = new URLSearchParams(window.location.search);
    expect(address.get('tab')).toBe('flow');
    expect(address.get('from')).toBe(String(zoom.from));
    expect(address.get('to')).toBe(String(zoom.to));
  });
});
