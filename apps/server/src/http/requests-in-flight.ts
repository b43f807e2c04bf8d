// The HTTP requests and connections of the server process, for its shutdown (server.ts, shutdown.ts).
// Fastify's close stops the listener, then waits for every connection to end. With no request timeout
// (Fastify's default) a client that stopped sending halfway through a request's headers or body kept its
// connection — and the shutdown — open for ever (issue 13 §5). Here a request is in flight from the
// moment it has fully arrived until its answer is written (or its connection is gone): `drain` waits for
// those, then closes every HTTP connection left — idle keep-alive ones, and those of requests still
// arriving, on which nothing has started. WebSockets are closed by the hub (realtime/hub.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How often a drain closes the connections again until the listener has closed. */
const DRAIN_RECHECK_MILLISECONDS = 50;

export interface RequestInFlight {
  method: string;
  url: string;
  seconds: number;
}

export interface HttpTracker {
  /** Requests that have fully arrived and are not answered yet, oldest first. */
  inFlight(): RequestInFlight[];
  /** Open connections of any kind, WebSockets included. */
  connectionCount(): number;
  /**
   * Waits until no request is in flight, then closes every HTTP connection; again until the listener
   * has closed (Fastify closes it after its preClose hooks), so none opened meanwhile is left behind.
   */
  drain(): Promise<void>;
}

export function trackHttpServer(server: Server): HttpTracker {
  /** Each request with the time it arrived (ms). */
  const requests = new Map<IncomingMessage, number>();
  const sockets = new Set<Socket>();
  let wake: (() => void) | null = null;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    requests.set(request, Date.now());
    response.once('close', () => {
      requests.delete(request);
      wake?.();
    });
  });

  /** A request whose body is still arriving has not started anything: it does not hold a drain. */
  const isAnswering = () => [...requests.keys()].some((request) => request.complete);

  async function drain(): Promise<void> {
    for (;;) {
      while (isAnswering()) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      wake = null;
      const wasListening = server.listening;
      server.closeAllConnections();
      if (!wasListening) return;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_RECHECK_MILLISECONDS));
    }
  }

  return {
    inFlight: () => {
      const now = Date.now();
      return [...requests]
        .filter(([request]) => request.complete)
        .map(([request, arrivedAt]) => ({
          method: request.method ?? '?',
          url: request.url ?? '?',
          seconds: Math.round((now - arrivedAt) / 100) / 10,
        }));
    },
    connectionCount: () => sockets.size,
    drain,
  };
}
