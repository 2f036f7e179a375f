// Row types for the chat migration (2026-11-22-0004-chat).

export type ChatContentType = 'text' | 'image' | 'voice' | 'video' | 'file';

export interface ImMessageTable {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  /** Text as typed, or JSON text `{"path","width","height",...}` for media. */
  content: string;
  contentType: ChatContentType;
  sendTime: number;
  readTime: number | null;
}

/** One row per (owner, peer): the newest message between them and how many of the peer's the owner has not read. */
export interface ImConversationTable {
  userId: string;
  peerUserId: string;
  lastMessageId: string;
  lastTime: number;
  unreadCount: number;
}

export interface ChatTables {
  imMessage: ImMessageTable;
  imConversation: ImConversationTable;
}
