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
  await pushReleased(app, { id, title: input.title, type: input.type, at: now }, [...new Set(input.receiverIds)]);
  return id;
}

/**
 * Tells each of these people's open consoles their new unread counts (`messageCounts`, Sluice's extension): after a
 * read in one console, a read-all, a delete or a revoked notice, every bell of that person follows at once. People
 * who are offline get their counts in initMessage at their next connection.
 */
export async function pushUnreadCounts(app: FastifyInstance, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) {
    if (app.hub.connections.forUser(userId).length === 0) continue;
    app.hub.sendToUser(userId, { method: 'messageCounts', unread: await countUnread(app.db, userId) });
  }
}

/** Pushes `messagePush` for a sent message (a released notice) to those of its receivers who are online. */
export async function pushReleased(
  app: FastifyInstance,
  message: { id: string; title: string; type: number; at: number },
  receiverIds: string[],
): Promise<void> {
  for (const userId of receiverIds) {
    // Counting costs a query, so only for people who are online.
    if (app.hub.connections.forUser(userId).length === 0) continue;
    const unread = await countUnread(app.db, userId);
    app.hub.sendToUser(userId, {
      method: 'messagePush',
      id: message.id,
      title: message.title,
      messageType: message.type,
      unreadNoticeCount: unread.total,
      unread,
      messageDefaultTime: message.at,
    });
  }
}
