import type { Db } from '../db/database';
import { missing, refuse } from '../i18n/localized-error';
import { chunks } from '../lib/chunks';
import { newId } from '../lib/ids';
import type { NoticeBody, NoticeItem, NoticeState } from '../wire/messages';
import { containsText, type Paging } from './list-query';
import { personLabel } from './message-store';
import { sanitizeNoticeHtml } from './message-sanitize';

// Notices (contract section 6): a type-1 message an administrator writes as a draft, releases to its addressees
// (each gets an unread copy), revokes (out of every inbox) and may release again.

const NOTICE = 1;
const STATE = { draft: 0, released: 1, revoked: 2 } as const satisfies Record<string, NoticeState>;

const readIds = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

export interface NoticeFilter {
  keyword?: string | undefined;
  state?: NoticeState | undefined;
}

function notices(db: Db, filter: NoticeFilter = {}) {
  let query = db
    .selectFrom('message')
    .leftJoin('users as creator', 'creator.id', 'message.creatorUserId')
    .leftJoin('users as releaser', 'releaser.id', 'message.releaseUserId')
    .leftJoin('users as editor', 'editor.id', 'message.lastModifyUserId')
    .where('message.type', '=', NOTICE);
  if (filter.keyword) query = query.where(containsText('message.title', filter.keyword));
  if (filter.state !== undefined) query = query.where('message.enabledMark', '=', filter.state);
  return query;
}

function selectNotice(db: Db, filter: NoticeFilter = {}) {
  return notices(db, filter).select((eb) => [
    'message.id',
    'message.title',
    'message.bodyText',
    'message.files',
    'message.enabledMark',
    'message.createdAt',
    'message.lastModifyTime',
    'message.releaseTime',
    'message.toUserIds',
    'message.toOrganizeIds',
    'creator.realName as creatorName',
    'creator.account as creatorAccount',
    'releaser.realName as releaserName',
    'releaser.account as releaserAccount',
    'editor.realName as editorName',
    'editor.account as editorAccount',
    eb
      .selectFrom('messageReceiver')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('messageReceiver.messageId', '=', 'message.id')
      .as('receiverCount'),
    eb
      .selectFrom('messageReceiver')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('messageReceiver.messageId', '=', 'message.id')
      .where('messageReceiver.isRead', '=', 1)
      .as('readCount'),
  ]);
}

type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotice>['executeTakeFirstOrThrow']>>;

function toNoticeItem(row: NoticeRow): NoticeItem {
  const state = row.enabledMark === STATE.released || row.enabledMark === STATE.revoked ? row.enabledMark : STATE.draft;
  return {
    id: row.id,
    title: row.title,
    bodyText: row.bodyText,
    files: row.files,
    enabledMark: state,
    creatorUser: personLabel(row.creatorName, row.creatorAccount),
    creatorTime: Number(row.createdAt),
    lastModifyTime: Number(row.lastModifyTime),
    lastModifyUser: personLabel(row.editorName, row.editorAccount),
    releaseUser: personLabel(row.releaserName, row.releaserAccount),
    releaseTime: row.releaseTime === null ? null : Number(row.releaseTime),
    toUserIds: readIds(row.toUserIds),
    toOrganizeIds: readIds(row.toOrganizeIds),
    receiverCount: Number(row.receiverCount ?? 0),
    readCount: Number(row.readCount ?? 0),
  };
}

