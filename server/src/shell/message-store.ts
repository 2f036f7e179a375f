import type { Db } from '../db/database';
import type { MessageKind } from '../db/tables/shell';
import { chunks } from '../lib/chunks';
import { newId } from '../lib/ids';
import { containsText, type Direction, type Paging } from './list-query';

export const MESSAGE_KIND = { notice: 1, workflow: 2, system: 3, schedule: 4, form: 5 } as const satisfies Record<string, MessageKind>;

export const MESSAGE_SORT_FIELDS = ['lastModifyTime', 'title'] as const;
export type MessageSortField = (typeof MESSAGE_SORT_FIELDS)[number];

export interface NewMessage {
  type: MessageKind;
  /** Routing hint for workflow messages (2 dispatching, 10 message detail); null otherwise. */
  messageType?: number | null;
  title: string;
  /** A JSON object: notices carry `content` (HTML); workflow and system messages carry the ids they point at. */
  body?: Record<string, unknown>;
  files?: { name: string; fileId: string; url: string }[];
  /** Null when the system sends it (alarms, schedules). */
  creatorUserId: string | null;
  receiverIds: string[];
  /** Released (1, the default) or a draft notice (0) that receivers do not see yet. */
  enabledMark?: 0 | 1;
  id?: string;
  now?: number;
}

/**
 * Sends one message to its receivers, all or nothing; each receiver gets their own unread copy. Returns the id.
 * Other areas (alarms, work orders, schedules) post their notifications through this.
 */
export async function sendMessage(db: Db, input: NewMessage): Promise<string> {
  const id = input.id ?? newId();
  const now = input.now ?? Date.now();
  const receivers = [...new Set(input.receiverIds)];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('message')
      .values({
        id,
        type: input.type,
        messageType: input.messageType ?? null,
        title: input.title,
        bodyText: JSON.stringify(input.body ?? {}),
        files: JSON.stringify(input.files ?? []),
        creatorUserId: input.creatorUserId,
        enabledMark: input.enabledMark ?? 1,
        createdAt: now,
        lastModifyTime: now,
      })
      .execute();
    if (receivers.length > 0) {
      await trx
        .insertInto('messageReceiver')
        .values(receivers.map((userId) => ({ messageId: id, userId, isRead: 0, readAt: null })))
        .execute();
    }
  });
  return id;
}

function inbox(db: Db, userId: string) {
  return db
    .selectFrom('messageReceiver')
    .innerJoin('message', 'message.id', 'messageReceiver.messageId')
    .leftJoin('users as creator', 'creator.id', 'message.creatorUserId')
    .leftJoin('users as releaser', 'releaser.id', 'message.releaseUserId')
    .where('messageReceiver.userId', '=', userId)
    .where('message.enabledMark', '=', 1);
}

const MESSAGE_COLUMNS = [
  'message.id',
  'message.title',
  'message.type',
  'message.messageType',
  'message.bodyText',
  'message.files',
  'message.creatorUserId',
  'message.lastModifyTime',
  'messageReceiver.isRead',
  'messageReceiver.readAt',
  'creator.realName as creatorName',
  'creator.account as creatorAccount',
  'message.releaseTime',
  'releaser.realName as releaserName',
  'releaser.account as releaserAccount',
] as const;

interface MessageRow {
  id: string;
  title: string;
  type: MessageKind;
  messageType: number | null;
  bodyText: string;
  files: string;
  creatorUserId: string | null;
  lastModifyTime: number;
  isRead: number;
  readAt: number | null;
  creatorName: string | null;
  creatorAccount: string | null;
  releaseTime: number | null;
  releaserName: string | null;
  releaserAccount: string | null;
}

/** "realName/account", the way JNPF names a person in a list; '' for nobody (the system). */
export function personLabel(realName: string | null, account: string | null): string {
  return realName ? `${realName}/${account ?? ''}` : '';
}

/** A workflow message's body may name the flow kind it points at; anything else is null. */
function flowTypeOf(bodyText: string): number | null {
  try {
    const body = JSON.parse(bodyText) as { flowType?: unknown };
    return Number.isInteger(body.flowType) ? (body.flowType as number) : null;
  } catch {
    return null;
  }
}

