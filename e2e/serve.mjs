// Starts the app for the browser journeys: a fresh data directory, the demo data, client
// addresses taken from X-Forwarded-For (each test is its own client for the rate limits).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, 'data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
});

if (process.env.E2E_DATABASE_URL) {
  // A database of its own for this run, so the demo data is seeded into an empty one.
  const name = `mx_e2e_${port}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

await import(path.join(root, 'scripts/start.mjs'));
