import type { SchedulerLike, Subscription } from 'rxjs';
import { EMPTY, filter, map, Observable, switchMap, take, throwError, timeout } from 'rxjs';
import type { EventBus } from '../bus/event-bus';
import type { SocketService } from '../socket/socket-service';
import type { Store } from '../stores/create-store';
import type { ChatContent, ChatEvent, ChatMessage } from './chat-events';
import type { ChatState } from './chat-store';
import { pendingMessages } from './chat-store';

/** A conversation opens with its newest 30 messages; paging upward asks for 50 more (spec 000, the chat drawer). */
export const FIRST_PAGE_SIZE = 30;
export const OLDER_PAGE_SIZE = 50;
/** A message without the server's echo after this long is shown as failed (its retry button resends it). */
export const SEND_TIMEOUT_MS = 15_000;
/** The history panel's search shows 20 matches a page (spec 000 section 9's list page size). */
export const SEARCH_PAGE_SIZE = 20;

/** One page of a keyword search in a conversation: the matching text messages, newest first, and how many match. */
export interface ChatSearchPage {
  list: ChatMessage[];
  total: number;
  page: number;
}

/** The search could not be asked (the socket is down) or got no answer in time. */
export class ChatSearchError extends Error {
  constructor(readonly reason: 'offline' | 'timeout') {
    super(`chat search ${reason}`);
  }
}

export interface ChatServiceOptions {
  socket$: Observable<SocketService | null>;
  bus: EventBus;
  store: Store<ChatState>;
  now: () => number;
  scheduler: SchedulerLike;
  /** A fresh id for each message this console sends (the clientMsgId that makes a resend idempotent). */
  newId: () => string;
  sendTimeoutMs?: number;
}

/** What a console sends: text as typed (trimmed by the caller) or an uploaded image `{ name, width, height }`. */
export type ChatOutgoing = { type: 'text'; text: string } | { type: 'image'; name: string; width: number; height: number };

/** The duty chat's commands. The state is the chat store; every change comes back through the bus. */
export interface ChatService {
  /** Shows a conversation (null: none): reads its newest page the first time and marks it read. */
  open(peerId: string | null): void;
  /** Asks for the 50 messages before the oldest one held. False when nothing older is left or the socket is down. */
  loadOlder(peerId: string): boolean;
  /** Sends a message; it shows as sending until the echo. Returns its clientMsgId. */
  send(peerId: string, outgoing: ChatOutgoing): string;
  /** Sends a failed message again, under the same clientMsgId (the server stores it once). */
  retry(clientMsgId: string): void;
  /**
   * Searches one conversation's text messages for `keyword` (the history panel): asks when subscribed, emits the
   * answering page once and completes; fails with ChatSearchError when the socket is down or nothing answers in time.
   * The conversation shown is not touched.
   */
  search(peerId: string, keyword: string, page: number): Observable<ChatSearchPage>;
  dispose(): void;
}

const IMAGE_PREFIX = '/api/file/Image/IM/';

/** 128 random bits as hex: getRandomValues works on a plain-http intranet page, where randomUUID does not. */
export function randomClientMsgId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function frameContent(message: ChatMessage): unknown {
  if (typeof message.content === 'string') return message.content;
  return { name: message.content.path.slice(IMAGE_PREFIX.length), width: message.content.width, height: message.content.height };
}

/**
 * The chat over the console's one socket. On every (re)connection the hub sends a fresh initMessage (unread counts);
 * this service then re-reads the newest page of each conversation already loaded (messages that came while the socket
 * was down) and resends every message still waiting for its echo, with the same clientMsgId, so nothing is lost and
 * nothing is stored twice. The store merges by id, so a message seen twice shows once.
 */
