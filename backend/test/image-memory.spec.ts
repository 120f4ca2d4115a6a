import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureBuiltServer, startServer, type ServerProcess } from './support/server-process.js';
import { ADMIN, TEST_JWT_SECRET } from './support/test-app.js';

/** Resident memory of a process (Linux), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

describe('image processing memory (the built server)', () => {
  beforeAll(() => ensureBuiltServer(), 180_000);
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-images-'));
  });
  afterEach(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('four 7071×7071 PNG uploads at once keep the process under 400 MB', async () => {
    // Under the 50-megapixel limit; a small file (one colour compresses well) that decodes to 150 MB.
    const png = await sharp({
      create: { width: 7071, height: 7071, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    server = await startServer({
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await server.healthy();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const pid = server.child.pid!;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 10);
    try {
      const statuses = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const form = new FormData();
          form.set('title', `Big picture ${i}`);
          form.set('category', 'Yoga');
          form.set('description', 'A large image.');
          form.set('thumbnail', new Blob([png], { type: 'image/png' }), `big-${i}.png`);
          const res = await fetch(`${server!.url}/api/blogs/create`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            body: form,
          });
          return res.status;
        }),
      );
      expect(statuses).toEqual([201, 201, 201, 201]);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(pid));
    // Before the queue and the streaming decode: from ~190 MB to ~890 MB.
    expect(peak).toBeLessThan(400);
    expect(peak).toBeGreaterThanOrEqual(before);
  }, 120_000);
});
