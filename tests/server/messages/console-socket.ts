import WebSocket from 'ws';

export interface Frame {
  method: string;
  [field: string]: unknown;
}

/** A console's socket (real websocket) that keeps every frame and lets a test wait for the next one of a kind. */
export class ConsoleSocket {
  private readonly frames: Frame[] = [];
  private waiters: { method: string; resolve: (frame: Frame) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      const waiter = this.waiters.find((w) => w.method === frame.method);
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      } else {
        this.frames.push(frame);
      }
    });
  }

  /** Opens the hub socket with the token and says OnConnection, then waits for initMessage. */
  static async signIn(base: string, token: string): Promise<{ socket: ConsoleSocket; init: Frame }> {
    const ws = new WebSocket(`${base}/api/message/websocket/${encodeURIComponent(token)}`);
    const socket = new ConsoleSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false, systemId: '' }));
    return { socket, init: await socket.next('initMessage') };
  }

  next(method: string): Promise<Frame> {
    const index = this.frames.findIndex((frame) => frame.method === method);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Frame);
    return new Promise((resolve) => this.waiters.push({ method, resolve }));
  }

  close(): void {
    this.ws.close();
  }
}
