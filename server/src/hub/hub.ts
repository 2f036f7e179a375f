import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { SessionRevokeReason } from '../db/tables/core';
import { revokedEnding, type SessionLifetime } from '../auth/sessions';
import type { ConnectionLimits, HubConnection } from './connection';
import { ConnectionRegistry } from './connection-registry';
import { TopicBroker } from './topic-broker';
import { TopicDirectory } from './topic-directory';

export interface HubOptions extends ConnectionLimits {
  /** First seq of every topic: the boot time in epoch ms, so seqs from an earlier run are always older. */
  bootTime: number;
  /** Replay ring per topic: newest events kept ... */
  replayCapacity: number;
  /** ... and for how long, ms. */
  replayMaxAgeMs: number;
  /** Topics one socket may hold at once. */
  maxTopicsPerConnection: number;
  /** Idle and absolute lifetime of a session (config), passed to verifySession and the sweep. */
  session: SessionLifetime;
}

export const DEFAULT_HUB_LIMITS = {
  replayCapacity: 2000,
  replayMaxAgeMs: 10 * 60_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  maxQueuedMessages: 200,
  maxTopicsPerConnection: 500,
} as const;

/** The badge counts of initMessage that belong to the message centre (contract section 6). */
export interface NoticeCounts {
  unreadNoticeCount: number;
  unreadMessageCount: number;
  unreadSystemMessageCount: number;
  unreadScheduleCount: number;
}

export type NoticeCounter = (userId: string) => Promise<NoticeCounts>;

const NO_NOTICES: NoticeCounts = { unreadNoticeCount: 0, unreadMessageCount: 0, unreadSystemMessageCount: 0, unreadScheduleCount: 0 };

/**
 * The websocket hub: who is connected, what they subscribe to, and the doors other server areas use to reach them.
 * Available as `app.hub`. See server/docs/websocket.md for the protocol.
 */
export class Hub {
  readonly connections = new ConnectionRegistry();
  readonly topics: TopicBroker;
  /** Which projects and points exist: bounded, expiring lookups (topic-directory.ts). */
  readonly directory: TopicDirectory;
  private noticeCounter: NoticeCounter | null = null;

  constructor(
    readonly db: Db,
    readonly log: FastifyBaseLogger,
    readonly options: HubOptions,
  ) {
    this.topics = new TopicBroker(options.bootTime, { capacity: options.replayCapacity, maxAgeMs: options.replayMaxAgeMs });
    this.directory = new TopicDirectory(db);
  }

  /**
   * Publishes an event on a topic (contract section 4: `event {topic, seq, type, payload, ts}`) and returns its seq
   * (null: nobody follows the topic, the event goes nowhere). `projectId` limits delivery to subscribers who may see
   * that project; null sends to every subscriber.
   */
  publish(topic: string, type: string, payload: unknown, projectId: string | null = null): number | null {
    return this.topics.publish(topic, type, payload, projectId);
  }

  /** Sends a message (e.g. `messagePush`, `refresh`) to every open socket of a user; returns how many. */
  sendToUser(userId: string, message: object): number {
    const sockets = this.connections.forUser(userId);
    for (const connection of sockets) connection.send(message);
    return sockets.length;
  }

  /** Presence (`Online`/`Offline`) goes to the consoles that said OnConnection, not to the user's own sockets. */
  private announce(message: object, aboutUserId: string): void {
    const frame = Buffer.from(JSON.stringify(message));
    for (const connection of this.connections.all()) {
      if (connection.greeted && connection.userId !== aboutUserId) connection.sendFrame(frame);
    }
  }

  /**
   * Ends the sockets of a session that was just revoked (sign-out, forced offline, replaced): `logout {token}`,
   * then `closeSocket`. Sign-in code calls this right after revoking; the periodic sweep catches anything missed.
   */
  disconnectSession(sessionId: string, reason: SessionRevokeReason = 'forced'): number {
    const sockets = this.connections.forSession(sessionId);
    for (const connection of sockets) endForReason(connection, reason);
    return sockets.length;
  }

  /** The same for every session of a user (disabled account, forced offline of all devices). */
  disconnectUser(userId: string, reason: SessionRevokeReason = 'forced'): number {
    const sockets = this.connections.forUser(userId);
    for (const connection of sockets) endForReason(connection, reason);
    return sockets.length;
  }

  /** The message centre plugs in its unread counts for initMessage; until it does they are 0. */
  setNoticeCounter(counter: NoticeCounter): void {
    this.noticeCounter = counter;
  }

  async countNotices(userId: string): Promise<NoticeCounts> {
    if (!this.noticeCounter) return NO_NOTICES;
    try {
      return await this.noticeCounter(userId);
    } catch (error) {
      this.log.error({ err: error }, 'hub: unread counts failed');
      return NO_NOTICES;
    }
  }

  /** Registers an authenticated socket; the user's first socket announces `Online` to everyone else. */
  join(connection: HubConnection): void {
    if (this.connections.add(connection)) this.announce({ method: 'Online', userId: connection.userId }, connection.userId);
  }

  /** Forgets a closed socket; the user's last socket announces `Offline`. */
  leave(connection: HubConnection): void {
    this.topics.dropConnection(connection);
    if (this.connections.remove(connection)) this.announce({ method: 'Offline', userId: connection.userId }, connection.userId);
  }
}

function endForReason(connection: HubConnection, reason: SessionRevokeReason): void {
  connection.endSession(revokedEnding(reason));
}