export function createChatService(options: ChatServiceOptions): ChatService {
  const { bus, store, now, scheduler } = options;
  const timeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  let socket: SocketService | null = null;
  const timers = new Map<string, Subscription>();
  // Conversations with an older page asked for and not yet answered: one request at a time, however fast the scroll.
  const loadingOlder = new Set<string>();

  const transmit = (message: ChatMessage): void => {
    socket?.send('SendMessage', {
      toUserId: message.toUserId,
      messageType: message.type,
      messageContent: frameContent(message),
      clientMsgId: message.clientMsgId ?? undefined,
    });
  };

  const watchTimeout = (clientMsgId: string): void => {
    timers.get(clientMsgId)?.unsubscribe();
    timers.set(
      clientMsgId,
      scheduler.schedule(() => {
        timers.delete(clientMsgId);
        bus.publish({ type: 'chat/refused', clientMsgId, message: null, at: now() });
      }, timeoutMs),
    );
  };

  const readNewest = (peerId: string, pageSize: number): void => {
    const userId = store.getState().userId ?? undefined;
    socket?.send('MessageList', { toUserId: peerId, formUserId: userId, currentPage: 1, pageSize, sord: 'desc' });
  };

  const markRead = (peerId: string): void => {
    socket?.send('UpdateReadMessage', { formUserId: peerId });
  };

  const onOpen = (): void => {
    // Answers to the previous socket's requests will not come.
    loadingOlder.clear();
    const state = store.getState();
    for (const [peerId, conversation] of Object.entries(state.conversations)) {
      if (conversation.loaded) readNewest(peerId, OLDER_PAGE_SIZE);
    }
    for (const message of pendingMessages(state)) transmit(message);
  };

  const subscriptions = [
    options.socket$
      .pipe(
        switchMap((next) => {
          socket = next;
          return next ? next.state$.pipe(filter((state) => state === 'open')) : EMPTY;
        }),
      )
      .subscribe(onOpen),
    // The echo settles a message; a refusal too (the store marks it failed).
    bus.events$.subscribe((event) => {
      if (event.type === 'chat/message' && event.message.clientMsgId) {
        timers.get(event.message.clientMsgId)?.unsubscribe();
        timers.delete(event.message.clientMsgId);
      } else if (event.type === 'chat/history') {
        if (event.before !== null) loadingOlder.delete(event.peerId);
      } else if (event.type === 'chat/refused') {
        timers.get(event.clientMsgId)?.unsubscribe();
        timers.delete(event.clientMsgId);
      } else if (event.type === 'chat/message' && event.direction === 'in' && event.message.fromUserId === store.getState().activePeerId) {
        markRead(event.message.fromUserId);
      } else if (event.type === 'chat/init' && store.getState().activePeerId) {
        const active = store.getState().activePeerId as string;
        if (event.unread.some((row) => row.peerId === active)) markRead(active);
      }
    }),
  ];

  const open = (peerId: string | null): void => {
    const state = store.getState();
    bus.publish({ type: 'chat/active', peerId, at: now() });
    if (!peerId) return;
    if (!state.conversations[peerId]?.loaded) readNewest(peerId, FIRST_PAGE_SIZE);
    if ((state.unread[peerId] ?? 0) > 0) markRead(peerId);
  };

  const loadOlder = (peerId: string): boolean => {
    const conversation = store.getState().conversations[peerId];
    if (!socket || !conversation?.loaded || !conversation.hasMore || loadingOlder.has(peerId)) return false;
    const oldest = conversation.messages.find((message) => message.status === 'sent');
    if (!oldest) return false;
    const userId = store.getState().userId ?? undefined;
    const asked = socket.send('MessageList', {
      toUserId: peerId,
      formUserId: userId,
      currentPage: 1,
      pageSize: OLDER_PAGE_SIZE,
      sord: 'desc',
      before: oldest.time,
    });
    if (asked) loadingOlder.add(peerId);
    return asked;
  };

  const send = (peerId: string, outgoing: ChatOutgoing): string => {
    const clientMsgId = options.newId();
    const content: ChatContent =
      outgoing.type === 'text'
        ? outgoing.text
        : { path: `${IMAGE_PREFIX}${outgoing.name}`, width: outgoing.width, height: outgoing.height };
    const message: ChatMessage = {
      key: `local:${clientMsgId}`,
      id: null,
      clientMsgId,
      fromUserId: store.getState().userId ?? '',
      toUserId: peerId,
      type: outgoing.type,
      content,
      time: now(),
      status: 'sending',
      error: null,
    };
    bus.publish({ type: 'chat/sending', message, at: now() });
    watchTimeout(clientMsgId);
    transmit(message);
    return clientMsgId;
  };

  const retry = (clientMsgId: string): void => {
    for (const conversation of Object.values(store.getState().conversations)) {
      const held = conversation.messages.find((message) => message.clientMsgId === clientMsgId && message.status === 'failed');
      if (!held) continue;
      const message: ChatMessage = { ...held, status: 'sending', error: null };
      bus.publish({ type: 'chat/sending', message, at: now() });
      watchTimeout(clientMsgId);
      transmit(message);
      return;
    }
  };

  const search = (peerId: string, keyword: string, page: number): Observable<ChatSearchPage> =>
    new Observable<ChatSearchPage>((subscriber) => {
      // Listening first: the answer may come before send() returns.
      const answer = bus.events$
        .pipe(
          filter(
            (event): event is Extract<ChatEvent, { type: 'chat/search' }> =>
              event.type === 'chat/search' && event.peerId === peerId && event.keyword === keyword && event.page === page,
          ),
          take(1),
          map((event): ChatSearchPage => ({ list: event.list, total: event.total, page: event.page })),
          timeout({ first: timeoutMs, scheduler, with: () => throwError(() => new ChatSearchError('timeout')) }),
        )
        .subscribe(subscriber);
      const userId = store.getState().userId ?? undefined;
      const asked = socket?.send('MessageList', {
        toUserId: peerId,
        formUserId: userId,
        currentPage: page,
        pageSize: SEARCH_PAGE_SIZE,
        sord: 'desc',
        keyword,
      });
      if (!asked) subscriber.error(new ChatSearchError('offline'));
      return answer;
    });

  return {
    open,
    loadOlder,
    send,
    retry,
    search,
    dispose: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const timer of timers.values()) timer.unsubscribe();
      timers.clear();
    },
  };
}
