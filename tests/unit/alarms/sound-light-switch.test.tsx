import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlarmSound, type AlarmSound } from '../../../src/features/alarms/sound/alarm-sound';
import { BROWSER_TIMERS } from '../../../src/features/alarms/sound/audio-types';
import { SoundLightSwitch } from '../../../src/features/alarms/top-bar/sound-light-switch';
import { changeLanguage } from '../../../src/lib/i18n';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { createFakeAudio } from './support/fake-audio';
import { createFakeLive, type FakeLive } from './support/fake-live';
import { renderWithLive } from './support/render';

const QUERY = 'GET /api/deploy/alertConfiguration/querySoundLightAlarm';

describe('the sound-and-light switch', () => {
  let fake: FakeLive;
  let sound: AlarmSound;
  let api: ReturnType<typeof installFakeApi>;
  let channel = 1;

  const show = async (language: 'en' | 'zh-CN', canWrite = true) => {
    await changeLanguage(language);
    fake = createFakeLive();
    fake.soundLight({ globalWarnChannelState: 1 });
    sound = createAlarmSound({
      live$: fake.sources.live$,
      createContext: createFakeAudio().factory,
      timers: BROWSER_TIMERS,
      now: Date.now,
    });
    renderWithLive(<SoundLightSwitch canWrite={canWrite} />, fake, sound);
  };

  beforeEach(async () => {
    await resetState();
    channel = 1;
    api = installFakeApi({
      'POST /api/deploy/alertConfiguration/updateSoundLightAlarm/0': () => {
        channel = 0;
        return okBody({});
      },
      'POST /api/deploy/alertConfiguration/updateSoundLightAlarm/1': () => {
        channel = 1;
        return okBody({});
      },
      [QUERY]: () => okBody({ globalWarnState: 0, globalWarnChannelState: channel, waterLevelWarnList: [], waterQualityWarnList: [] }),
    });
  });
  afterEach(() => {
    sound.dispose();
    api.restore();
  });

  it("sends '0', says 'closed successfully', then re-reads the state into the live store", async () => {
    await show('en');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const control = screen.getByRole('switch', { name: 'Sound and light alarm' });
    expect(control).toBeChecked();
    await user.click(control);
    expect(await screen.findByText('Closed successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(QUERY)).toHaveLength(1));
    await waitFor(() => expect(fake.live.stores.soundLight.getState().current?.globalWarnChannelState).toBe(0));
    expect(screen.getByRole('switch', { name: 'Sound and light alarm' })).not.toBeChecked();
    expect(api.calls('POST /api/deploy/alertConfiguration/updateSoundLightAlarm/0')).toHaveLength(1);
  });

  it("sends '1' and says 开启成功 in Chinese", async () => {
    channel = 0;
    await show('zh-CN');
    act(() => fake.soundLight({ globalWarnChannelState: 0 }));
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(screen.getByRole('switch', { name: '声光报警' }));
    expect(await screen.findByText('开启成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: '声光报警' })).toBeChecked());
    expect(api.calls('POST /api/deploy/alertConfiguration/updateSoundLightAlarm/1')).toHaveLength(1);
  });

  it('is read-only for someone who may not switch it', async () => {
    await show('en', false);
    expect(screen.getByRole('switch', { name: 'Sound and light alarm' })).toBeDisabled();
  });
});
