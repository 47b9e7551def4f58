import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody, type GenericErrorCode } from '@tire/contracts';

/** The HTTP parser's refusals, by Node's error code; anything else it cannot read is a plain 400. */
const PARSER_REFUSALS: Record<string, { status: number; code: GenericErrorCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'validation' },
};
const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * What the server answers a request its HTTP parser refused before any route could run (headers,
 * the address among them, over Node's 16 KB; bytes that are not HTTP): the same JSON
 * `{code, message, errors}` as every other failure, instead of Node's bare status line.
 */
export function answerParserRefusals(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, code } = PARSER_REFUSALS[error.code ?? ''] ?? { status: 400, code: 'validation' as const };
    const body = JSON.stringify({ ...errorBody(code), errors: [] });
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
