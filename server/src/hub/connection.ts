import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionInfo } from '../auth/sessions';
import type { ServerLanguage } from '../i18n/languages';
import { translate } from '../i18n/server-i18n';
import { closeSocketMessage, errorMessage, logoutMessage, topicErrorFrame, type HubNotice } from './frames';
import { EMPTY_SCOPE, type ProjectScope } from './project-scope';
import { closeCodeFor } from '../wire/hub';

export interface ConnectionLimits {
  /** A socket whose unsent bytes pass this is dropped instead of buffering more (it reconnects and resumes). */
  maxBufferedBytes: number;
  /** Client messages waiting to be handled; past this the client is flooding and is disconnected. */
  maxQueuedMessages: number;
}

// Application close codes (4000-4999): 4000 + the envelope code, so a console reads 4600/4601/4602 like the REST codes.

let nextConnectionId = 1;

/** One authenticated socket: its session, its project scope, its topics, and a queue so its commands run in order. */
export class HubConnection {
  readonly id = nextConnectionId++;
  readonly sessionId: string;
  readonly userId: string;
  readonly token: string;
  /** Bound: maxTopicsPerConnection (subscribe.ts refuses more); emptied when the socket leaves the hub. */
  readonly topics = new Set<string>();
  scope: ProjectScope = EMPTY_SCOPE;
  /** Sent OnConnection: a chat-capable console that wants presence (wall displays that only subscribe do not). */
  greeted = false;
  /** Answered a websocket ping frame since the last heartbeat round. */
  alive = true;
  private closing = false;
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly ws: WebSocket,
    session: SessionInfo,
    private readonly limits: ConnectionLimits,
    private readonly log: FastifyBaseLogger,
    /** The language of the upgrade request: a socket's frames carry no Accept-Language of their own. */
    readonly language: ServerLanguage,
  ) {
    this.sessionId = session.sessionId;
    this.userId = session.userId;
    this.token = session.token;
  }

  get open(): boolean {
    return !this.closing && this.ws.readyState === this.ws.OPEN;
  }

  send(message: object): void {
    if (this.open) this.ws.send(JSON.stringify(message));
  }

  /** A frame serialised once for many sockets. */
  sendFrame(frame: Buffer): void {
    if (this.open) this.ws.send(frame, { binary: false });
  }

  /** Live fan-out: a consumer that cannot keep up is cut off rather than allowed to grow the server's memory. */
  deliverLive(frame: Buffer): void {
    if (!this.open) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.log.warn({ userId: this.userId, buffered: this.ws.bufferedAmount }, 'hub: dropping a slow websocket consumer');
      this.closing = true;
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, { binary: false });
  }

  /** Runs client commands one after another, so Subscribe then Unsubscribe can never swap. */
  enqueue(task: () => Promise<void>): void {
    if (this.queued >= this.limits.maxQueuedMessages) {
      this.log.warn({ userId: this.userId }, 'hub: client sent messages faster than they could be handled');
      this.close(1008, 'too many messages');
      return;
    }
    this.queued += 1;
    this.chain = this.chain
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, 'hub: command failed'))
      .finally(() => {
        this.queued -= 1;
      });
  }

  /** A notice's text in this socket's language. */
  say(notice: HubNotice): string {
    return translate(this.language, notice.key, notice.params);
  }

  /** The `error` frame of a command the hub could not carry out. */
  sendError(notice: HubNotice, forMethod?: string): void {
    this.send(errorMessage(notice.code, this.say(notice), forMethod));
  }

  /** An `error` event for one topic: refused, or withdrawn. */
  sendTopicError(topic: string, notice: HubNotice, ts: number): void {
    this.sendFrame(topicErrorFrame(topic, notice.code, this.say(notice), ts));
  }

  /** Tells the console its sign-in is over (contract: `logout`, then `closeSocket`) and closes. */
  endSession(ending: HubNotice): void {
    this.send(logoutMessage(this.token));
    this.reject(ending);
  }

  /** `closeSocket` and close: the console must not reconnect with this token. */
  reject(notice: HubNotice): void {
    this.send(closeSocketMessage(notice.code, this.say(notice)));
    this.close(closeCodeFor(notice.code), 'closeSocket');
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.ws.close(code, reason);
  }
}
