#!/usr/bin/env node
// The server suite against a real PostgreSQL: each test file creates its own database
// (pariksha_t_<random>) next to DATABASE_URL's and drops it afterwards.
import { spawn } from 'node:child_process';

const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' };
const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (err) => {
  console.error(err);
  process.exit(1);
});
