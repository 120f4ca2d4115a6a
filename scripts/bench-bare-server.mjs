// The baseline for `npm run bench:api`: node:http + a mysql2 pool running the same queries as the API's
// GET /api/classes and GET /api/blogs/all (first page of 100 rows plus the total count), and a student's
// GET /api/bookings/mine (the bearer token verified with jsonwebtoken and JWT_SECRET, the session's user
// and revocation reads, the page of her bookings and their count, their classes, the classes' places),
// nothing else.
import { createServer } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendRequire = createRequire(path.join(root, 'backend/package.json'));
const mysql = backendRequire('mysql2/promise');
const jwt = backendRequire('jsonwebtoken');
const secret = process.env.JWT_SECRET ?? '';
const pool = mysql.createPool({ uri: process.env.DB_URL, connectionLimit: 10, timezone: 'Z' });

const routes = {
  '/classes': async () => {
    const [rows] = await pool.query(
      'SELECT id, title, class_type, date, time, description FROM classes ORDER BY date ASC, time ASC, id ASC LIMIT 100',
    );
    const [[{ total }]] = await pool.query('SELECT COUNT(*) AS total FROM classes');
    return { rows, total };
  },
  '/blogs': async () => {
    const [rows] = await pool.query(
      'SELECT id, title, category, description, author, time_to_read, thumbnail, created_at FROM blogs ORDER BY created_at DESC, id DESC LIMIT 100',
    );
    const [[{ total }]] = await pool.query('SELECT COUNT(*) AS total FROM blogs');
    return { rows, total };
  },
  '/bookings-mine': async (req) => {
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    const [[[user]], [revoked]] = await Promise.all([
      pool.query(
        'SELECT id, name, email, role, status, token_version, must_change_password, created_at FROM users WHERE id = ?',
        [payload.sub],
      ),
      pool.query('SELECT jti FROM revoked_tokens WHERE jti = ?', [payload.jti]),
    ]);
    if (!user || revoked.length || user.token_version !== payload.tv) throw new Error('session');
    const [[rows], [[{ total }]]] = await Promise.all([
      pool.query('SELECT * FROM bookings WHERE user_id = ? ORDER BY id DESC LIMIT 100', [user.id]),
      pool.query('SELECT COUNT(*) AS total FROM bookings WHERE user_id = ?', [user.id]),
    ]);
    const ids = rows.map((b) => b.class_id).filter((id) => id !== null);
    if (ids.length) {
      const [classes] = await pool.query('SELECT * FROM classes WHERE id IN (?)', [ids]);
      const [counts] = await pool.query(
        'SELECT class_id, status, COUNT(*) AS n FROM bookings WHERE class_id IN (?) GROUP BY class_id, status',
        [ids],
      );
      const byId = new Map(classes.map((c) => [c.id, c]));
      for (const b of rows)
        b.class = {
          ...byId.get(b.class_id),
          counts: counts.filter((c) => c.class_id === b.class_id),
        };
    }
    return { rows, total };
  },
  '/health': async () => {
    await pool.query('SELECT 1');
    return { rows: { status: 'ok' }, total: 1 };
  },
};

createServer(async (req, res) => {
  const route = routes[req.url];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  try {
    const { rows, total } = await route(req);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': String(total),
    });
    res.end(JSON.stringify(rows));
  } catch {
    res.writeHead(500).end();
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
