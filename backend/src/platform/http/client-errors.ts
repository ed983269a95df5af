import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const HEADERS_TOO_LARGE = JSON.stringify({
  type: 'about:blank',
  title: 'Anfragekopf zu groß',
  status: 431,
  detail: 'Die Kopfzeilen der Anfrage sind zu groß (zum Beispiel zu viele oder zu lange Cookies).',
});
const MALFORMED = JSON.stringify({
  type: 'about:blank',
  title: 'Ungültige Anfrage',
  status: 400,
  detail: 'Die Anfrage ist kein gültiges HTTP.',
});

function answer(socket: Duplex, status: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Requests Node's HTTP parser refuses before the application sees them: Node answers them with a bare status and
 * no body (a 431 for oversized headers is empty); here they get a German problem-details body.
 */
export function answerClientErrorsInGerman(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) return socket.destroy();
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return answer(socket, '431 Request Header Fields Too Large', HEADERS_TOO_LARGE);
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return socket.destroy();
    answer(socket, '400 Bad Request', MALFORMED);
  });
}
