// WebSocket /api/ws on the app's own server (protocol: packages/contract/src/realtime.ts and the
// "Real-time" section of apps/server/README.md). Quotes are public: no session is needed to connect.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { MAX_CLIENT_MESSAGE_BYTES } from '@saham/contract/realtime';
import type { MemberSession, Services } from '../http/context.ts';
import { resolveMemberContext } from '../http/register.ts';
import { UnauthorizedError } from '../http/unauthorized-error.ts';

/** Frames past this size are cut off by `ws` (close 1009); smaller oversize ones get an error frame. */
const HARD_MAX_PAYLOAD_BYTES = MAX_CLIENT_MESSAGE_BYTES * 4;

/**
 * An `auth` frame's token and account, checked by the same rules as the `token` and `account`
 * headers of a call (browsers cannot set headers on a WebSocket).
 */
async function sessionOf(
  request: FastifyRequest,
  services: Services,
  token: string,
  account: string,
): Promise<MemberSession | null> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.create answers any; the object is the request with its headers replaced
  const withHeaders = Object.create(request, {
    headers: { value: { ...request.headers, token, account } },
  }) as FastifyRequest;
  try {
    return (await resolveMemberContext(withHeaders, services, 'public')).session;
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

export async function registerRealtime(app: FastifyInstance, services: Services): Promise<void> {
  const { realtime } = services;
  // Runs before the plugin's own preClose: sockets are told the server is going away (1001).
  app.addHook('preClose', async () => {
    realtime.hub?.close();
  });
  realtime.bus.logger = app.log;
  await realtime.start();
  const hub = realtime.attachHub();
  app.addHook('onClose', async () => {
    await realtime.close();
  });
  // The plugin in a scope of its own with its one route: registered at the root, it wraps the handler
  // of every route after it (to tell an upgrade from a plain request) and every API call paid for it.
  await app.register(async (scope) => {
    // No compression: the hub writes ready-made uncompressed frames (hub.ts, Transport).
    await scope.register(websocket, {
      options: { maxPayload: HARD_MAX_PAYLOAD_BYTES, perMessageDeflate: false },
    });
    scope.get('/api/ws', { websocket: true }, (socket, request) => {
      hub.attach(
        socket,
        (token, account) => sessionOf(request, services, token, account),
        request.raw.socket,
      );
    });
  });
}
