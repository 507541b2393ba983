// @ts-check
// WebSocket fan-out. Distinct workers' sessions each hold one /ws socket, half
// on the main BFF and half on a second instance of the same database; messages go through
// POST /api/messages (alternating instances) at a steady rate, and each one is counted when its
// `new-message` event reaches the recipient's socket, timed from just before the POST to receipt.
// The schedule is open-loop: a slow server makes latency grow, it does not slow the sender down.
// The same stream runs for ctx.warmupSeconds first, not counted, as every load figure does.
import http from 'node:http';
import WebSocket from 'ws';

export const title = 'websocket';

const CONNECT_BATCH = 100;
/** After the last send, how long deliveries may still arrive. */
const GRACE_MS = 5_000;
const TICK_MS = 5;
const MAX_CONNECTIONS_PER_INSTANCE = 64;

/** @param {any} ctx */
export async function run(ctx) {
  const socketCount = ctx.smoke ? 20 : 2000;
  const rate = ctx.smoke ? 50 : 200;
  const seconds = ctx.smoke ? 2 : 30;
  const second = await ctx.startBff();
  const instances = [ctx.bff, second];
  // Senders share a bounded set of keep-alive connections per instance, as a load balancer's
  // would; a POST waiting for a free connection still counts its wait in its latency.
  const agents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS_PER_INSTANCE }));
  try {
    /** @type {Array<{ userId: string, email: string, cookie: string }>} */
    const sessions = await ctx.sessions('worker', socketCount);
    /** @type {Map<number, number>} sequence number -> when its POST was sent */
    const sentAt = new Map();
    /** @type {number[]} */
    const latencies = [];
    /** @type {number[]} the POSTs' own response times: the part of a delivery spent before NOTIFY */
    const postLatencies = [];
    const delivered = new Set();

    /** @type {WebSocket[]} */
    const sockets = [];
    for (let start = 0; start < sessions.length; start += CONNECT_BATCH) {
      const batch = sessions.slice(start, start + CONNECT_BATCH).map((session, offset) => {
        const instance = instances[(start + offset) % 2];
        return openSocket(`ws://127.0.0.1:${instance.port}/ws`, session.cookie, (event) => {
          if (event.type !== 'new-message' || !event.message || typeof event.message.message !== 'string') return;
          const match = /^bench (\d+)$/.exec(event.message.message);
          if (!match || event.message.recipientId !== session.userId) return;
          const sequence = Number(match[1]);
          const sent = sentAt.get(sequence);
          if (sent === undefined || delivered.has(sequence)) return;
          delivered.add(sequence);
          latencies.push(performance.now() - sent);
        });
      });
      sockets.push(...(await Promise.all(batch)));
    }

    // Each message goes to someone half the list away (an odd distance: sockets alternate between
    // instances), posted on the instance that does not hold the recipient's socket, so every
    // delivery crosses between instances through LISTEN/NOTIFY.
    const post = (/** @type {number} */ sequence, /** @type {string} */ text) => {
      const sender = sessions[sequence % sessions.length];
      const recipient = sessions[(sequence + Math.floor(sessions.length / 2) + 1) % sessions.length];
      const body = JSON.stringify({ recipientId: recipient.userId, message: text, channelType: 'direct' });
      return postJson(agents[sequence % 2], `${instances[sequence % 2].url}/api/messages`, sender.cookie, body);
    };

    // The same stream first, for ctx.warmupSeconds, not counted (as every load figure, lib/load.mjs):
    // its messages say "warm-up", which the sockets' listener ignores.
    const warmUps = await atRate(rate, ctx.warmupSeconds, (sequence) => post(sequence, `warm-up ${sequence}`).catch(() => 0));
    const failedWarmUps = warmUps.filter((status) => status !== 201 && status !== 200).length;
    if (failedWarmUps > 0) throw new Error(`${failedWarmUps} of the warm-up's ${warmUps.length} POST /api/messages failed`);

    const total = rate * seconds;
    let accepted = 0;
    let refused = 0;
    /** @type {string[]} */
    const refusals = [];
    const began = performance.now();
    let lastAnswerAt = began;
    await atRate(rate, seconds, (sequence) => {
      const postedAt = performance.now();
      sentAt.set(sequence, postedAt);
      return post(sequence, `bench ${sequence}`).then(
        (status) => {
          lastAnswerAt = performance.now();
          postLatencies.push(lastAnswerAt - postedAt);
          if (status === 201 || status === 200) accepted++;
          else {
            refused++;
            if (refusals.length < 3) refusals.push(String(status));
          }
        },
        (error) => {
          refused++;
          if (refusals.length < 3) refusals.push(error.code ?? error.message);
        },
      );
    });
    const waitUntil = performance.now() + GRACE_MS;
    while (delivered.size < accepted && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50));

    for (const socket of sockets) socket.terminate();
    const p99 = percentile(latencies, 99);
    const judge = (/** @type {boolean} */ ok) => (ctx.smoke ? null : ok);
    return [
      {
        figure: 'sockets connected (2 instances)',
        value: `${sockets.length}/${socketCount}`,
        target: `${socketCount}`,
        pass: judge(sockets.length === socketCount),
      },
      {
        figure: `messages delivered/sent (${rate}/s, ${seconds} s)`,
        value: `${delivered.size}/${total}${refused ? ` (${refused} POSTs refused: ${refusals.join(', ')})` : ''}`,
        target: 'all',
        pass: judge(delivered.size === total && refused === 0),
      },
      {
        figure: 'delivery latency p99',
        value: Number.isNaN(p99) ? 'none delivered' : `${p99.toFixed(1)} ms (p50 ${percentile(latencies, 50).toFixed(1)} ms)`,
        target: '< 100 ms',
        pass: judge(p99 < 100),
      },
      {
        figure: 'of which POST /api/messages p99',
        // Served per second, from the first send to the last answer: below the rate, a backlog grew.
        value: `${percentile(postLatencies, 99).toFixed(1)} ms (p50 ${percentile(postLatencies, 50).toFixed(1)} ms; ${((accepted + refused) / ((lastAnswerAt - began) / 1000)).toFixed(0)} POSTs/s served)`,
        target: 'report',
        pass: null,
      },
    ];
  } finally {
    for (const agent of agents) agent.destroy();
    await second.stop();
  }
}

