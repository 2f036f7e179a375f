import { CODE } from '../lib/envelope';
import type { HubConnection } from './connection';
import { topicErrorFrame } from './frames';
import type { Hub } from './hub';
import { EMPTY_SCOPE, loadProjectScopes } from './project-scope';
import { decideTopicAccess, prepareTopicAccess } from './topic-access';

const CHUNK = 500;

type Ending = { code: number; msg: string };

/** Sessions among `ids` that can no longer be used, with the code verifySession would answer. */
async function findEndedSessions(hub: Hub, ids: string[], now: number): Promise<Map<string, Ending>> {
  const ended = new Map<string, Ending>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const rows = await hub.db
      .selectFrom('session')
      .innerJoin('users', 'users.id', 'session.userId')
      .select(['session.id', 'session.createdAt', 'session.expiresAt', 'session.revokedAt', 'session.revokedReason', 'users.enabledMark'])
      .where('session.id', 'in', chunk)
      .execute();
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of chunk) {
      const row = found.get(id);
      if (!row) ended.set(id, { code: CODE.TOKEN_INVALID, msg: 'Your sign-in is not valid, please sign in again' });
      else if (row.revokedAt !== null && row.revokedReason === 'logout')
        ended.set(id, { code: CODE.TOKEN_INVALID, msg: 'You have signed out, please sign in again' });
      else if (row.revokedAt !== null)
        ended.set(id, { code: CODE.FORCED_OFFLINE, msg: 'You have been signed out by an administrator or signed in elsewhere' });
      else if (row.enabledMark !== 1) ended.set(id, { code: CODE.FORCED_OFFLINE, msg: 'This account has been disabled' });
      else if (row.expiresAt <= now || row.createdAt + hub.options.session.absoluteMs <= now)
        ended.set(id, { code: CODE.SESSION_EXPIRED, msg: 'Your session has expired, please sign in again' });
    }
  }
  return ended;
}

/** Re-reads project membership and withdraws topics the user may no longer see (with a 403 `error` event). */
async function recheckTopics(hub: Hub, connections: HubConnection[], now: number): Promise<void> {
  const scopes = await loadProjectScopes(
    hub.db,
    connections.map((connection) => connection.userId),
  );
  await prepareTopicAccess(hub, [...new Set(connections.flatMap((connection) => [...connection.topics]))], now);
  for (const connection of connections) {
    connection.scope = scopes.get(connection.userId) ?? EMPTY_SCOPE;
    for (const topic of [...connection.topics]) {
      const access = decideTopicAccess(hub, connection.scope, topic, now);
      if (access.ok || !connection.open) continue;
      hub.topics.unsubscribe(connection, topic);
      connection.sendFrame(topicErrorFrame(topic, access.code, access.msg, Date.now()));
    }
  }
}

/**
 * The periodic pass (every 10 s by default): ends sockets whose session was revoked, expired or whose account was
 * disabled (`logout` then `closeSocket`), refreshes project scopes, and ages out replay rings.
 */
export async function sweepHub(hub: Hub, now = Date.now()): Promise<void> {
  const connections = hub.connections.all();
  if (connections.length > 0) {
    const ended = await findEndedSessions(hub, [...new Set(connections.map((connection) => connection.sessionId))], now);
    const alive: HubConnection[] = [];
    for (const connection of connections) {
      const ending = ended.get(connection.sessionId);
      if (ending) connection.endSession(ending.code, ending.msg);
      else if (connection.open && connection.topics.size > 0) alive.push(connection);
    }
    if (alive.length > 0) await recheckTopics(hub, alive, now);
  }
  hub.topics.prune(now);
}

/** Websocket-level liveness: a socket that did not answer the previous ping frame (nor sent anything) is dropped. */
export function pingSockets(hub: Hub): void {
  for (const connection of hub.connections.all()) {
    if (!connection.alive) {
      hub.log.info({ userId: connection.userId }, 'hub: dropping an unresponsive websocket');
      connection.ws.terminate();
      continue;
    }
    connection.alive = false;
    if (connection.open) connection.ws.ping();
  }
}
