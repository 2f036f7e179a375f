import { BehaviorSubject, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketProtocols } from '../../../server/src/wire/hub';
import { consoleSocketUrl, createLiveRuntime } from '../../../src/lib/live/live-runtime';
import { flattenProjects } from '../../../src/lib/live/visible-projects';
import type { LiveStreams } from '../../../streams/create-live-streams';
import { createFakeWebSocket } from '../../streams/support/fake-websocket';
import { installFakeApi, okBody } from '../support/fake-api';

function fakeTicker() {
  const ticker = {
    running: false,
    disposed: false,
    start: () => void (ticker.running = true),
    stop: () => void (ticker.running = false),
    dispose: () => void (ticker.disposed = true),
  };
  return ticker;
}

describe('the live runtime', () => {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/monitoring/alarms': () => okBody({ list: [], pagination: { currentPage: 1, pageSize: 500, total: 0 } }),
      'GET /api/deploy/alertConfiguration/querySoundLightAlarm': () =>
        okBody({ globalWarnState: 0, globalWarnChannelState: 1, waterLevelWarnList: [], waterQualityWarnList: [] }),
    });
  });
  afterEach(() => api.restore());

  it('opens one socket per signed-in token with the token out of its address, and closes it on sign-out', async () => {
    const token$ = new BehaviorSubject<string | null>(null);
    const ws = createFakeWebSocket();
    const tickers: ReturnType<typeof fakeTicker>[] = [];
    const seen: (LiveStreams | null)[] = [];
    const runtime$ = createLiveRuntime({
      token$,
      projects$: of([]),
      WebSocketImpl: ws.WebSocketImpl,
      createTicker: () => {
        const ticker = fakeTicker();
        tickers.push(ticker);
        return ticker;
      },
      visible$: of(true),
    });
    const subscription = runtime$.subscribe((live) => seen.push(live));
    expect(seen).toEqual([null]);
    expect(ws.sockets).toHaveLength(0);

    token$.next('bearer abc/123');
    const live = seen.at(-1);
    expect(live).not.toBeNull();
    // The socket opens at once (reconnecting-websocket creates it a tick later), without waiting for a screen.
    await vi.waitFor(() => expect(ws.sockets).toHaveLength(1));
    expect(ws.last().url).toBe(`ws://${window.location.host}/api/message/websocket`);
    expect(ws.last().protocols).toEqual(socketProtocols('bearer abc/123'));
    expect(tickers[0]?.running).toBe(true);
    // A second reader shares the same streams.
    let other: LiveStreams | null = null;
    runtime$.subscribe((value) => (other = value)).unsubscribe();
    expect(other).toBe(live);

    token$.next(null);
    expect(seen.at(-1)).toBeNull();
    expect(ws.last().readyState).toBe(3);
    expect(tickers[0]?.running).toBe(false);

    // The next sign-in reuses the streams (stores emptied in between) and opens a socket for the new token.
    token$.next('bearer next');
    expect(seen.at(-1)).toBe(live);
    await vi.waitFor(() => expect(ws.sockets).toHaveLength(2));
    expect(ws.last().protocols).toEqual(socketProtocols('bearer next'));
    expect(tickers).toHaveLength(1);
    subscription.unsubscribe();
  });
});

describe('consoleSocketUrl', () => {
  it('uses ws on http and wss on https, and never carries a token', () => {
    expect(consoleSocketUrl('http://console.example:8080')).toBe('ws://console.example:8080/api/message/websocket');
    expect(consoleSocketUrl('https://console.example')).toBe('wss://console.example/api/message/websocket');
  });
});

describe('flattenProjects', () => {
  it('reads flat, grouped and listed project options once each', () => {
    expect(
      flattenProjects({
        list: [
          { label: '水库工程', options: [{ label: '青水水库大坝', value: 'prj-a' }] },
          {
            label: '河道工程',
            children: [
              { label: '澜江河道巡查', value: 'prj-b' },
              { value: 'prj-a', label: 'dup' },
            ],
          },
          { value: '', label: 'empty' },
        ],
      }),
    ).toEqual([
      { id: 'prj-a', name: '青水水库大坝' },
      { id: 'prj-b', name: '澜江河道巡查' },
    ]);
  });
});
