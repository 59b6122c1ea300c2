import type { ChildProcess } from "node:child_process";

export function stopServer(child: ChildProcess, graceMs?: number): Promise<void>;
