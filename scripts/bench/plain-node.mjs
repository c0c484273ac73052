// The ceiling of `npm run bench:pages`: a plain node:http server, nothing else in its process, that answers each
// address with the bytes the site sent for it (status, headers and brotli body, captured by the benchmark). What the
// site's edge costs on top of Node is the gap between the two.
//   node scripts/bench/plain-node.mjs <answers.json> <port>
// answers.json: { "<address>": { "status": 200, "headers": [["name", "value"], …], "body": "<base64>" } }
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {Map<string, { status: number, headers: string[], body: Buffer }>} */
const answers = new Map();
for (const [address, a] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
  answers.set(address, { status: a.status, headers: a.headers.flat(), body: Buffer.from(a.body, 'base64') });
}
http
  .createServer((req, res) => {
    const a = answers.get(req.url ?? '');
    if (!a) {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(a.status, a.headers);
    res.end(a.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => process.exit(0));
