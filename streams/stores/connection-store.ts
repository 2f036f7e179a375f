import type { Observable } from 'rxjs';
import { produce } from 'immer';
import type { BusEvent, FeedSource, StaleReason } from '../bus/bus-events';
import type { SocketState } from '../socket/socket-types';
import type { Store } from './create-store';
import { createStore } from './create-store';

export interface ConnectionState {
  signedIn: boolean;
  socket: SocketState;
  /** Whether the socket has been open since sign-in: the first connect is not an outage. */
  everOpen: boolean;
  signedInAt: number | null;
  /** Last frame received on the socket. */
  lastMessageAt: number | null;
  /** Last successful poll or snapshot. */
  lastSuccessAt: number | null;
  lastFailure: { source: FeedSource; message: string; at: number } | null;
  /** The latest time seen on the bus; the clock tick keeps it moving when nothing else does. */
  now: number;
  /**
   * True when the socket is down (dropped after being open, or never opened within the window), or nothing
   * was heard (socket frame or successful poll) for 2x the poll period.
   */
  stale: boolean;
  staleReason: StaleReason | null;
}

export const initialConnectionState: ConnectionState = {
  signedIn: false,
  socket: 'closed',
  everOpen: false,
  signedInAt: null,
  lastMessageAt: null,
  lastSuccessAt: null,
  lastFailure: null,
  now: 0,
  stale: false,
  staleReason: null,
};

function staleness(state: ConnectionState, staleAfterMs: number): StaleReason | null {
  if (!state.signedIn) return null;
  const sinceSignIn = state.now - (state.signedInAt ?? state.now);
  // The first connect is not an outage, unless it takes longer than the staleness window.
  if (state.socket !== 'open' && (state.everOpen || sinceSignIn > staleAfterMs)) return 'socket-down';
  const heardAt = Math.max(state.lastMessageAt ?? 0, state.lastSuccessAt ?? 0, state.signedInAt ?? 0);
  return state.now - heardAt > staleAfterMs ? 'silent' : null;
}

const RELEVANT = new Set<BusEvent['type']>([
  'session/changed',
  'connection/state',
  'connection/activity',
  'feed/succeeded',
  'feed/failed',
  'clock/tick',
]);

function record(draft: ConnectionState, event: BusEvent): void {
  switch (event.type) {
    case 'session/changed':
      // The socket state is left alone: it is reported by its own events, which may come first.
      Object.assign(draft, initialConnectionState, {
        socket: draft.socket,
        signedIn: event.signedIn,
        signedInAt: event.signedIn ? event.at : null,
      });
      return;
    case 'connection/state':
      draft.socket = event.state;
      if (event.state === 'open') draft.everOpen = true;
      return;
    case 'connection/activity':
      draft.lastMessageAt = event.at;
      return;
    case 'feed/succeeded':
      draft.lastSuccessAt = event.at;
      return;
    case 'feed/failed':
      draft.lastFailure = { source: event.source, message: event.message, at: event.at };
      return;
    default:
      return;
  }
}

/** Builds the pure reducer; `staleAfterMs` is twice the alarm poll period. */
export function createConnectionReducer(staleAfterMs: number): (state: ConnectionState, event: BusEvent) => ConnectionState {
  return (state, event) => {
    // Other events would only move `now`; skipping them keeps readers from re-rendering on every reading.
    if (!RELEVANT.has(event.type)) return state;
    return produce(state, (draft) => {
      record(draft, event);
      if (event.at > draft.now) draft.now = event.at;
      const reason = staleness(draft, staleAfterMs);
      draft.stale = reason !== null;
      draft.staleReason = reason;
    });
  };
}

/** Socket state, last activity and staleness, for the connection indicator and the "data is stale" banner. */
export function createConnectionStore(events$: Observable<BusEvent>, staleAfterMs: number): Store<ConnectionState> {
  return createStore(initialConnectionState, createConnectionReducer(staleAfterMs), events$);
}
