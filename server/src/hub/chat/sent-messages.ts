import { ExpiringCache } from '../../lib/expiring-cache';
import type { Hub } from '../hub';

/** The `sendMessage` echo of a stored message, as its sender's consoles receive it. */
export type SendEcho = Record<string, unknown> & { method: 'sendMessage'; id: string };

/**
 * The messages recently sent per (sender, clientMsgId), so a console that resends after a dropped socket (it cannot
 * know whether the first try arrived) gets the echo of the stored message instead of storing a second copy.
 * A promise, so a resend that races the first try waits for it. Bounded: 20,000 entries, each kept 10 minutes (far
 * longer than a console keeps a message it is sending). A failed send is forgotten, so its retry runs again.
 */
export class SentMessages {
  private readonly sent = new ExpiringCache<string, Promise<SendEcho>>({ maxEntries: 20_000, ttlMs: 10 * 60_000 });

  private static key(userId: string, clientMsgId: string): string {
    return `${userId}\u0000${clientMsgId}`;
  }

  find(userId: string, clientMsgId: string): Promise<SendEcho> | undefined {
    return this.sent.get(SentMessages.key(userId, clientMsgId));
  }

  remember(userId: string, clientMsgId: string, echo: Promise<SendEcho>): void {
    const key = SentMessages.key(userId, clientMsgId);
    this.sent.set(key, echo);
    echo.catch(() => {
      if (this.sent.get(key) === echo) this.sent.delete(key);
    });
  }
}

// One per hub (an app in tests); kept beside the hub rather than on it, as only the chat needs it.
const BY_HUB = new WeakMap<Hub, SentMessages>();

export function sentMessagesOf(hub: Hub): SentMessages {
  let sent = BY_HUB.get(hub);
  if (!sent) {
    sent = new SentMessages();
    BY_HUB.set(hub, sent);
  }
  return sent;
}