/** A message as the message centre reads it (contract section 6); isRead travels as '0' | '1'. */
export function toMessageItem(row: MessageRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    messageType: row.messageType,
    isRead: row.isRead === 1 ? ('1' as const) : ('0' as const),
    readTime: row.readAt,
    creatorUserId: row.creatorUserId ?? '',
    creatorUser: personLabel(row.creatorName, row.creatorAccount),
    lastModifyTime: row.lastModifyTime,
    releaseUser: personLabel(row.releaserName, row.releaserAccount),
    releaseTime: row.releaseTime,
    flowType: row.type === 2 ? flowTypeOf(row.bodyText) : null,
    bodyText: row.bodyText,
    files: row.files,
  };
}

export type MessageItem = ReturnType<typeof toMessageItem>;

export interface MessageFilter {
  keyword?: string | undefined;
  type?: MessageKind | undefined;
  isRead?: 0 | 1 | undefined;
  sort: { field: MessageSortField; direction: Direction };
  paging: Paging;
}

function filtered(db: Db, userId: string, filter: Omit<MessageFilter, 'sort' | 'paging'>) {
  let query = inbox(db, userId);
  const { keyword, type, isRead } = filter;
  if (keyword) query = query.where(containsText('message.title', keyword));
  if (type !== undefined) query = query.where('message.type', '=', type);
  if (isRead !== undefined) query = query.where('messageReceiver.isRead', '=', isRead);
  return query;
}

/** One page of the user's messages, newest first by default. */
export async function listMessages(db: Db, userId: string, filter: MessageFilter): Promise<{ list: MessageItem[]; total: number }> {
  const countRow = await filtered(db, userId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await filtered(db, userId, filter)
    .select(MESSAGE_COLUMNS)
    .orderBy(`message.${filter.sort.field}`, filter.sort.direction)
    .orderBy('message.id', 'desc')
    .limit(filter.paging.pageSize)
    .offset(filter.paging.offset)
    .execute();
  return { list: rows.map(toMessageItem), total: Number(countRow?.total ?? 0) };
}

/**
 * The user's copy of a message, marked read on the way (first read time kept); undefined if it is not theirs.
 * `changed` says whether this call marked it read (the user's counts changed).
 */
export async function readMessage(
  db: Db,
  userId: string,
  messageId: string,
  now = Date.now(),
): Promise<{ message: MessageItem; changed: boolean } | undefined> {
  const row = await inbox(db, userId).select(MESSAGE_COLUMNS).where('message.id', '=', messageId).executeTakeFirst();
  if (!row) return undefined;
  if (row.isRead === 1) return { message: toMessageItem(row), changed: false };
  const result = await db
    .updateTable('messageReceiver')
    .set({ isRead: 1, readAt: now })
    .where('messageId', '=', messageId)
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .executeTakeFirst();
  return { message: toMessageItem({ ...row, isRead: 1, readAt: now }), changed: Number(result.numUpdatedRows) > 0 };
}

/** Marks every unread message of the user read (only those of one type when given). Returns how many changed. */
export async function markAllRead(db: Db, userId: string, type?: MessageKind, now = Date.now()): Promise<number> {
  let visible = db.selectFrom('message').select('message.id').where('message.enabledMark', '=', 1);
  if (type !== undefined) visible = visible.where('message.type', '=', type);
  const result = await db
    .updateTable('messageReceiver')
    .set({ isRead: 1, readAt: now })
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .where('messageId', 'in', visible)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface UnreadCount {
  total: number;
  notice: number;
  workflow: number;
  system: number;
  schedule: number;
  form: number;
}

/** Unread messages per kind; the top bar's bell shows `total`, the websocket's initMessage the per-kind counts. */
export async function countUnread(db: Db, userId: string): Promise<UnreadCount> {
  const rows = await inbox(db, userId)
    .select(['message.type', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('messageReceiver.isRead', '=', 0)
    .groupBy('message.type')
    .execute();
  const count: UnreadCount = { total: 0, notice: 0, workflow: 0, system: 0, schedule: 0, form: 0 };
  const names = { 1: 'notice', 2: 'workflow', 3: 'system', 4: 'schedule', 5: 'form' } as const;
  for (const row of rows) {
    const unread = Number(row.unread);
    count.total += unread;
    const name = names[row.type];
    if (name) count[name] += unread;
  }
  return count;
}

/**
 * Removes the user's own copies of these messages (DELETE /api/message/Record); another person's copies and the
 * message itself stay. Returns how many went.
 */
export async function deleteReceived(db: Db, userId: string, messageIds: string[]): Promise<number> {
  let deleted = 0;
  // In slices: a long id list would pass SQLite's bound-parameter limit.
  for (const slice of chunks([...new Set(messageIds)], 1_000)) {
    const result = await db.deleteFrom('messageReceiver').where('userId', '=', userId).where('messageId', 'in', slice).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
