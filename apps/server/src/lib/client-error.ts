import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Errors Node raises on a connection before Fastify has a request to answer: the request
 * timeout (a body trickled in too slowly), oversized headers, unparseable HTTP. Answered in
 * the API's one error shape (Fastify's default has its own), in English: the request's
 * Accept-Language may not have arrived.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'VALIDATION_FAILED', 'The request took too long to arrive. Check your connection and try again.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'PAYLOAD_TOO_LARGE', 'The request headers are too large']
        : [400, 'Bad Request', 'VALIDATION_FAILED', 'The request could not be read'];
  this.log.debug({ err }, 'client error');
  // Only while no response has started on this socket, or the bytes would corrupt it.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
