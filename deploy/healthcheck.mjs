// The image's HEALTHCHECK: GET /api/health on this container's own port (2xx healthy; 503 when the
// database is down or a shutdown started). A worker container (no HTTP server) is healthy while it runs.
import { existsSync, readFileSync } from 'node:fs';

if (existsSync('/tmp/yoga-role') && readFileSync('/tmp/yoga-role', 'utf8').trim() === 'worker')
  process.exit(0);
const port = process.env.PORT || '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
    signal: AbortSignal.timeout(2500),
  });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
