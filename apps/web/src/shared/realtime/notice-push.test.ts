// The live connection's notice push (issue 16 §5): a `{type: 'notice'}` frame on an open socket calls
// every notice listener (the bell and the price-alert lists reload), and a stopped listener is not called.
import { describe, expect, it } from 'vitest';
import { createLiveConnection, type SocketLike } from './live-connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: unknown[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: object): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

describe('notice push', () => {
  it('tells notice listeners of a notice frame, after the session authenticated the socket', () => {
    const sockets: FakeSocket[] = [];
    const live = createLiveConnection({
      url: () => 'ws://saham.test/api/ws',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      visibility: { isHidden: () => false, onChange: () => () => {} },
      credentials: () => ({ token: 't', account: '601123456789' }),
    });
    let heard = 0;
    const stop = live.onNotice(() => {
      heard += 1;
    });
    // The notice listener opens nothing; following a symbol does.
    expect(sockets).toHaveLength(0);
    live.subscribe('MY:1155', () => {});
    sockets[0]?.accept();
    expect(sockets[0]?.sent[0]).toEqual({ op: 'auth', token: 't', account: '601123456789' });
    sockets[0]?.receive({ type: 'notice' });
    expect(heard).toBe(1);
    stop();
    sockets[0]?.receive({ type: 'notice' });
    expect(heard).toBe(1);
  });
});
