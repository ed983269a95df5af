// The physical limit of `npm run bench -- search` (issue #33): a bare node:http server answering the body of
// GET /api/health/live on every path, run as a child process like the application (same Node, same machine,
// measured by the same client with the same connections). Prints its port on stdout once it listens.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) };
const server = createServer((request, response) => {
  // The client sends no body; reading the request to its end keeps the keep-alive connection usable.
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
