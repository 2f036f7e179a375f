import WebSocket from 'ws';

export type Frame = Record<string, unknown> & { method?: string };

/** A `ws` client that records every frame, so a test can wait for one or look at everything received so far. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private consumed = new Set<number>();
  private listeners: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const listener of [...this.listeners]) listener();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** `headers` go on the upgrade request (Accept-Language: the language of every message the socket reads). */
  static open(url: string, protocols: string[] = [], headers: Record<string, string> = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, protocols, { headers });
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The first not yet taken frame matching `match`, waiting for it if needed. */
  next(match: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const index = this.frames.findIndex((frame, i) => !this.consumed.has(i) && match(frame));
        if (index < 0) return false;
        this.consumed.add(index);
        this.listeners = this.listeners.filter((listener) => listener !== check);
        clearTimeout(timer);
        resolve(this.frames[index] as Frame);
        return true;
      };
      const check = () => void attempt();
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((listener) => listener !== check);
        reject(new Error(`no matching frame; received: ${JSON.stringify(this.frames).slice(0, 2000)}`));
      }, timeoutMs);
      if (!attempt()) this.listeners.push(check);
    });
  }

  method(name: string, timeoutMs?: number): Promise<Frame> {
    return this.next((frame) => frame.method === name, timeoutMs);
  }

  /**
   * Round-trips a ping: the server handles a socket's messages in order and sends synchronously, so once the pong is
   * here everything the server sent before it is here too.
   */
  async sync(token: string): Promise<void> {
    const marker = Date.now() + Math.random();
    this.send({ method: 'ping', token, marker });
    await this.method('pong');
  }

  /** Feed events (not subscribed/resync/error) received so far on a topic. */
  events(topic: string): Frame[] {
    return this.frames.filter(
      (frame) => frame.method === 'event' && frame.topic === topic && !['subscribed', 'resync', 'error'].includes(String(frame.type)),
    );
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}
