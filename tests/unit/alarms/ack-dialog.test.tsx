import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AckDialog } from '../../../src/features/alarms/ack/ack-dialog';
import { createAlarmSound, type AlarmSound } from '../../../src/features/alarms/sound/alarm-sound';
import { BROWSER_TIMERS } from '../../../src/features/alarms/sound/audio-types';
import { changeLanguage } from '../../../src/lib/i18n';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { failBody, installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { makeAlarm } from './support/alarms';
import { createFakeAudio } from './support/fake-audio';
import { createFakeLive, type FakeLive } from './support/fake-live';
import { renderWithLive } from './support/render';

const ACK_PATH = 'POST /api/monitoring/alarms/a1/Actions/Ack';

describe('the acknowledge dialog', () => {
  let fake: FakeLive;
  let sound: AlarmSound;
  let api: ReturnType<typeof installFakeApi>;
  const alarm = makeAlarm({ id: 'a1', severity: 3, pointName: 'Seepage QS-WE1' });

  const open = (onClose = vi.fn()) => {
    fake = createFakeLive();
    fake.push(alarm);
    sound = createAlarmSound({
      live$: fake.sources.live$,
      createContext: createFakeAudio().factory,
      timers: BROWSER_TIMERS,
      now: Date.now,
    });
    renderWithLive(<AckDialog alarm={alarm} onClose={onClose} />, fake, sound);
    return onClose;
  };

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    api = installFakeApi({
      [ACK_PATH]: (request) => {
        const { comment } = JSON.parse(String(request.data)) as { comment: string };
        return okBody({ ...alarm, acknowledged: true, ackBy: 'Duty One', ackAt: Date.now(), ackComment: comment, revision: 2 });
      },
    });
  });
  afterEach(() => {
    sound.dispose();
    api.restore();
  });

  it('will not send without a comment, and a comment of spaces is no comment', async () => {
    const onClose = open();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await screen.findByText('Seepage QS-WE1');
    await user.click(screen.getByTestId('alarm-ack-submit'));
    expect(await screen.findByText('Please enter a comment')).toBeInTheDocument();
    await user.type(screen.getByTestId('alarm-ack-comment'), '   ');
    await user.click(screen.getByTestId('alarm-ack-submit'));
    // antd re-renders the message on each validation; wait for the settled one.
    await waitFor(() => expect(screen.getByText('Please enter a comment')).toBeInTheDocument());
    expect(api.calls(ACK_PATH)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed comment, updates the live store at once and closes', async () => {
    const onClose = open();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.type(await screen.findByTestId('alarm-ack-comment'), '  Checked the weir on site  ');
    await user.click(screen.getByTestId('alarm-ack-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(ACK_PATH)).toHaveLength(1);
    expect(JSON.parse(String(api.calls(ACK_PATH)[0]?.data))).toEqual({ comment: 'Checked the weir on site' });
    const stored = fake.live.stores.alarms.getState().entries.a1?.alarm;
    expect(stored).toMatchObject({ acknowledged: true, revision: 2, ackComment: 'Checked the weir on site' });
    expect(fake.live.stores.alarms.getState().counts.unacknowledged).toBe(0);
  });

  it('stays open when the server refuses', async () => {
    api.restore();
    api = installFakeApi({ [ACK_PATH]: () => failBody(403, 'Acknowledging alarms needs a duty officer, engineer or administrator') });
    const onClose = open();
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.type(await screen.findByTestId('alarm-ack-comment'), 'seen');
    await user.click(screen.getByTestId('alarm-ack-submit'));
    await waitFor(() => expect(api.calls(ACK_PATH)).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('alarm-ack-comment')).toBeInTheDocument();
    expect(fake.live.stores.alarms.getState().entries.a1?.alarm.acknowledged).toBe(false);
  });
});
