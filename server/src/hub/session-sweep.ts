import { sessionEnding, type SessionEnding } from '../auth/sessions';
import type { HubConnection } from './connection';
import type { Hub } from './hub';
import { EMPTY_SCOPE, loadProjectScopes } from './project-scope';
import { decideTopicAccess, prepareTopicAccess } from './topic-access';

const CHUNK = 500;

/** Sessions among `ids` that can no longer be used, with what verifySession would answer (the same decision). */
async function findEndedSessions(hub: Hub, ids: string[], now: number): Promise<Map<string, SessionEnding>> {
  const ended = new Map<string, SessionEnding>();
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
      const ending = sessionEnding(found.get(id), hub.options.session, now);
      if (ending) ended.set(id, ending);
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
      connection.sendTopicError(topic, access, Date.now());
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
      if (ending) connection.endSession(ending);
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
