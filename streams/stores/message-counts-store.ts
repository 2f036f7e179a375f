import type { Observable } from 'rxjs';
import type { UnreadCount } from '../../server/src/wire/messages';
import type { BusEvent } from '../bus/bus-events';
import type { Store } from './create-store';
import { createStore } from './create-store';

export interface MessageCountsState {
  /** The bell's number as the socket last stated it; null until the socket has said anything. */
  total: number | null;
  /** Per kind, when the last frame carried them. */
  unread: UnreadCount | null;
  /** The newest message pushed to this console since sign-in. */
  latest: { id: string; title: string; messageType: number; at: number } | null;
  /** When the counts last changed (console clock): consumers refetch lists on a change. */
  changedAt: number | null;
}

export const initialMessageCounts: MessageCountsState = { total: null, unread: null, latest: null, changedAt: null };

/** Pure reducer: every counts event replaces the counts; a push records the newest message; sign-out clears. */
export function reduceMessageCounts(state: MessageCountsState, event: BusEvent): MessageCountsState {
  switch (event.type) {
    case 'message/counts':
      return { ...state, total: event.total, unread: event.unread, changedAt: event.at };
    case 'message/pushed':
      return { ...state, latest: { id: event.id, title: event.title, messageType: event.messageType, at: event.at } };
    case 'session/changed':
      return event.signedIn ? state : initialMessageCounts;
    default:
      return state;
  }
}

/** The signed-in user's unread message counts, kept in step on every console by the socket. */
export function createMessageCountsStore(events$: Observable<BusEvent>): Store<MessageCountsState> {
  return createStore(initialMessageCounts, reduceMessageCounts, events$);
}
