import type { Generated } from 'kysely';

// Row types for the shell migration (2026-11-22-0005-shell).

export interface FeedbackTable {
  id: string;
  userId: string;
  title: string;
  content: string;
  contact: Generated<string>;
  page: Generated<string>;
  userAgent: Generated<string>;
  createdAt: number;
}

/** 1 notice, 2 workflow, 3 system, 4 schedule, 5 form (contract section 6). */
export type MessageKind = 1 | 2 | 3 | 4 | 5;

export interface MessageTable {
  id: string;
  type: MessageKind;
  messageType: number | null;
  title: string;
  bodyText: Generated<string>;
  files: Generated<string>;
  creatorUserId: string | null;
  enabledMark: Generated<number>;
  createdAt: number;
  lastModifyTime: number;
  // Notices (2026-11-26-0015-notices): enabledMark 0 draft, 1 released, 2 revoked.
  releaseTime: number | null;
  releaseUserId: string | null;
  lastModifyUserId: string | null;
  /** JSON lists of user and organisation ids; both empty: everyone. */
  toUserIds: Generated<string>;
  toOrganizeIds: Generated<string>;
}

export interface MessageReceiverTable {
  messageId: string;
  userId: string;
  isRead: Generated<number>;
  readAt: number | null;
}

export interface ShellTables {
  feedback: FeedbackTable;
  message: MessageTable;
  messageReceiver: MessageReceiverTable;
}
