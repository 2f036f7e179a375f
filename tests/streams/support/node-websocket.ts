import WebSocket from 'ws';

/**
 * The `ws` client as reconnecting-websocket expects it. In Node an EventEmitter 'error' without a listener
 * throws, and reconnecting-websocket detaches its listeners before aborting a handshake; a browser
 * WebSocket never throws there, so a no-op listener restores browser behaviour.
 */
export class NodeWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols);
    this.on('error', () => undefined);
  }
}
