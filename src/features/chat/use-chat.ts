import type { ChatService } from '../../../streams/chat/chat-service';
import type { ChatState } from '../../../streams/chat/chat-store';
import { initialChatState, totalUnread } from '../../../streams/chat/chat-store';
import { useLiveStreams } from '../../lib/live/live-context';
import { useLiveStore } from '../../lib/live/use-live-store';

/** A slice of the chat store (`select` stable, returning existing references); the empty state while signed out. */
export function useChatState<T>(select: (state: ChatState) => T): T {
  return useLiveStore('chat', select, select(initialChatState));
}

/** The chat's commands, null while signed out. */
export function useChatService(): ChatService | null {
  return useLiveStreams()?.chat ?? null;
}

/** Unread chat messages over every conversation. */
export const useChatUnread = (): number => useChatState(totalUnread);
