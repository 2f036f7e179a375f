import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { PointPicker } from '../../../src/features/monitoring/picker/point-picker';
import { changeLanguage } from '../../../src/lib/i18n';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { makeAlarm } from '../alarms/support/alarms';
import { createFakeLive, type FakeLive } from '../alarms/support/fake-live';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { resetState } from '../support/reset-state';
import { makePoint } from './support/points';

const POINTS = [
  makePoint({ id: 'up1', code: 'QS-UP1', name: 'Core piezometer', type: 'osmotic-pressure', section: '0+150' }),
  makePoint({ id: 'up4', code: 'QS-UP4', name: 'Toe piezometer', type: 'osmotic-pressure', section: '0+270' }),
];

function show(fake: FakeLive, onSelect = vi.fn()) {
  render(
    <Providers>
      <LiveSourcesProvider sources={fake.sources}>
        <PointPicker points={POINTS} selectedId="up1" onSelect={onSelect} />
      </LiveSourcesProvider>
    </Providers>,
  );
  return onSelect;
}

const node = (pointId: string) => document.querySelector(`[data-testid="point-node"][data-point-id="${pointId}"]`);

describe('the point picker', () => {
  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
  });

  it('lists the points under their dam and section and picks one on click', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onSelect = show(createFakeLive());
    const tree = screen.getByRole('tree', { name: 'Monitoring points' });
    expect(within(tree).getByText('Qingshui dam')).toBeInTheDocument();
    expect(within(tree).getByText('Section 0+150')).toBeInTheDocument();
    await user.click(within(tree).getByText('QS-UP4 Toe piezometer'));
    expect(onSelect).toHaveBeenCalledWith('up4');
  });

  it('narrows the tree to the points whose name or code matches the search', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    show(createFakeLive());
    await user.type(screen.getByRole('textbox', { name: 'Search by name or code' }), 'toe');
    expect(node('up4')).not.toBeNull();
    expect(node('up1')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Search by name or code' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name or code' }), 'nothing');
    expect(screen.getByText('No matching point')).toBeInTheDocument();
  });

  it('colours a point by its most serious open alarm, live, and clears it when the alarm ends', () => {
    const fake = createFakeLive();
    show(fake);
    expect(node('up4')?.getAttribute('data-alarm-level')).toBe('0');
    act(() => fake.push(makeAlarm({ id: 'a1', pointId: 'up4', severity: 2 })));
    act(() => fake.push(makeAlarm({ id: 'a2', pointId: 'up4', severity: 3 })));
    expect(node('up4')?.getAttribute('data-alarm-level')).toBe('3');
    expect(screen.getByLabelText('Level 3 alarm open')).toBeInTheDocument();
    act(() => fake.push(makeAlarm({ id: 'a2', pointId: 'up4', severity: 3, state: 'cleared', revision: 2 }), 'cleared'));
    expect(node('up4')?.getAttribute('data-alarm-level')).toBe('2');
  });

  it('can be used from the keyboard: arrows move, Enter picks', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onSelect = show(createFakeLive());
    // Focused directly: jsdom cannot tell that the search's hidden clear button is not a tab stop.
    act(() => screen.getByRole('tree', { name: 'Monitoring points' }).focus());
    // Focus lands on the selected point (QS-UP1); down past the 0+270 section to QS-UP4.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('up4');
  });
});
