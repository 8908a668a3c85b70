import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

// PostgreSQL and ports for the tests and the benchmarks: is a server there, a free port, and a
// database of one's own that is dropped afterwards.

/** True when a PostgreSQL answers at `url` within two seconds. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database `<prefix>_<random>` on the server of `adminUrl`, empty or a copy of `template`:
 * its URL, and how to drop it (closing what is still connected).
 */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (template) await copyOf(adminUrl, name, template);
  else await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * CREATE DATABASE … TEMPLATE refuses while any session is still on the template; the one that
 * migrated it may take a moment to leave (pg's pool.end() resolves before its sockets close).
 */
async function copyOf(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onAdmin(adminUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