/** One page of notices for the management page, newest change first. */
export async function listNotices(db: Db, filter: NoticeFilter, paging: Paging): Promise<{ list: NoticeItem[]; total: number }> {
  const countRow = await notices(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await selectNotice(db, filter)
    .orderBy('message.lastModifyTime', 'desc')
    .orderBy('message.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { list: rows.map(toNoticeItem), total: Number(countRow?.total ?? 0) };
}

/** The notice, or a 404 the author understands. */
export async function requireNotice(db: Db, id: string): Promise<NoticeItem> {
  const row = await selectNotice(db).where('message.id', '=', id).executeTakeFirst();
  if (!row) throw missing('messages.no-such-notice');
  return toNoticeItem(row);
}

function noticeColumns(body: NoticeBody) {
  return {
    title: body.title.trim(),
    bodyText: JSON.stringify({ content: sanitizeNoticeHtml(body.content) }),
    files: JSON.stringify(body.files),
    toUserIds: JSON.stringify([...new Set(body.toUserIds)]),
    toOrganizeIds: JSON.stringify([...new Set(body.toOrganizeIds)]),
  };
}

/** Writes a draft notice; nobody receives it until it is released. Returns its id. */
export async function createNotice(db: Db, userId: string, body: NoticeBody, now = Date.now()): Promise<string> {
  if (!body.title.trim()) throw refuse('messages.notice-title-required');
  const id = newId();
  await db
    .insertInto('message')
    .values({
      id,
      type: NOTICE,
      messageType: null,
      ...noticeColumns(body),
      creatorUserId: userId,
      lastModifyUserId: userId,
      enabledMark: STATE.draft,
      createdAt: now,
      lastModifyTime: now,
    })
    .execute();
  return id;
}

/** Rewrites a draft or revoked notice; a released one must be revoked first (its readers saw what it said). */
export async function updateNotice(db: Db, userId: string, id: string, body: NoticeBody, now = Date.now()): Promise<void> {
  const notice = await requireNotice(db, id);
  if (notice.enabledMark === STATE.released) throw refuse('messages.notice-released-locked');
  if (!body.title.trim()) throw refuse('messages.notice-title-required');
  await db
    .updateTable('message')
    .set({ ...noticeColumns(body), lastModifyUserId: userId, lastModifyTime: now })
    .where('id', '=', id)
    .execute();
}

async function receiversOf(db: Db, id: string): Promise<string[]> {
  const rows = await db.selectFrom('messageReceiver').select('userId').where('messageId', '=', id).execute();
  return rows.map((row) => row.userId);
}

/** Deletes a notice with every copy of it; returns who had one (their counts change). */
export async function deleteNotice(db: Db, id: string): Promise<string[]> {
  await requireNotice(db, id);
  return db.transaction().execute(async (trx) => {
    const had = await receiversOf(trx, id);
    await trx.deleteFrom('messageReceiver').where('messageId', '=', id).execute();
    await trx.deleteFrom('message').where('id', '=', id).where('type', '=', NOTICE).execute();
    return had;
  });
}

/** The enabled people a notice goes to: the chosen people and everyone in the chosen units, or everyone. */
async function addresseesOf(db: Db, notice: NoticeItem): Promise<string[]> {
  let query = db.selectFrom('users').select('id').where('enabledMark', '=', 1);
  if (notice.toUserIds.length > 0 || notice.toOrganizeIds.length > 0) {
    const units = notice.toOrganizeIds.length > 0 ? notice.toOrganizeIds : [''];
    const people = notice.toUserIds.length > 0 ? notice.toUserIds : [''];
    query = query.where((eb) => eb.or([eb('id', 'in', people), eb('organizeId', 'in', units), eb('departmentId', 'in', units)]));
  }
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/**
 * Releases a draft or revoked notice: every addressee gets a fresh unread copy (a re-release after a correction is
 * news again). Returns the receivers. Releasing a released notice is refused rather than resetting what people read.
 */
export async function releaseNotice(db: Db, userId: string, id: string, now = Date.now()): Promise<string[]> {
  const notice = await requireNotice(db, id);
  if (notice.enabledMark === STATE.released) throw refuse('messages.notice-already-released');
  const receivers = await addresseesOf(db, notice);
  if (receivers.length === 0) throw refuse('messages.notice-no-addressees');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('messageReceiver').where('messageId', '=', id).execute();
    // In slices: one multi-row insert for a large organisation would pass SQLite's bound-parameter limit.
    for (const slice of chunks(receivers, 1_000)) {
      await trx
        .insertInto('messageReceiver')
        .values(slice.map((receiver) => ({ messageId: id, userId: receiver, isRead: 0, readAt: null })))
        .execute();
    }
    await trx
      .updateTable('message')
      .set({ enabledMark: STATE.released, releaseTime: now, releaseUserId: userId, lastModifyTime: now })
      .where('id', '=', id)
      .execute();
  });
  return receivers;
}

/** Withdraws a released notice from every inbox (the copies stay until a release replaces them). Returns who had it. */
export async function revokeNotice(db: Db, userId: string, id: string, now = Date.now()): Promise<string[]> {
  const notice = await requireNotice(db, id);
  if (notice.enabledMark !== STATE.released) throw refuse('messages.notice-not-released');
  await db
    .updateTable('message')
    .set({ enabledMark: STATE.revoked, lastModifyUserId: userId, lastModifyTime: now })
    .where('id', '=', id)
    .execute();
  return receiversOf(db, id);
}
