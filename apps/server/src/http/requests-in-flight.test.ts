// The drain of a shutdown on a real HTTP server: it waits for the request being answered, and then
// closes the connections left — an idle keep-alive one, and two clients that stopped halfway through
// their request's headers or body, which used to keep the server's close waiting for ever.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackHttpServer } from './requests-in-flight.ts';

let server: http.Server | null = null;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

function connectRaw(port: number, text: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const closed = (socket: net.Socket) =>
  socket.destroyed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('requests in flight', () => {
  it('lets the request being answered finish, then closes idle and half-sent connections', async () => {
    let answerSlow: () => void = () => {};
    const slowAnswered = new Promise<void>((resolve) => {
      answerSlow = resolve;
    });
    const target = http.createServer({ keepAliveTimeout: 60_000, requestTimeout: 0 }, (request, response) => {
      request.resume();
      request.on('end', () => {
        if (request.url === '/slow') void slowAnswered.then(() => response.end('slow'));
        else response.end('fast');
      });
    });
    server = target;
    const tracker = trackHttpServer(target);
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const address = target.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;

    // An agent each, so the slow request does not reuse the fast one's idle connection.
    const agents = [new http.Agent({ keepAlive: true }), new http.Agent({ keepAlive: true })];
    const get = (path: string, agent: http.Agent) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path, agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    expect(await get('/fast', agents[0]!)).toBe('fast'); // its connection stays open, idle
    const halfBody = await connectRaw(
      port,
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"account":',
    );
    const halfHeaders = await connectRaw(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const slow = get('/slow', agents[1]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tracker.inFlight().map((request) => request.url)).toEqual(['/slow']);
    expect(tracker.connectionCount()).toBe(4);

    const serverClosed = new Promise<void>((resolve) => target.close(() => resolve()));
    let isDrained = false;
    const drained = tracker.drain().then(() => {
      isDrained = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isDrained).toBe(false);
    expect(halfBody.destroyed).toBe(false);

    answerSlow();
    expect(await slow).toBe('slow');
    await drained;
    await Promise.all([closed(halfBody), closed(halfHeaders), serverClosed]);
    // The server counts a connection gone when it is destroyed; its 'close' event follows.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tracker.connectionCount()).toBe(0);
    expect(tracker.inFlight()).toEqual([]);
    for (const agent of agents) agent.destroy();
  });
});
