import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { StaleBanner } from '../../../src/features/alarms/stale/stale-banner';
import { nextStaleStatus } from '../../../src/features/alarms/stale/stale-status';
import { changeLanguage } from '../../../src/lib/i18n';
import { initialConnectionState, type ConnectionState } from '../../../streams/stores/connection-store';
import { createFakeLive } from './support/fake-live';

const T0 = new Date(2026, 10, 22, 9, 15, 0).getTime();

describe('the stale banner', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('appears when the socket drops, names the time, and goes when the feed recovers', () => {
    const fake = createFakeLive();
    fake.emit({ type: 'session/changed', signedIn: true, at: T0 });
    fake.emit({ type: 'connection/state', state: 'open', at: T0 + 1_000 });
    render(
      <Providers>
        <StaleBanner connection={fake.live.stores.connection} pollSeconds={30} />
      </Providers>,
    );
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();

    act(() => fake.emit({ type: 'connection/state', state: 'connecting', at: T0 + 7_000 }));
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('Live feed interrupted since 09:15:07 — alarms still checked every 30 s');

    // The time stays that of the drop while the outage lasts.
    act(() => fake.emit({ type: 'clock/tick', now: T0 + 20_000, at: T0 + 20_000 }));
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('since 09:15:07');

    act(() => fake.emit({ type: 'connection/state', state: 'open', at: T0 + 25_000 }));
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
  });

  it('warns that alarms may be missing when the poll fails as well', () => {
    const fake = createFakeLive();
    fake.emit({ type: 'session/changed', signedIn: true, at: T0 });
    fake.emit({ type: 'connection/state', state: 'open', at: T0 });
    render(
      <Providers>
        <StaleBanner connection={fake.live.stores.connection} pollSeconds={30} />
      </Providers>,
    );
    act(() => {
      fake.emit({ type: 'connection/state', state: 'connecting', at: T0 + 1_000 });
      fake.emit({ type: 'feed/failed', source: 'alarms', message: 'Network Error', at: T0 + 2_000 });
    });
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('the regular check is failing too — alarms may be missing');
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('since 09:15:01');
  });
});

describe('nextStaleStatus', () => {
  const state = (patch: Partial<ConnectionState>): ConnectionState => ({ ...initialConnectionState, signedIn: true, ...patch });

  it('is null while the feed is fine', () => {
    expect(nextStaleStatus(null, state({ stale: false, now: T0 }))).toBeNull();
  });

  it('dates a silent feed from the last thing heard', () => {
    const status = nextStaleStatus(
      null,
      state({ stale: true, staleReason: 'silent', lastMessageAt: T0, lastSuccessAt: T0 - 5_000, now: T0 + 61_000 }),
    );
    expect(status).toEqual({ since: T0, kind: 'silent' });
  });

  it('keeps the start of the outage when its kind changes', () => {
    const first = nextStaleStatus(null, state({ stale: true, staleReason: 'socket-down', now: T0 }));
    const next = nextStaleStatus(first, state({ stale: true, staleReason: 'silent', now: T0 + 70_000 }));
    expect(next).toEqual({ since: T0, kind: 'silent' });
  });
});
