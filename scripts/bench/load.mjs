// One autocannon measurement, shared by bench:api and bench:pages: a warm-up, then the measured
// run; any answer but 2xx fails the bench rather than flattering its figures.
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * `requests`: autocannon's request list (a new query each time, say); `proc`: the server under
 * test, whose state and stderr a failure reports.
 */
export async function measure(name, url, { headers = {}, requests, proc } = {}) {
  const options = { url, connections: CONNECTIONS, headers, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  if (ok === 0 || bad > 0) {
    const server = proc
      ? `; server ${proc.exitCode() === null ? 'running' : `exited (${proc.exitCode()})`}, stderr: ${proc.stderr().slice(-2000)}`
      : '';
    throw new Error(
      `${name}: ${ok} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors${server}`,
    );
  }
  const figure = {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
  console.log(
    `  ${name}: ${Math.round(figure.reqPerSec)} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms`,
  );
  return figure;
}
