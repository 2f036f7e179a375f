import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLiveHistoryPatch } from '../../../src/features/alarms/history/use-live-history-patch';
import { AlarmPage } from '../../../src/features/alarms/page/alarm-page';
import { createAlarmSound, type AlarmSound } from '../../../src/features/alarms/sound/alarm-sound';
import { BROWSER_TIMERS } from '../../../src/features/alarms/sound/audio-types';
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

const LIST = 'GET /api/monitoring/alarms';
const existing = makeAlarm({ id: 'old', pointName: 'Older point', raisedAt: Date.UTC(2026, 10, 22, 7, 0, 0) });

function Page() {
  useLiveHistoryPatch();
  return <AlarmPage />;
}

describe('the alarm page', () => {
  let fake: FakeLive;
  let sound: AlarmSound;
  let api: ReturnType<typeof installFakeApi>;

  const show = (buttons: string[]) => {
    sessionStore.setToken('bearer t');
    sessionStore.setSession(session({ permissionList: [permissionEntry('m-alarms', { button: buttons })] }));
    fake = createFakeLive([{ id: 'prj-1', name: 'Qingshui reservoir' }]);
    sound = createAlarmSound({
      live$: fake.sources.live$,
      createContext: createFakeAudio().factory,
      timers: BROWSER_TIMERS,
      now: Date.now,
    });
    renderWithLive(<Page />, fake, sound);
  };
  const rowIds = () =>
    Array.from(screen.getByTestId('alarm-table').querySelectorAll('tr[data-alarm-id]'), (row) => row.getAttribute('data-alarm-id'));

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    api = installFakeApi({
      [LIST]: (request) =>
        okBody({
          list: request.params.severity === 4 ? [] : [existing],
          pagination: { currentPage: 1, pageSize: 20, total: request.params.severity === 4 ? 0 : 1 },
        }),
      'GET /api/monitoring/alarms/old/log': () =>
        okBody({
          list: [
            {
              id: 'l1',
              at: existing.raisedAt,
              action: 'raised',
              severity: 2,
              severityName: '黄色',
              state: 'active',
              acknowledged: false,
              value: 11.2,
              userName: null,
              comment: null,
              revision: 1,
            },
            {
              id: 'l2',
              at: existing.raisedAt + 60_000,
              action: 'acknowledged',
              severity: 2,
              severityName: '黄色',
              state: 'active',
              acknowledged: true,
              value: null,
              userName: 'Duty One',
              comment: 'Weir checked',
              revision: 2,
            },
          ],
        }),
    });
  });
  afterEach(() => {
    sound.dispose();
    api.restore();
  });

  it('lists the history newest first and puts a live alarm on top without refetching', async () => {
    show(['btn_ack', 'btn_detail']);
    await screen.findByText('Older point');
    expect(screen.getByText('Qingshui reservoir')).toBeInTheDocument();
    expect(api.calls(LIST)[0]?.params).toMatchObject({ state: 'all', currentPage: 1, pageSize: 20, sidx: 'raisedAt', sort: 'desc' });

    act(() => fake.push(makeAlarm({ id: 'new', pointName: 'Newer point', severity: 4, raisedAt: Date.UTC(2026, 10, 22, 8, 30, 0) })));
    await waitFor(() => expect(rowIds()).toEqual(['new', 'old']));
    expect(screen.getByText('2 in all')).toBeInTheDocument();

    // A pushed change to a listed alarm patches its row in place; a replay of it changes nothing.
    act(() =>
      fake.push(
        makeAlarm({ ...existing, acknowledged: true, ackBy: 'Duty One', ackAt: existing.raisedAt + 1, revision: 2 }),
        'acknowledged',
      ),
    );
    expect(await screen.findByTestId('alarm-acked-old')).toHaveTextContent('Duty One');
    act(() => fake.push(makeAlarm({ id: 'new', pointName: 'Newer point', severity: 4, raisedAt: Date.UTC(2026, 10, 22, 8, 30, 0) })));
    expect(rowIds()).toEqual(['new', 'old']);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('keeps an alarm pushed while the first page was still loading', async () => {
    let answer: (value: ReturnType<typeof okBody>) => void = () => undefined;
    api.restore();
    api = installFakeApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    show(['btn_detail']);
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(1));
    act(() => fake.push(makeAlarm({ id: 'new', pointName: 'Newer point', raisedAt: Date.UTC(2026, 10, 22, 8, 30, 0) })));
    // The server read its list before that alarm existed.
    answer(okBody({ list: [existing], pagination: { currentPage: 1, pageSize: 20, total: 1 } }));
    await waitFor(() => expect(rowIds()).toEqual(['new', 'old']));
    expect(screen.getByText('2 in all')).toBeInTheDocument();
  });

  it('offers acknowledge only with btn_ack', async () => {
    show(['btn_detail']);
    await screen.findByText('Older point');
    expect(screen.queryByTestId('alarm-ack-old')).not.toBeInTheDocument();
    expect(screen.getByTestId('alarm-log-old')).toBeInTheDocument();
  });

  it('shows the acknowledge button to a user holding btn_ack', async () => {
    show(['btn_ack']);
    expect(await screen.findByTestId('alarm-ack-old')).toBeInTheDocument();
  });

  it("opens the alarm's log in a drawer", async () => {
    show(['btn_detail']);
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(await screen.findByTestId('alarm-log-old'));
    const log = await screen.findByTestId('alarm-log');
    expect(within(log).getByText('Raised')).toBeInTheDocument();
    expect(within(log).getByText('Acknowledged')).toBeInTheDocument();
    expect(within(log).getByText('By Duty One')).toBeInTheDocument();
    expect(within(log).getByText('Weir checked')).toBeInTheDocument();
  });

  it('sends the filters to the server and starts again at page 1', async () => {
    show(['btn_detail']);
    await screen.findByText('Older point');
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(within(screen.getByTestId('alarm-filter-severity')).getByRole('combobox'));
    await user.click(await screen.findByTitle('Red'));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.params).toMatchObject({ severity: 4, currentPage: 1 }));
    await waitFor(() => expect(screen.queryByText('Older point')).not.toBeInTheDocument());
  });
});
