// @ts-check
// The floor of this machine: a bare node:http hello world in its own process under the same load
// as the API figures, which are then reported as a ratio to it (absolute numbers drift).
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export const title = 'Floor: bare node:http hello world';

const CONNECTIONS = 100;
// Prints its port once listening; BENCH_FLOOR_PORT pins the port, else the OS picks a free one.
const HELLO_SERVER = `
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});
server.listen(Number(process.env.BENCH_FLOOR_PORT || 0), '127.0.0.1', () => console.log(server.address().port));
`;

/** @param {any} ctx */
export async function run(ctx) {
  const child = spawn(process.execPath, ['-e', HELLO_SERVER], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  try {
    const [chunk] = await once(child.stdout, 'data');
    const port = Number(String(chunk).trim());
    if (!port) throw new Error(`hello server did not report its port: ${chunk}`);
    const result = await ctx.load({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS });
    if (result.errors + result.non2xx > 0) throw new Error(`the hello server failed requests: ${JSON.stringify(result)}`);
    ctx.floor = { rps: result.rps, p99: result.p99 };
    return [
      {
        figure: `hello world, ${CONNECTIONS} connections, ${ctx.seconds} s`,
        value: `${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
        target: 'reference for the ratios below',
        pass: null,
      },
    ];
  } finally {
    child.kill();
  }
}
