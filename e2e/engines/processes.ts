import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Every process this test run started and has not stopped yet, by pid. */
const running = new Map<number, ChildProcess>();

// Whatever happens (a failed assertion, an exception in a hook, Ctrl-C), nothing is left behind:
// the exit handler is synchronous, so it kills by pid what is still there.
process.on('exit', () => {
  for (const pid of running.keys()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

export interface Started {
  readonly pid: number;
  /** Stops the process by its pid: SIGTERM, then SIGKILL if it is still there after 3 s. */
  stop(): Promise<void>;
}

interface StartOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** A file that receives the process's output, read when a test fails. */
  readonly log?: string;
  /** Extra pipes after stdin, stdout, stderr (fd 3…). */
  readonly extraPipes?: number;
}

export function start(command: string, args: readonly string[], options: StartOptions = {}): { started: Started; child: ChildProcess } {
  const pipes = Array.from({ length: options.extraPipes ?? 0 }, () => 'pipe' as const);
  const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe', ...pipes] });
  if (child.pid === undefined) throw new Error(`Could not start ${command}.`);
  const pid = child.pid;
  running.set(pid, child);
  if (options.log) {
    mkdirSync('test-results/engines', { recursive: true });
    const log = createWriteStream(options.log);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = once(child, 'exit').then(() => running.delete(pid));
  const stop = async () => {
    if (!running.has(pid)) return;
    process.kill(pid, 'SIGTERM');
    const gone = await Promise.race([exited.then(() => true), sleep(3000).then(() => false)]);
    if (!gone) {
      process.kill(pid, 'SIGKILL');
      await exited;
    }
  };
  return { started: { pid, stop }, child };
}

/** Waits until a URL answers, failing after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(error)}`);
      await sleep(100);
    }
  }
}

/** The site's own static server (scripts/tools/serve.mjs) over the shared build in out/. */
export async function startStaticServer(port: number): Promise<Started> {
  const { started } = start(process.execPath, ['scripts/tools/serve.mjs', '--port', String(port)]);
  await waitForUrl(`http://127.0.0.1:${port}/`);
  return started;
}

/** A virtual X display; Xvfb picks a free display number itself and writes it on fd 3. */
export async function startXvfb(): Promise<{ started: Started; display: string }> {
  const { started, child } = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { extraPipes: 1 });
  const output = child.stdio[3];
  if (!output || !('on' in output)) throw new Error('Xvfb gave no display pipe.');
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    output.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', () => reject(new Error('Xvfb stopped before giving its display.')));
  });
  return { started, display: `:${number}` };
}

/** The pids of a process's descendants (a driver's browser and the browser's own processes). */
export function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is none.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Kills pids that may already be gone. */
export function killAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
