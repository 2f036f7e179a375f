import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, SOCKET_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../../../server/src/wire/hub';
import { startHub, USER, type HubFixture } from './support/hub-fixture';

const tokenEntry = (token: string) => `${TOKEN_PROTOCOL_PREFIX}${Buffer.from(token).toString('base64url')}`;

describe('websocket hub: the token out of the URL', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  it('accepts the token in a Sec-WebSocket-Protocol entry and echoes only sluice.v1', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connectWithProtocols([SOCKET_PROTOCOL, tokenEntry(token)]);
    expect(socket.ws.protocol).toBe(SOCKET_PROTOCOL);
    socket.send({ method: 'OnConnection', token });
    expect(await socket.method('initMessage')).toMatchObject({ userId: USER.alice.id });
    await socket.close();
  });

  it('lets a message without its own token use the header token', async () => {
    const { token } = await hub.signIn(USER.bob.id);
    const socket = await hub.connectWithProtocols([SOCKET_PROTOCOL, tokenEntry(token)]);
    socket.send({ method: 'OnConnection' });
    expect(await socket.method('initMessage')).toMatchObject({ userId: USER.bob.id });
    await socket.close();
  });

  it('answers a bad header token with closeSocket 602', async () => {
    const socket = await hub.connectWithProtocols([SOCKET_PROTOCOL, tokenEntry('bearer this-token-was-never-issued-0000')]);
    expect(await socket.method('closeSocket')).toMatchObject({ code: 602 });
    expect((await socket.closed).code).toBe(4602);
  });

  it('never selects the token entry: a client offering only it gets no subprotocol and fails the handshake', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const failure = await new Promise<Error>((resolve) => {
      const ws = new WebSocket(`${hub.base}${SOCKET_PATH}`, [tokenEntry(token)]);
      ws.once('error', resolve);
      ws.once('open', () => resolve(new Error(`opened with protocol "${ws.protocol}"`)));
    });
    expect(failure.message).toMatch(/subprotocol/i);
  });

  it('accepts the token in the first frame when the socket opened without one', async () => {
    const { token } = await hub.signIn(USER.carol.id);
    const socket = await hub.connectWithProtocols([SOCKET_PROTOCOL]);
    socket.send({ method: 'OnConnection', token });
    expect(await socket.method('initMessage')).toMatchObject({ userId: USER.carol.id });
    socket.send({ method: 'ping' });
    expect(await socket.method('pong')).toMatchObject({ ts: expect.any(Number) });
    await socket.close();
  });

  it('closes with 602 when the first frame carries no token', async () => {
    const socket = await hub.connectWithProtocols([]);
    socket.send({ method: 'OnConnection' });
    expect(await socket.method('closeSocket')).toMatchObject({ code: 602 });
    expect((await socket.closed).code).toBe(4602);
  });

  it('closes with 602 when the first frame is not JSON', async () => {
    const socket = await hub.connectWithProtocols([SOCKET_PROTOCOL]);
    socket.ws.send('bearer not json at all');
    expect(await socket.method('closeSocket')).toMatchObject({ code: 602 });
  });

  it('treats a malformed token entry as no token and falls back to the first frame', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connectWithProtocols([SOCKET_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}not~base64`]);
    socket.send({ method: 'OnConnection', token });
    expect(await socket.method('initMessage')).toMatchObject({ userId: USER.alice.id });
    await socket.close();
  });

  it('still accepts the spec form with the token in the path', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(token);
    expect(socket.ws.protocol).toBe('');
    socket.send({ method: 'OnConnection', token });
    expect(await socket.method('initMessage')).toMatchObject({ userId: USER.alice.id });
    await socket.close();
  });

  it('answers a plain GET on the bare socket path with the envelope', async () => {
    const response = await hub.ctx.app.inject({ method: 'GET', url: SOCKET_PATH });
    expect(response.json()).toEqual({ code: 400, msg: expect.any(String) });
  });
});
