// A row of `npm run bench:pages`: the site's edge and its memory (scripts/serve/edge.mjs, scripts/serve/memory.mjs, as
// scripts/serve/server.mjs puts them together) in a process of their own, without Next. Each address is answered with
// the site's own answer (captured by the benchmark, as for plain-node.mjs): its first request goes through a stand-in
// for Next that writes the site's headers and plain body, which the memory keeps and answers from from then on, as in
// `npm start`. Between this and `npm start`, what Next's thread beside the edge's costs it; between this and
// plain-node.mjs, what the edge's own work costs.
//   node scripts/bench/edge-alone.mjs <answers.json> <port>
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { parseTrustProxy } from '../../src/server/http/client-address.mjs';
import { createCompression } from '../serve/compression.mjs';
import { createEdge, createEdgeServer, idleTimeoutMs, markAnsweredBy } from '../serve/edge.mjs';
import { createMemory } from '../serve/memory.mjs';
import { startLogThread } from '../../src/server/ops/log.mjs';

const [file, port] = process.argv.slice(2);
startLogThread(); // as scripts/serve/server.mjs does

/** Headers the edge, the memory or Node write themselves. */
const NOT_NEXTS = new Set(['content-encoding', 'content-length', 'vary', 'etag', 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** @type {Map<string, { status: number, headers: [string, string][], body: Buffer }>} */
const answers = new Map();
for (const [address, a] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
  const wire = Buffer.from(a.body, 'base64');
  const encoding = a.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
  const body = encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
  answers.set(address, { status: a.status, headers: a.headers.filter(([name]) => !NOT_NEXTS.has(name.toLowerCase())), body });
}

const memory = createMemory({ addresses: new Set(answers.keys()), alsoKeeps: () => false });
const compression = createCompression();
const edge = createEdge({
  trust: parseTrustProxy(undefined),
  next: (req, res) => {
    if (memory.serve(req, res)) return void markAnsweredBy(res, 'memory');
    markAnsweredBy(res, 'next');
    const a = answers.get(req.url ?? '');
    compression(req, res, () => {
      if (!a) {
        res.statusCode = 404;
        return void res.end();
      }
      memory.capture(req, res);
      res.statusCode = a.status;
      for (const [name, value] of a.headers) res.setHeader(name, value);
      res.end(a.body);
    });
  },
});
createEdgeServer(edge, { idleMs: idleTimeoutMs() }).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => process.exit(0));
