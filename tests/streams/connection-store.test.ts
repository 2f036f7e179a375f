import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../streams/bus/bus-events';
import type { ConnectionState } from '../../streams/stores/connection-store';
import { createConnectionReducer, initialConnectionState } from '../../streams/stores/connection-store';

const STALE_AFTER = 60_000;
const reduce = createConnectionReducer(STALE_AFTER);
const run = (events: BusEvent[], from: ConnectionState = initialConnectionState) => events.reduce(reduce, from);
const tick = (now: number): BusEvent => ({ type: 'clock/tick', now, at: now });
const socket = (state: 'connecting' | 'open' | 'closed', at: number): BusEvent => ({ type: 'connection/state', state, at });
const signedIn = (at: number): BusEvent => ({ type: 'session/changed', signedIn: true, at });

describe('connection store reducer', () => {
  it('is fresh while the socket is open and something is heard', () => {
    const state = run([
      signedIn(0),
      socket('connecting', 0),
      socket('open', 100),
      { type: 'connection/activity', at: 50_000 },
      tick(100_000),
    ]);
    expect(state).toEqual(expect.objectContaining({ socket: 'open', stale: false, staleReason: null, lastMessageAt: 50_000 }));
  });

  it('goes stale when nothing is heard for twice the poll period, and fresh again on a poll success', () => {
    const quiet = run([signedIn(0), socket('open', 0), tick(60_000), tick(60_001)]);
    expect(quiet).toEqual(expect.objectContaining({ stale: true, staleReason: 'silent' }));
    const back = reduce(quiet, { type: 'feed/succeeded', source: 'alarms', at: 61_000 });
    expect(back.stale).toBe(false);
  });

  it('is stale as soon as an open socket drops', () => {
    const state = run([signedIn(0), socket('open', 10), socket('connecting', 20)]);
    expect(state).toEqual(expect.objectContaining({ stale: true, staleReason: 'socket-down' }));
  });

  it('does not call the first connect an outage, unless it outlasts the window', () => {
    const connecting = run([signedIn(0), socket('connecting', 0), { type: 'feed/succeeded', source: 'alarms', at: 30_000 }]);
    expect(connecting.stale).toBe(false);
    expect(reduce(connecting, tick(60_010)).staleReason).toBe('socket-down');
  });

  it('is never stale while signed out, and a sign-in starts afresh but keeps the socket state', () => {
    expect(run([socket('closed', 0), tick(500_000)]).stale).toBe(false);
    const state = run([signedIn(0), socket('open', 1), { type: 'feed/failed', source: 'alarms', message: 'x', at: 2 }, signedIn(3)]);
    expect(state).toEqual(expect.objectContaining({ socket: 'open', lastFailure: null, everOpen: false, signedInAt: 3 }));
  });

  it('records the last failure and ignores events it has no use for', () => {
    const state = run([signedIn(0), { type: 'feed/failed', source: 'monitoring', message: 'down', at: 5 }]);
    expect(state.lastFailure).toEqual({ source: 'monitoring', message: 'down', at: 5 });
    expect(reduce(state, { type: 'monitoring/readings', projectId: 'p', readings: [], at: 99 })).toBe(state);
  });
});