/**
 * Open loop: calls `send(0)`, `send(1)`... on schedule, `rate` a second for `seconds`, whatever the
 * answers take (a slow server makes latency grow, it does not slow the sender); resolves with what
 * the calls resolved to once they all have.
 * @template T
 * @param {number} rate
 * @param {number} seconds
 * @param {(sequence: number) => Promise<T>} send
 * @returns {Promise<T[]>}
 */
async function atRate(rate, seconds, send) {
  const total = Math.round(rate * seconds);
  /** @type {Promise<T>[]} */
  const calls = [];
  const began = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - began) / 1000) * rate));
      while (calls.length < due) calls.push(send(calls.length));
      if (calls.length >= total) {
        clearInterval(timer);
        resolve(undefined);
      }
    }, TICK_MS);
  });
  return Promise.all(calls);
}

/** POSTs a JSON body with a session cookie; resolves with the status once the body is read. */
function postJson(/** @type {http.Agent} */ agent, /** @type {string} */ url, /** @type {string} */ cookie, /** @type {string} */ body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** The p-th percentile (nearest rank) of the samples, NaN when there are none. */
function percentile(/** @type {number[]} */ samples, /** @type {number} */ p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/**
 * One authenticated socket, resolved once open; rejected when the server refuses the upgrade.
 * @returns {Promise<WebSocket>}
 */
function openSocket(/** @type {string} */ url, /** @type {string} */ cookie, /** @type {(event: any) => void} */ onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`/ws refused the socket: ${response.statusCode}`)));
    socket.once('error', reject);
    socket.on('message', (data) => {
      try {
        onEvent(JSON.parse(String(data)));
      } catch {
        // Not an event of ours (the gateway only sends JSON).
      }
    });
  });
}
