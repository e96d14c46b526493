import { SOCKET_OPTIONS } from '@pariksha/shared/constants';
import type { ClientToServerEvents } from '@pariksha/shared/realtime';
import type { AppSocket } from '../../../lib/socket.ts';

type Event = keyof ClientToServerEvents;
export type PayloadOf<E extends Event> = Parameters<ClientToServerEvents[E]>[0];
export type AckOf<E extends Event> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/** How long an event waits for its acknowledgement: the spec's socket timeout. */
export const ACK_TIMEOUT_MS = SOCKET_OPTIONS.timeout;

/**
 * Sends a chat event and waits for its acknowledgement. Spec 7: events go only while
 * connected, so a disconnected socket resolves 'offline' at once (socket.io would otherwise
 * buffer the event and send it late); no answer in time resolves 'timeout'.
 */
export async function emitAck<E extends Event>(
  socket: AppSocket | null,
  event: E,
  payload: PayloadOf<E>,
): Promise<AckOf<E> | 'offline' | 'timeout'> {
  if (!socket?.connected) return 'offline';
  try {
    // The map's ack-last signatures are too general for emitWithAck's inference; the shapes are the map's.
    const timed = socket.timeout(ACK_TIMEOUT_MS) as unknown as { emitWithAck: (e: E, p: PayloadOf<E>) => Promise<AckOf<E>> };
    return await timed.emitWithAck(event, payload);
  } catch {
    return socket.connected ? 'timeout' : 'offline';
  }
}
