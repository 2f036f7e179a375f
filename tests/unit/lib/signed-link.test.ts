import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openExternalTarget } from '../../../src/lib/signed-link';
import { sessionStore } from '../../../src/lib/session-store';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';

const TOKEN = 'bearer session-token-that-must-stay-out-of-urls';

describe('opening a menu link that needs a signature', () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(async () => {
    await resetState();
    sessionStore.setToken(TOKEN);
    api = installFakeApi({
      'POST /api/signed-urls': (request) => {
        const { address } = JSON.parse(String(request.data)) as { address: string };
        return okBody({ url: address.replace('${jnpfToken}', 's1.k3.usr-admin.signature'), expiresAt: Date.now() + 60_000 });
      },
    });
  });

  afterEach(() => {
    api.restore();
    vi.restoreAllMocks();
  });

  it('opens the window at once, then sends it to the signed address, never the token', async () => {
    const popup = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await openExternalTarget({ kind: 'external', url: 'https://water.example.org/?t=${jnpfToken}', newWindow: true });
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).toHaveBeenCalledWith('https://water.example.org/?t=s1.k3.usr-admin.signature');
    expect(JSON.stringify(api.requests.map((request) => request.url))).not.toContain('session-token');
  });

  it('opens an address without a placeholder directly, without asking the server', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openExternalTarget({ kind: 'external', url: '/cockpit?screen=screen-dam-safety', newWindow: true });
    expect(open).toHaveBeenCalledWith('/cockpit?screen=screen-dam-safety', '_blank', 'noopener');
    expect(api.requests).toEqual([]);
  });

  it('closes the empty window when the address cannot be signed', async () => {
    api.restore();
    api = installFakeApi({ 'POST /api/signed-urls': () => ({ body: { code: 401, msg: 'bad address' } }) });
    const popup = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await openExternalTarget({ kind: 'external', url: 'https://water.example.org/?t=${jnpfToken}', newWindow: true });
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });
});
