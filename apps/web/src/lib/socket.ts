import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '@pariksha/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@pariksha/shared/realtime';
import { useSession } from './session.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The socket for a signed-in user: websocket transport only, the token in the handshake, 5
 * reconnection attempts 1000 ms apart, 10000 ms timeout (spec 7). Every reconnect reads the
 * current token, so a silent refresh carries over.
 */
export function connectSocket(): AppSocket | null {
  if (!useSession.getState().token) {
    console.error('No authentication token found');
    return null;
  }
  return io({
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: (cb) => cb({ token: useSession.getState().token }),
  });
}
