type Listener = (event: { data?: unknown; code?: number; reason?: string }) => void;

/** A scripted WebSocket for fake-timer tests: the test plays the server. */
export interface FakeSocket {
  readonly url: string;
  /** The subprotocols offered at construction (the token travels there, never in the URL). */
  readonly protocols: string[];
  readyState: number;
  /** Parsed JSON of every frame the client sent. */
  readonly sent: Array<Record<string, unknown>>;
  open(): void;
  receive(message: unknown): void;
  /** The network or server drops the connection. */
  drop(code?: number): void;
  sentWith(method: string): Array<Record<string, unknown>>;
}

/** A fresh WebSocket class per test, with the sockets it created. */
export function createFakeWebSocket() {
  const sockets: FakeSocket[] = [];
  class FakeWebSocket implements FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    binaryType = 'blob';
    readonly sent: Array<Record<string, unknown>> = [];
    private readonly listeners = new Map<string, Set<Listener>>();

    readonly protocols: string[];

    constructor(
      readonly url: string,
      protocols?: string | string[],
    ) {
      this.protocols = protocols === undefined ? [] : typeof protocols === 'string' ? [protocols] : [...protocols];
      sockets.push(this);
    }

    addEventListener(type: string, listener: Listener): void {
      const set = this.listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(type, set);
    }

    removeEventListener(type: string, listener: Listener): void {
      this.listeners.get(type)?.delete(listener);
    }

    send(data: string): void {
      if (this.readyState !== 1) throw new Error('send while not open');
      this.sent.push(JSON.parse(data) as Record<string, unknown>);
    }

    close(code = 1000, reason = ''): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      this.emit('close', { code, reason });
    }

    open(): void {
      this.readyState = 1;
      this.emit('open', {});
    }

    receive(message: unknown): void {
      this.emit('message', { data: typeof message === 'string' ? message : JSON.stringify(message) });
    }

    drop(code = 1006): void {
      this.readyState = 3;
      this.emit('close', { code, reason: '' });
    }

    sentWith(method: string): Array<Record<string, unknown>> {
      return this.sent.filter((frame) => frame.method === method);
    }

    private emit(type: string, event: { data?: unknown; code?: number; reason?: string }): void {
      for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
    }
  }
  return {
    WebSocketImpl: FakeWebSocket,
    sockets,
    /** The most recent socket; fails the test when none was created. */
    last(): FakeWebSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket as FakeWebSocket;
    },
  };
}

/** A server `event` frame. */
export function topicEvent(topic: string, seq: number, payload: unknown = {}, type = 'updated') {
  return { method: 'event', topic, seq, type, payload, ts: 1_000 + seq };
}
