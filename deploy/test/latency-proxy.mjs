// A TCP proxy that adds latency (this machine's kernel has no netem): LISTEN_PORT -> TARGET_HOST:TARGET_PORT,
// each chunk held LATENCY_MS / 2 in each direction (order kept), so a round trip gains LATENCY_MS.
// GET http://127.0.0.1:CONTROL_PORT/latency?ms=20 changes the latency at run time (0: none).
import http from 'node:http';
import net from 'node:net';

const LISTEN_PORT = Number(process.env.LISTEN_PORT ?? 3306);
const TARGET_HOST = process.env.TARGET_HOST ?? 'db';
const TARGET_PORT = Number(process.env.TARGET_PORT ?? 3306);
const CONTROL_PORT = Number(process.env.CONTROL_PORT ?? 8000);
let latencyMs = Number(process.env.LATENCY_MS ?? 0);

/** Copies `from` to `to`, each chunk delayed by half the current latency, in order. */
function pipeDelayed(from, to) {
  let last = 0;
  from.on('data', (chunk) => {
    const half = latencyMs / 2;
    if (half <= 0 && last <= Date.now()) {
      to.write(chunk);
      return;
    }
    const at = Math.max(Date.now() + half, last);
    last = at;
    setTimeout(() => to.destroyed || to.write(chunk), at - Date.now());
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, last - Date.now())));
}

net
  .createServer((client) => {
    const server = net.connect(TARGET_PORT, TARGET_HOST);
    const close = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', close);
    server.on('error', close);
    client.on('close', close);
    server.on('close', close);
    pipeDelayed(client, server);
    pipeDelayed(server, client);
  })
  .listen(LISTEN_PORT, () =>
    console.info(`latency proxy :${LISTEN_PORT} -> ${TARGET_HOST}:${TARGET_PORT}`),
  );

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/latency' && url.searchParams.has('ms')) {
      latencyMs = Math.max(0, Number(url.searchParams.get('ms')) || 0);
      console.info(`latency ${latencyMs} ms`);
    }
    res.end(JSON.stringify({ latencyMs }));
  })
  .listen(CONTROL_PORT, '127.0.0.1');
