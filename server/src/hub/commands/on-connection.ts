import { listUnreadByPeer } from '../chat/chat-conversations';
import { pongMessage } from '../frames';
import type { Command } from './command';

/** `OnConnection { mobileDevice, systemId }` -> `initMessage` (contract section 4). */
export const onConnection: Command = async ({ hub, connection }) => {
  connection.greeted = true;
  const [unreadNums, notices] = await Promise.all([listUnreadByPeer(hub.db, connection.userId), hub.countNotices(connection.userId)]);
  connection.send({
    method: 'initMessage',
    onlineUsers: hub.connections.onlineUserIds(),
    unreadNums,
    ...notices,
    // The badge total covers the message centre; chat unread travels per person in unreadNums.
    unreadTotalCount:
      notices.unreadNoticeCount + notices.unreadMessageCount + notices.unreadSystemMessageCount + notices.unreadScheduleCount,
    userId: connection.userId,
  });
};

/** `{method:'ping'}` -> `{method:'pong', ts}`: the console's heartbeat (the token check on it also keeps the session alive). */
export const ping: Command = async ({ connection }) => {
  connection.send(pongMessage(Date.now()));
};
