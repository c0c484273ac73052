// The production HTTP server (`npm start` runs it through scripts/start.mjs): Next's request handler for
// the build in .next, behind scripts/lib/compression.mjs (brotli, compressed once for what a CDN may keep).
// next.config.ts turns Next's own gzip off, so this is the one place answers are compressed.
//   PORT (default 3000), HOSTNAME (default all interfaces).
import http from 'node:http';
import { createCompression } from './lib/compression.mjs';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev: false, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const compression = createCompression();
// Next's own x-nextjs-* headers (cache HIT, prerender, stale time) say which framework serves the site, as
// X-Powered-By would, and cost a page ~90 bytes of its first round trip. Only the client router reads one of them
// (x-nextjs-stale-time), on its RSC requests: those keep them.
const NEXT_INTERNAL = /^x-nextjs-/i;
function withoutNextInternals(req, res) {
  if (req.headers.rsc) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (NEXT_INTERNAL.test(name) ? res : setHeader(name, value));
}

const server = http.createServer((req, res) => {
  withoutNextInternals(req, res);
  compression(req, res, () =>
    handle(req, res).catch((err) => {
      console.error(err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
});
server.on('error', (err) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to a free one.` : err);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port}`);
});

// As `next start` does: stop taking connections, let requests in flight (an upload, a submission) finish,
// then close Next and exit with the signal's code. Idle keep-alive connections are closed by server.close().
const DRAIN_MS = 30_000;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    setTimeout(() => process.exit(code), DRAIN_MS).unref();
    server.close(async () => {
      await app.close?.();
      process.exit(code);
    });
  });
}
