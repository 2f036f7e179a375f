import type { ChatContentType } from '../../server/src/wire/hub-frames';

/** An image (or other media) message: where the chat upload serves it, and its size when the sender said. */
export interface ChatMedia {
  path: string;
  width?: number;
  height?: number;
  fileName?: string;
}

/** What a message holds: the text as typed, or the media object. */
export type ChatContent = string | ChatMedia;

/** `sending` until the server's echo, `failed` when it refused (or no echo came in time), `sent` after. */
export type ChatMessageStatus = 'sending' | 'sent' | 'failed';

/** One message of a conversation, as the console keeps it. */
export interface ChatMessage {
  /** The server's id, or `local:<clientMsgId>` until the echo names it. */
  key: string;
  id: string | null;
  clientMsgId: string | null;
  fromUserId: string;
  toUserId: string;
  type: ChatContentType;
  content: ChatContent;
  /** Epoch ms: the server's send time, the console's clock while sending. */
  time: number;
  status: ChatMessageStatus;
  /** Why it failed, in the reader's language when the server said; null for a timeout. */
  error: string | null;
}

/** Who is at the other end, as frames and lists name them. */
export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/** Per correspondent: how many unread, and their newest unread message. */
export interface ChatUnread {
  peerId: string;
  count: number;
  last: { type: ChatContentType; content: ChatContent; time: number } | null;
}

/** The chat's events on the bus: what the socket said (initMessage, receiveMessage, ...) and what this console did. */
export type ChatEvent =
  | { type: 'chat/init'; userId: string; online: string[]; unread: ChatUnread[]; at: number }
  /** `in`: receiveMessage (from the peer; toUserId is left '' for the store to fill), `out`: my echo, any console. */
  | { type: 'chat/message'; message: ChatMessage; direction: 'in' | 'out'; peer: ChatPeer; at: number }
  | { type: 'chat/history'; peerId: string; list: ChatMessage[]; before: number | null; hasMore: boolean; at: number }
  /** A page of a keyword search in one conversation (a MessageList answer that echoes its keyword), newest first. */
  | { type: 'chat/search'; peerId: string; keyword: string; page: number; total: number; list: ChatMessage[]; at: number }
  | { type: 'chat/read'; peerId: string; at: number }
  | { type: 'chat/presence'; userId: string; online: boolean; at: number }
  | { type: 'chat/refused'; clientMsgId: string; message: string | null; at: number }
  | { type: 'chat/sending'; message: ChatMessage; at: number }
  | { type: 'chat/active'; peerId: string | null; at: number };
