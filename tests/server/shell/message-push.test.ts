import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage } from '../../../server/src/shell/message-delivery';
import { sendMessage } from '../../../server/src/shell/message-store';
import { createShellTestApp, type ShellTestContext } from './shell-fixture';

interface Frame {
  method: string;
  [field: string]: unknown;
}

/** A console's socket that keeps every frame and lets a test wait for the next one of a kind. */
class ConsoleSocket {
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

  static open(url: string): Promise<ConsoleSocket> {
    const ws = new WebSocket(url);
    const socket = new ConsoleSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  next(method: string): Promise<Frame> {
    const index = this.frames.findIndex((frame) => frame.method === method);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Frame);
    return new Promise((resolve) => this.waiters.push({ method, resolve }));
  }
}

let ctx: ShellTestContext;
let base: string;
beforeAll(async () => {
  ctx = await createShellTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

describe('messages on the websocket', () => {
  it('gives initMessage the unread counts and pushes a new message to its receivers', async () => {
    const db = ctx.database.db;
    await sendMessage(db, { type: 1, title: '值班表', creatorUserId: 'u-admin', receiverIds: ['u-staff'] });
    await sendMessage(db, { type: 2, title: '待办', creatorUserId: 'u-admin', receiverIds: ['u-staff'] });
    await sendMessage(db, { type: 4, title: '巡检', creatorUserId: 'u-admin', receiverIds: ['u-staff'] });

    const token = ctx.tokens.staff;
    const socket = await ConsoleSocket.open(`${base}/api/message/websocket/${encodeURIComponent(token)}`);
    socket.ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false, systemId: '' }));
    const init = await socket.next('initMessage');
    expect(init).toMatchObject({
      unreadNoticeCount: 1,
      unreadMessageCount: 1,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 1,
      unreadTotalCount: 3,
    });

    const id = await deliverMessage(ctx.app, {
      type: 3,
      title: '系统维护窗口通知',
      creatorUserId: null,
      receiverIds: ['u-staff', 'u-manager'],
    });
    const push = await socket.next('messagePush');
    expect(push).toMatchObject({ id, title: '系统维护窗口通知', messageType: 3, unreadNoticeCount: 4, unread: { total: 4, system: 1 } });
    socket.ws.close();
  });
});
