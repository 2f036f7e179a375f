import type { HubConnection } from './connection';

/** Live sockets by user; a user is online while at least one of their sockets is open. */
export class ConnectionRegistry {
  // Bound: open sockets only. A socket joins after its token checks out and leaves on its 'close' event, and the
  // ping sweep terminates sockets that stop answering, so neither map outlives the connections it describes.
  private readonly byUser = new Map<string, Set<HubConnection>>();
  private readonly every = new Set<HubConnection>();

  /** true when this is the user's first socket (they just came online). */
  add(connection: HubConnection): boolean {
    this.every.add(connection);
    const set = this.byUser.get(connection.userId);
    if (set) {
      set.add(connection);
      return false;
    }
    this.byUser.set(connection.userId, new Set([connection]));
    return true;
  }

  /** true when this was the user's last socket (they just went offline). */
  remove(connection: HubConnection): boolean {
    if (!this.every.delete(connection)) return false;
    const set = this.byUser.get(connection.userId);
    if (!set) return false;
    set.delete(connection);
    if (set.size > 0) return false;
    this.byUser.delete(connection.userId);
    return true;
  }

  forUser(userId: string): HubConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  forSession(sessionId: string): HubConnection[] {
    return [...this.every].filter((connection) => connection.sessionId === sessionId);
  }

  all(): HubConnection[] {
    return [...this.every];
  }

  onlineUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  get size(): number {
    return this.every.size;
  }
}
