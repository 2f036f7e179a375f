import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlarmSound, type AlarmSound } from '../../../src/features/alarms/sound/alarm-sound';
import { BROWSER_TIMERS } from '../../../src/features/alarms/sound/audio-types';
import { TopBarAlarms } from '../../../src/features/alarms/top-bar/top-bar-alarms';
import { changeLanguage } from '../../../src/lib/i18n';
import { sessionStore } from '../../../src/lib/session-store';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { session } from '../support/session-fixture';
import { makeAlarm } from './support/alarms';
import { createFakeAudio } from './support/fake-audio';
import { createFakeLive, type FakeLive } from './support/fake-live';
import { renderWithLive } from './support/render';

describe('the top bar alarm panel', () => {
  let fake: FakeLive;
  let sound: AlarmSound;
  let api: ReturnType<typeof installFakeApi>;

  const setup = (audioState: 'running' | 'suspended' = 'running', buttons = ['btn_ack']) => {
    sessionStore.setToken('bearer t');
    sessionStore.setSession(session({ permissionList: [{ modelId: 'm-alarms', button: buttons.map((enCode) => ({ enCode })) }] }));
    fake = createFakeLive();
    sound = createAlarmSound({
      live$: fake.sources.live$,
      createContext: createFakeAudio(audioState).factory,
      timers: BROWSER_TIMERS,
      now: Date.now,
    });
    renderWithLive(<TopBarAlarms />, fake, sound, '/home');
  };

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    api = installFakeApi({
      'GET /api/deploy/alertConfiguration/querySoundLightAlarm': () =>
        okBody({ globalWarnState: 1, globalWarnChannelState: 1, waterLevelWarnList: [], waterQualityWarnList: [] }),
    });
  });
  afterEach(() => {
    sound.dispose();
    api.restore();
  });

  it('counts active alarms by level in the level colours and pulses while one waits for acknowledgement', async () => {
    setup();
    const bell = await screen.findByTestId('alarm-bell');
    expect(bell).toHaveAttribute('data-attention', 'false');
    expect(screen.queryByTestId('alarm-count-4')).not.toBeInTheDocument();

    act(() => {
      fake.push(makeAlarm({ id: 'r1', severity: 4, severityName: '红色' }));
      fake.push(makeAlarm({ id: 'r2', severity: 4, severityName: '红色' }));
      fake.push(makeAlarm({ id: 'y1', severity: 2 }));
    });
    expect(screen.getByTestId('alarm-count-4')).toHaveTextContent('2');
    expect(screen.getByTestId('alarm-count-2')).toHaveTextContent('1');
    expect(screen.getByTestId('alarm-count-4')).toHaveStyle({ backgroundColor: '#cf1322' });
    expect(screen.getByTestId('alarm-count-4')).toHaveAttribute('title', 'Red');
    expect(bell).toHaveAttribute('data-attention', 'true');
    expect(bell).toHaveClass('sluice-alarm-bell--attention');
    expect(bell).toHaveAttribute('data-severity', '4');

    // Acknowledged alarms still count but no longer pulse; the colour follows what still waits.
    act(() => {
      fake.push(makeAlarm({ id: 'r1', severity: 4, acknowledged: true, revision: 2 }), 'acknowledged');
      fake.push(makeAlarm({ id: 'r2', severity: 4, acknowledged: true, revision: 2 }), 'acknowledged');
    });
    expect(bell).toHaveAttribute('data-attention', 'true');
    expect(bell).toHaveAttribute('data-severity', '2');
    act(() => fake.push(makeAlarm({ id: 'y1', severity: 2, acknowledged: true, revision: 2 }), 'acknowledged'));
    expect(bell).toHaveAttribute('data-attention', 'false');
    expect(screen.getByTestId('alarm-count-4')).toHaveTextContent('2');

    // A cleared alarm leaves the counts.
    act(() => fake.push(makeAlarm({ id: 'r1', severity: 4, acknowledged: true, state: 'cleared', revision: 3 }), 'cleared'));
    expect(screen.getByTestId('alarm-count-4')).toHaveTextContent('1');
  });

  it('opens a panel with the newest alarms and the water-level and water-quality warnings', async () => {
    setup();
    act(() => {
      fake.push(makeAlarm({ id: 'old', pointName: 'Older point', raisedAt: 1_000 }));
      fake.push(makeAlarm({ id: 'new', pointName: 'Newer point', raisedAt: 2_000, severity: 3 }));
    });
    // The lists come from querySoundLightAlarm, read again when the panel opens.
    api.restore();
    api = installFakeApi({
      'GET /api/deploy/alertConfiguration/querySoundLightAlarm': () =>
        okBody({
          globalWarnState: 1,
          globalWarnChannelState: 1,
          waterLevelWarnList: [{ pointName: 'Reservoir level', attrName: 'Water level', alertValue: 183.4, unit: 'm' }],
          waterQualityWarnList: [],
        }),
    });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(screen.getByTestId('alarm-bell'));
    const panel = await screen.findByTestId('alarm-panel');
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-alarm-id'))).toEqual(['new', 'old']);
    expect(within(panel).getAllByRole('button', { name: 'Acknowledge' })).toHaveLength(2);

    await user.click(await within(panel).findByRole('tab', { name: 'Water level (1)' }));
    const levels = await within(panel).findByTestId('water-level-warnings');
    expect(levels).toHaveTextContent('Reservoir level');
    expect(levels).toHaveTextContent('Water level');
    expect(levels).toHaveTextContent('183.4 m');
  });

  it('hides the acknowledge action from a user without btn_ack', async () => {
    setup('running', ['btn_detail']);
    act(() => fake.push(makeAlarm()));
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(screen.getByTestId('alarm-bell'));
    const panel = await screen.findByTestId('alarm-panel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('asks for a click when the browser blocks sound, and arms it on that click', async () => {
    setup('suspended');
    const banner = await screen.findByTestId('arm-audio-banner');
    expect(banner).toHaveTextContent('click to enable alarm sound');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(within(banner).getByRole('button', { name: 'Enable alarm sound' }));
    await waitFor(() => expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument());
    expect(sound.controller.getStatus().armed).toBe(true);
  });

  it('does not ask to arm sound while the sound-and-light channel is off', async () => {
    setup('suspended');
    await screen.findByTestId('arm-audio-banner');
    act(() => fake.soundLight({ globalWarnChannelState: 0 }));
    expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument();
  });
});
