import type { ConnectionState } from '../../../../streams/stores/connection-store';

/** What the stale banner says: since when the live feed has been down, and whether the poll still works. */
export interface StaleStatus {
  since: number;
  /** `socket-down`: the 30 s poll still runs; `poll-failing`: the poll fails too; `silent`: nothing heard at all. */
  kind: 'socket-down' | 'poll-failing' | 'silent';
}

function pollFailing(state: ConnectionState): boolean {
  return state.lastFailure !== null && (state.lastSuccessAt === null || state.lastFailure.at > state.lastSuccessAt);
}

/**
 * Folds connection states into the banner's status, keeping the moment the outage began: a dropped socket
 * dates from when the drop was seen, a silent feed from the last thing heard. Null when all is well.
 */
export function nextStaleStatus(previous: StaleStatus | null, state: ConnectionState): StaleStatus | null {
  if (!state.stale) return null;
  const kind: StaleStatus['kind'] = state.staleReason === 'silent' ? 'silent' : pollFailing(state) ? 'poll-failing' : 'socket-down';
  if (previous) return previous.kind === kind ? previous : { since: previous.since, kind };
  const heard = Math.max(state.lastMessageAt ?? 0, state.lastSuccessAt ?? 0, state.signedInAt ?? 0);
  return { since: kind === 'silent' && heard > 0 ? heard : state.now, kind };
}
