// Starts scripts/serve.mjs on a folder (gzip, the production headers) and resolves once it
// listens: for the Lighthouse bench (bench/lighthouse.mjs) and the service worker's browser test
// (e2e/service-worker.spec.ts), which each need the production build behind a real server.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE = join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs');

/**
 * @param {string} dir the folder to serve
 * @param {number} port the port, on 127.0.0.1
 * @param {string[]} [extra] more arguments for serve.mjs (`--api bench/backend.mjs`)
 * @returns {Promise<import('node:child_process').ChildProcess>} the server; kill() stops it
 */
export function startServer(dir, port, extra = []) {
  // stdin is a pipe the server watches (--exit-with-stdin): if this process dies before it
  // kills the server (a test worker killed mid-run), the pipe closes and the server stops too.
  const server = spawn(process.execPath, [SERVE, dir, '--exit-with-stdin', ...extra], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('http') && resolve(server));
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}
