import type { ChildProcess } from 'node:child_process';

/** Starts scripts/serve.mjs on `dir` at 127.0.0.1:`port`; resolves once it listens. */
export function startServer(dir: string, port: number, extra?: readonly string[]): Promise<ChildProcess>;
