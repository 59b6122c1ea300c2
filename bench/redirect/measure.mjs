// Load measurement with autocannon: a warm-up run, then a run of a fixed number of requests sized
// to last about `durationSeconds`, so it ends with every response received (no request is cut
// off in flight) and the server's click count can be compared with it exactly.
import autocannon from "autocannon";

const WARMUP_SECONDS = 3;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        connections: 64,
        timeout: 60,
        // A person's link click (docs/engagement.md), so that every request counts.
        headers: {
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench/redirect",
          accept: "text/html,application/xhtml+xml,*/*;q=0.8",
          "accept-language": "en-US,en;q=0.9",
          "sec-fetch-mode": "navigate",
          "sec-fetch-dest": "document",
        },
        ...options,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function summarize(result) {
  const redirects = result.statusCodeStats?.["302"]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses: result.requests.total,
    ok: result["2xx"] + result["3xx"],
    redirects,
    /** Requests without an answer (timeouts, resets): the server may or may not have counted them. */
    unanswered: result.errors,
    /** Answers other than 2xx/3xx. */
    failed: result.non2xx - result["3xx"],
  };
}

/** Warm-up, then the measured run; `onWarm` runs in between (e.g. to read the count so far). */
export async function measure(url, { durationSeconds, connections = 64, onWarm }) {
  const warm = await run({ url, connections, duration: Math.min(WARMUP_SECONDS, durationSeconds) });
  if (onWarm) await onWarm();
  const rate = warm.requests.total / warm.duration;
  const amount = Math.max(connections * 20, Math.round(rate * durationSeconds));
  return summarize(await run({ url, connections, amount }));
}
