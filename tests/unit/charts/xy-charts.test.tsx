import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../src/lib/i18n';
import { ProfileChart } from '../../../src/ui/charts/profile-chart';
import { ScatterChart } from '../../../src/ui/charts/scatter-chart';
import { SCATTER_CANVAS_THRESHOLD } from '../../../src/ui/charts/scatter-points';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';

beforeEach(async () => {
  await changeLanguage('en');
});

describe('<ProfileChart>', () => {
  const profiles = [
    { id: 'a', label: '2026-01-01', depths: [0, 10, 20], values: [4, 2, 0] },
    { id: 'b', label: '2026-06-01', depths: [0, 10, 20], values: [6, 3, 1] },
  ];

  it('puts depth 0 at the top with the depth axis pointing down, and draws the threshold dashed', () => {
    const { container } = render(
      <ProfileChart profiles={profiles} threshold={{ id: 'limit', label: 'Limit', depths: [0, 20], values: [10, 5] }} />,
    );
    expect(screen.getByText('Depth (m)')).toBeInTheDocument();
    expect(screen.getByText('Cumulative displacement (mm)')).toBeInTheDocument();
    const dots = [...container.querySelectorAll('[data-series-id="a"] circle')].map((dot) => Number(dot.getAttribute('cy')));
    expect(dots[0]).toBe(0);
    expect(dots[1]).toBeGreaterThan(dots[0] ?? 0);
    expect(dots[2]).toBeGreaterThan(dots[1] ?? 0);
    expect(container.querySelector('path[data-series-id="limit"]')).toHaveAttribute('stroke-dasharray', '6 4');
  });

  it('hides a dated profile from its legend entry', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { container } = render(<ProfileChart profiles={profiles} />);
    await user.click(screen.getByRole('button', { name: '2026-01-01' }));
    expect(container.querySelector('[data-series-id="a"]')).toBeNull();
    expect(container.querySelector('[data-series-id="b"]')).not.toBeNull();
  });

  it('zooms into a dragged box and goes back with the reset button or a double-click', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    render(<ProfileChart profiles={profiles} />);
    const plot = screen.getByRole('group', { name: /drag a box or hold Ctrl and turn the wheel to zoom/ });
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
    fireEvent.pointerDown(plot, { clientX: 10, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(plot, { clientX: 200, clientY: 150, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: 200, clientY: 150, pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
    fireEvent.pointerDown(plot, { clientX: 10, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: 200, clientY: 150, pointerId: 1 });
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toBeInTheDocument();
    fireEvent.doubleClick(plot);
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
  });

  it('says no data without profiles', () => {
    render(<ProfileChart profiles={[]} />);
    expect(screen.getByText('No data', { selector: 'div' })).toBeInTheDocument();
  });
});

describe('<ScatterChart>', () => {
  const t0 = Date.UTC(2026, 0, 1);
  const points = [
    { ts: t0, x: 150, y: 130 },
    { ts: t0 + 86_400_000 * 100, x: 155, y: 133 },
    { ts: t0 + 86_400_000 * 200, x: 152, y: 131 },
  ];

  it('colours the points by date, shows the date range and reads out the nearest point', () => {
    const { container } = render(
      <ScatterChart points={points} x={{ label: 'Reservoir level', unit: 'm' }} y={{ label: 'P-01', unit: 'm' }} />,
    );
    const colours = [...container.querySelectorAll('circle')].map((dot) => dot.getAttribute('fill'));
    expect(new Set(colours).size).toBe(3);
    expect(screen.getByText(/Colour shows the date: 2026-01-01 to 2026-07-20/)).toBeInTheDocument();
    expect(screen.getByText('Reservoir level (m)')).toBeInTheDocument();
    fireEvent.pointerMove(screen.getByTestId('chart-plot'), { clientX: 10000, clientY: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Reservoir level (m): 155');
  });

  it('draws more pairs than SVG carries well on a canvas, and still reads out the point under the pointer', () => {
    const many = Array.from({ length: SCATTER_CANVAS_THRESHOLD + 1 }, (_, index) => ({
      ts: t0 + index * 3_600_000,
      x: 150 + (index % 50) / 10,
      y: 130 + index / 1_000,
    }));
    const { container } = render(
      <ScatterChart points={many} x={{ label: 'Reservoir level', unit: 'm' }} y={{ label: 'P-01', unit: 'm' }} />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    expect(container.querySelector('canvas[data-chart-layer="points"]')).not.toBeNull();
    // Top right of the plot: the highest x (154.9) with the highest y, the last pair with x 154.9.
    fireEvent.pointerMove(screen.getByTestId('chart-plot'), { clientX: 10000, clientY: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Reservoir level (m): 154.9');
  });

  it('zooms into a dragged box, showing only the points inside it, and resets', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { container } = render(
      <ScatterChart points={points} x={{ label: 'Reservoir level', unit: 'm' }} y={{ label: 'P-01', unit: 'm' }} />,
    );
    const dots = () => container.querySelectorAll('svg[data-chart-layer] circle').length;
    expect(dots()).toBe(3);
    // The plot is 640 - 78 - 16 = 546 by 350 - 12 - 44 = 294 pixels for x 150..155 and y 130..133: the box holds
    // (152, 131) and (155, 133) but not (150, 130) at the bottom left.
    const plot = screen.getByTestId('chart-plot');
    fireEvent.pointerDown(plot, { clientX: 100, clientY: 0, button: 0, pointerId: 1 });
    fireEvent.pointerMove(plot, { clientX: 546, clientY: 250, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: 546, clientY: 250, pointerId: 1 });
    expect(dots()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(dots()).toBe(3);
  });
});
