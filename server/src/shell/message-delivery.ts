import type { FastifyInstance } from 'fastify';
import type { NoticeCounts } from '../hub/hub';
import { countUnread, sendMessage, type NewMessage } from './message-store';

/** initMessage's badge counts: workflow and form messages together are the "messages" badge, so all kinds add up. */
export async function noticeCountsOf(app: FastifyInstance, userId: string): Promise<NoticeCounts> {
  const unread = await countUnread(app.db, userId);
  return {
    unreadNoticeCount: unread.notice,
    unreadMessageCount: unread.workflow + unread.form,
    unreadSystemMessageCount: unread.system,
    unreadScheduleCount: unread.schedule,
  };
}

/**
 * Sends a message and tells each receiver's open consoles at once with `messagePush` (contract section 4), so the
 * bell changes without waiting for a refetch. `unreadNoticeCount` carries the receiver's total unread, the number
 * the bell shows; `unread` the per-kind breakdown. Other areas (alarms, work orders) should send through this.
 */
export async function deliverMessage(app: FastifyInstance, input: NewMessage): Promise<string> {
  const now = input.now ?? Date.now();
  const id = await sendMessage(app.db, { ...input, now });
  if (input.enabledMark === 0) return id;
  for (const userId of new Set(input.receiverIds)) {
    // Counting costs a query, so only for people who are online.
    if (app.hub.connections.forUser(userId).length === 0) continue;
    const unread = await countUnread(app.db, userId);
    app.hub.sendToUser(userId, {
      method: 'messagePush',
      id,
      title: input.title,
      messageType: input.type,
      unreadNoticeCount: unread.total,
      unread,
      messageDefaultTime: now,
    });
  }
  return id;
}
