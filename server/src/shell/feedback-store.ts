import type { Db } from '../db/database';
import { refuse } from '../i18n/localized-error';
import { newId } from '../lib/ids';
import { containsText, type Direction, type Paging } from './list-query';

/** One person may send at most this many pieces of feedback per hour. */
export const FEEDBACK_HOURLY_LIMIT = 20;
const HOUR_MS = 3_600_000;

export const FEEDBACK_SORT_FIELDS = ['createdAt', 'title'] as const;
export type FeedbackSortField = (typeof FEEDBACK_SORT_FIELDS)[number];

export interface NewFeedback {
  userId: string;
  title: string;
  content: string;
  contact: string;
  page: string;
  userAgent: string;
}

/** Stores one piece of feedback, refusing a flood from one person with 400. Returns the new id. */
export async function createFeedback(db: Db, input: NewFeedback, now = Date.now()): Promise<string> {
  const recent = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where('userId', '=', input.userId)
    .where('createdAt', '>', now - HOUR_MS)
    .executeTakeFirst();
  if (Number(recent?.sent ?? 0) >= FEEDBACK_HOURLY_LIMIT) {
    throw refuse('feedback.too-many');
  }
  const id = newId();
  await db
    .insertInto('feedback')
    .values({ id, ...input, userAgent: input.userAgent.slice(0, 300), createdAt: now })
    .execute();
  return id;
}

export interface FeedbackFilter {
  /** Only this person's feedback; undefined for everyone's (administrators). */
  userId?: string | undefined;
  keyword?: string | undefined;
  sort: { field: FeedbackSortField; direction: Direction };
  paging: Paging;
}

function filtered(db: Db, filter: FeedbackFilter) {
  let query = db.selectFrom('feedback').innerJoin('users', 'users.id', 'feedback.userId');
  if (filter.userId) query = query.where('feedback.userId', '=', filter.userId);
  const { keyword } = filter;
  if (keyword) query = query.where((eb) => eb.or([containsText('feedback.title', keyword), containsText('feedback.content', keyword)]));
  return query;
}

/** One page of feedback, newest first unless asked otherwise, with who sent it. */
export async function listFeedback(db: Db, filter: FeedbackFilter) {
  const countRow = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const list = await filtered(db, filter)
    .select([
      'feedback.id',
      'feedback.title',
      'feedback.content',
      'feedback.contact',
      'feedback.page',
      'feedback.userId',
      'users.account',
      'users.realName',
      'feedback.createdAt',
    ])
    .orderBy(`feedback.${filter.sort.field}`, filter.sort.direction)
    .orderBy('feedback.id', 'desc')
    .limit(filter.paging.pageSize)
    .offset(filter.paging.offset)
    .execute();
  return { list, total: Number(countRow?.total ?? 0) };
}
