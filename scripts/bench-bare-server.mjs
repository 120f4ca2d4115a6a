// The baseline for `npm run bench:api`: node:http + a mysql2 pool running the same queries as the API's
// GET /api/classes and GET /api/blogs/all (first page of 100 rows plus the total count), nothing else.
import { createServer } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mysql = createRequire(path.join(root, 'backend/package.json'))('mysql2/promise');
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
    const { rows, total } = await route();
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': String(total),
    });
    res.end(JSON.stringify(rows));
  } catch {
    res.writeHead(500).end();
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
