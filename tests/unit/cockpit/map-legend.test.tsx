import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MapPointDatum } from '../../../src/features/cockpit/map/map-point-data';
import { MapLegend } from '../../../src/features/cockpit/map/map-legend';
import { changeLanguage } from '../../../src/lib/i18n';

const LEVEL_COLOURS = { 1: 'rgb(1, 1, 1)', 2: 'rgb(2, 2, 2)', 3: 'rgb(3, 3, 3)', 4: 'rgb(4, 4, 4)' } as const;
const severity = (level: 1 | 2 | 3 | 4) => LEVEL_COLOURS[level];

function point(id: string, status: MapPointDatum['status'], level: MapPointDatum['severity'] = null): MapPointDatum {
  return { id, name: id, position: [0, 0], status, severity: level, pulsing: false, colour: [0, 0, 0, 255], reading: null };
}

/** The background colours of the swatches in the legend's alarm entry. */
function alarmSwatches(): string[] {
  const entry = screen.getByText(/^Alarm/).closest('span');
  return [...(entry?.querySelectorAll<HTMLElement>('.sluice-map__swatch') ?? [])].map((swatch) => swatch.style.background);
}

describe('the map legend', () => {
  beforeEach(() => changeLanguage('en'));

  it('shows the alarm entry in the colour of each level the points in alarm are drawn in, most serious first', () => {
    const points = [point('a', 'alarm', 2), point('b', 'alarm', 3), point('c', 'alarm', 2), point('d', 'normal')];
    render(<MapLegend points={points} normal="green" offline="grey" severity={severity} />);
    expect(alarmSwatches()).toEqual([LEVEL_COLOURS[3], LEVEL_COLOURS[2]]);
    expect(screen.getByText(/^Alarm/)).toHaveTextContent('3');
  });

  it('shows the most serious level’s colour while no point is in alarm', () => {
    render(<MapLegend points={[point('d', 'normal')]} normal="green" offline="grey" severity={severity} />);
    expect(alarmSwatches()).toEqual([LEVEL_COLOURS[4]]);
  });
});
