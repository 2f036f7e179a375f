import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedPage } from '../../../src/features/shell/embedded-page';
import { changeLanguage } from '../../../src/lib/i18n';
import { sessionStore } from '../../../src/lib/session-store';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { failBody, installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';

const SIGN = 'POST /api/signed-urls';
const TOKEN = 'bearer session-token-that-must-stay-out-of-urls';

describe('the embedded page (menu type 7)', () => {
  let api: ReturnType<typeof installFakeApi>;
  let answers: ReturnType<typeof okBody | typeof failBody>[];

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    sessionStore.setToken(TOKEN);
    answers = [];
    api = installFakeApi({ [SIGN]: () => answers.shift() ?? failBody(500, 'no answer queued') });
  });

  afterEach(() => api.restore());

  it('frames the signed address, not the session token', async () => {
    answers.push(okBody({ url: '/favicon.svg?t=s1.abc.usr-admin.sig', expiresAt: Date.now() + 60_000 }));
    render(<EmbeddedPage src="/favicon.svg?t=${jnpfToken}" title="Embedded" />);
    const frame = await screen.findByTitle('Embedded');
    expect(frame.getAttribute('src')).toBe('/favicon.svg?t=s1.abc.usr-admin.sig');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(JSON.parse(String(api.requests[0]?.data))).toEqual({ address: '/favicon.svg?t=${jnpfToken}' });
    expect(frame.getAttribute('src')).not.toContain('session-token');
  });

  it('frames an address without a placeholder as it is, without asking the server', async () => {
    render(<EmbeddedPage src="https://water.example.org/map" title="Map" />);
    expect((await screen.findByTitle('Map')).getAttribute('src')).toBe('https://water.example.org/map');
    expect(api.requests).toEqual([]);
  });

  it('says so when the address cannot be signed, and tries again on request', async () => {
    answers.push(failBody(401, 'address must be a path on this server (/...) or an http(s) URL'));
    render(<EmbeddedPage src="/x?t=${jnpfToken}" title="X" />);
    expect(await screen.findByText('The page could not be opened.')).toBeTruthy();
    expect(screen.queryByTitle('X')).toBeNull();
    answers.push(okBody({ url: '/x?t=s1.signed', expiresAt: Date.now() + 60_000 }));
    await userEvent.setup(USER_EVENT_OPTIONS).click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('X')).getAttribute('src')).toBe('/x?t=s1.signed');
  });
});
