import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okBody } from '../../support/fake-api';
import { preloadPages } from '../../support/preload-pages';
import { renderApp } from '../../support/render-app';
import { setUpRendering } from '../../support/render-suite';
import { session } from '../../support/session-fixture';

const { serve } = setUpRendering({ preload: preloadPages });

/** Answers the polls of each ticket in turn, then repeats the last answer. */
function scanApi(statuses: Record<string, { status: number; value?: string }[]>) {
  let issued = 0;
  const polls: Record<string, number> = {};
  const tickets = Object.keys(statuses);
  const handlers = {
    'GET /api/system/SysConfig': () => okBody({}),
    'GET /api/oauth/codeCertificate': () => okBody(tickets[Math.min(issued++, tickets.length - 1)]),
    'GET /api/oauth/CurrentUser': () => okBody(session()),
  };
  const pollHandlers = Object.fromEntries(
    tickets.map((ticket) => [
      `GET /api/oauth/codeCertificateStatus/${ticket}`,
      () => {
        const answers = statuses[ticket] ?? [];
        const index = Math.min(polls[ticket] ?? 0, answers.length - 1);
        polls[ticket] = (polls[ticket] ?? 0) + 1;
        return okBody(answers[index]);
      },
    ]),
  );
  return serve({ ...handlers, ...pollHandlers });
}

describe('scan sign-in', () => {
  it('shows the QR code, says when it was scanned and signs in with the token once confirmed', async () => {
    const api = scanApi({ t1: [{ status: 0 }, { status: 1 }, { status: 2, value: 'bearer scanned' }] });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = renderApp('/login?redirect=%2Fhome');
    await user.click(await screen.findByRole('tab', { name: '扫码登录' }));
    expect(await screen.findByRole('img', { name: '登录二维码' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(await screen.findByText('扫码成功，请在手机上确认登录', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5_000 });
    expect(api.calls('GET /api/oauth/CurrentUser')[0]?.headers.Authorization).toBe('bearer scanned');
  });

  it('offers a fresh code when the ticket expires', async () => {
    const api = scanApi({ old: [{ status: -1 }], fresh: [{ status: 0 }] });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: '扫码登录' }));
    expect(await screen.findByText('二维码已失效', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByTestId('scan-refresh'));
    await waitFor(() => expect(api.calls('GET /api/oauth/codeCertificateStatus/fresh').length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(screen.queryByText('二维码已失效')).not.toBeInTheDocument();
  });

  it('stops polling when the user leaves the scan tab', async () => {
    const api = scanApi({ t1: [{ status: 0 }] });
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: '扫码登录' }));
    await waitFor(() => expect(api.calls('GET /api/oauth/codeCertificateStatus/t1').length).toBeGreaterThan(0), { timeout: 5_000 });
    await user.click(screen.getByRole('tab', { name: '账号密码登录' }));
    const polled = api.calls('GET /api/oauth/codeCertificateStatus/t1').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.calls('GET /api/oauth/codeCertificateStatus/t1')).toHaveLength(polled);
  });
});
