import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlarmSound, type AlarmSound } from '../../../src/features/alarms/sound/alarm-sound';
import { BROWSER_TIMERS } from '../../../src/features/alarms/sound/audio-types';
import { AlarmBanners } from '../../../src/features/alarms/banners/alarm-banners';
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
import { permissionEntry } from '../support/wire-fixtures';

describe('the top bar alarm panel', () => {
  let fake: FakeLive;
  let sound: AlarmSound;
  let api: ReturnType<typeof installFakeApi>;

  const setup = (audioState: 'running' | 'suspended' = 'running', buttons = ['btn_ack']) => {
    sessionStore.setToken('bearer t');
    sessionStore.setSession(session({ permissionList: [permissionEntry('m-alarms', { button: buttons })] }));
    fake = createFakeLive();
    sound = createAlarmSound({
      live$: fake.sources.live$,
      createContext: createFakeAudio(audioState).factory,
      timers: BROWSER_TIMERS,
      now: Date.now,
    });
    // As the shell has them: the bell in the top bar, the banners in the page flow.
    renderWithLive(
      <>
        <TopBarAlarms />
        <AlarmBanners />
      </>,
      fake,
      sound,
      '/home',
    );
  };

  // The panel and the ack form are lazy chunks: load them once up front, so the first test to open the panel does not
  // spend findBy's whole wait on a cold import while the machine is busy.
  beforeAll(async () => {
    await Promise.all([import('../../../src/features/alarms/top-bar/alarm-panel'), import('../../../src/features/alarms/ack/ack-dialog')]);
  }, 60_000);

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

  it('files a displacement warning under dam safety, not water quality', async () => {
    setup();
    api.restore();
    api = installFakeApi({
      'GET /api/deploy/alertConfiguration/querySoundLightAlarm': () =>
        okBody({
          globalWarnState: 1,
          globalWarnChannelState: 1,
          waterLevelWarnList: [],
          waterQualityWarnList: [],
          safetyWarnList: [
            {
              pointName: 'Crest 0+150 GNSS',
              attrName: 'Surface displacement',
              alertValue: 40,
              unit: 'mm',
              attrCode: 'surface-displacement',
            },
          ],
        }),
    });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(screen.getByTestId('alarm-bell'));
    const panel = await screen.findByTestId('alarm-panel');
    expect(await within(panel).findByRole('tab', { name: 'Water quality (0)' })).toBeInTheDocument();
    await user.click(await within(panel).findByRole('tab', { name: 'Dam safety (1)' }));
    const safety = await within(panel).findByTestId('safety-warnings');
    expect(safety).toHaveTextContent('Crest 0+150 GNSS');
    expect(safety).toHaveTextContent('Surface displacement');
    expect(safety).toHaveTextContent('40 mm');
  });

  it('asks for a click only while an alarm waits that the browser will not sound, and arms on that click', async () => {
    setup('suspended');
    await screen.findByTestId('alarm-bell');
    // Sound is blocked, but nothing calls for it: no banner over an idle console.
    expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument();

    act(() => fake.push(makeAlarm({ id: 'a1', severity: 3 })));
    const banner = await screen.findByTestId('arm-audio-banner');
    expect(banner).toHaveTextContent('click to enable alarm sound');
    // Acknowledged: nothing left to hear, so nothing to ask.
    act(() => fake.push(makeAlarm({ id: 'a1', severity: 3, acknowledged: true, revision: 2 }), 'acknowledged'));
    expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument();

    act(() => fake.push(makeAlarm({ id: 'a2', severity: 4 })));
    const again = await screen.findByTestId('arm-audio-banner');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(within(again).getByRole('button', { name: 'Enable alarm sound' }));
    await waitFor(() => expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument());
    expect(sound.controller.getStatus().armed).toBe(true);
  });

  it('arms sound on the first click anywhere, so a later alarm needs no banner', async () => {
    setup('suspended');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(await screen.findByTestId('alarm-bell'));
    await waitFor(() => expect(sound.controller.getStatus().armed).toBe(true));
    act(() => fake.push(makeAlarm({ id: 'later', severity: 4 })));
    expect(sound.controller.getStatus().playing).toBe(4);
    expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument();
  });

  it('does not ask to arm sound while the sound-and-light channel is off or the alarm is muted', async () => {
    setup('suspended');
    act(() => fake.push(makeAlarm({ id: 'a1', severity: 2 })));
    await screen.findByTestId('arm-audio-banner');
    act(() => fake.soundLight({ globalWarnChannelState: 0 }));
    expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument();
    act(() => fake.soundLight({ globalWarnChannelState: 1 }));
    await screen.findByTestId('arm-audio-banner');
    act(() => sound.mutes.muteAll());
    expect(screen.queryByTestId('arm-audio-banner')).not.toBeInTheDocument();
  });
});
