/**
 * Stops a test's server process: SIGTERM for a graceful stop, then SIGKILL if it is still running
 * after `graceMs`, since a live child process would keep Jest from exiting.
 * @param {import("node:child_process").ChildProcess} child
 */
export async function stopServer(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const grace = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(grace);
}
