import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '@pariksha/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@pariksha/shared/realtime';
import { apiGet } from './api.ts';
import { useSession } from './session.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Listener = (...args: never[]) => void;

/**
 * One view's hold on the app's one socket. Listeners added through the lease are removed by
 * `release()`, so the bell and the chat can share the connection without taking each other's
 * handlers with them; the socket closes when the last lease goes.
 */
export type SocketLease = {
  socket: AppSocket;
  /** The socket's own events (connect, disconnect, connect_error) and the server's. */
  on: AppSocket['on'];
  /** The connection manager's events (reconnect_attempt, reconnect_failed, reconnect). */
  onManager: AppSocket['io']['on'];
  release: () => void;
};

type Shared = { socket: AppSocket; leases: number; stop: () => void };
let shared: Shared | null = null;

/**
 * A handshake refused as UNAUTHORIZED usually means the 15-minute access token expired while
 * the socket was away (or was made stale by a password or role change). One authenticated REST
 * call per token settles it: api.ts refreshes on the 401 and the new token reconnects (below);
 * if the refresh fails, api.ts ends the session.
 */
let refreshedFor: string | null = null;
function refreshAfterRefusal(socket: AppSocket, err: Error) {
  const { token } = useSession.getState();
  if (err.message !== 'UNAUTHORIZED' || socket.active || !token || refreshedFor === token) return;
  refreshedFor = token;
  apiGet('/auth/me').catch((e: unknown) => console.error('Socket token refresh failed', e));
}

function reconnectAfterServerClose(socket: AppSocket, attempt = 1) {
  apiGet('/auth/me').then(
    () => {
      if (useSession.getState().token && !socket.connected && !socket.active) socket.connect();
    },
    (err: unknown) => {
      console.error('Socket session check failed', err);
      if (attempt < SOCKET_OPTIONS.reconnectionAttempts && useSession.getState().token) {
        setTimeout(() => reconnectAfterServerClose(socket, attempt + 1), SOCKET_OPTIONS.reconnectionDelay * attempt);
      }
    },
  );
}

function create(): Shared {
  // websocket only, the token (and the language the server answers errors in) read afresh
  // at every connect, 5 reconnection attempts 1000 ms apart, 10000 ms timeout (spec 7).
  const socket: AppSocket = io({
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: (cb) => {
      const { token, selectedLanguage } = useSession.getState();
      cb({ token, language: selectedLanguage ?? 'hi' });
    },
  });
  socket.on('connect_error', (err) => {
    console.error('Socket connection error', err.message);
    refreshAfterRefusal(socket, err);
  });
  // The server closed the socket on purpose: the account changed (a role, password or active
  // change makes the token stale) or the server is restarting. socket.io-client never retries
  // such a close, so ask once over REST: api.ts refreshes a stale token on the 401, and either
  // way the socket comes back, retried on the spec's schedule while the server is away.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') reconnectAfterServerClose(socket);
  });
  // A new token (a refresh, another sign-in) brings back a socket that gave up; sign-out closes it.
  const stop = useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (!state.token) socket.disconnect();
    else if (!socket.connected && !socket.active) socket.connect();
  });
  // The network is back: no need to wait for a retry that may already have given up.
  const online = () => {
    if (useSession.getState().token && !socket.connected && !socket.active) socket.connect();
  };
  window.addEventListener('online', online);
  return {
    socket,
    leases: 0,
    stop: () => {
      stop();
      window.removeEventListener('online', online);
    },
  };
}

/**
 * The signed-in user's socket (spec 7), shared by every view that needs it. Without a token it
 * logs 'No authentication token found' and does not connect (spec 8).
 */
export function acquireSocket(): SocketLease | null {
  if (!useSession.getState().token) {
    console.error('No authentication token found');
    return null;
  }
  shared ??= create();
  const hold = shared;
  hold.leases += 1;
  const mine: [string, Listener][] = [];
  const manager: [string, Listener][] = [];
  let released = false;
  const { socket } = hold;
  return {
    socket,
    on: ((event: string, listener: Listener) => {
      socket.on(event as never, listener as never);
      mine.push([event, listener]);
      return socket;
    }) as AppSocket['on'],
    onManager: ((event: string, listener: Listener) => {
      socket.io.on(event as never, listener as never);
      manager.push([event, listener]);
      return socket.io;
    }) as AppSocket['io']['on'],
    release: () => {
      if (released) return;
      released = true;
      for (const [event, listener] of mine) socket.off(event as never, listener as never);
      for (const [event, listener] of manager) socket.io.off(event as never, listener as never);
      hold.leases -= 1;
      if (hold.leases === 0 && shared === hold) {
        shared = null;
        hold.stop();
        socket.removeAllListeners();
        socket.disconnect();
      }
    },
  };
}
