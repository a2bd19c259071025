/** Starts the project's own server (//:serve) on a free loopback port for a test run. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Server {
  /** Origin plus base path, ending with a slash. */
  url: string;
  origin: string;
  stop(): void;
}

/** E2E_SERVE / E2E_SITE point a run outside Bazel at another server binary or bundle. */
export function startServer(serveBinary = process.env.E2E_SERVE ?? 'tools/serve/serve', siteDir = process.env.E2E_SITE ?? 'site', base?: string): Promise<Server> {
  return startProcess(serveBinary, ['--root', siteDir, '--port', '0', ...(base ? ['--base', base] : [])]);
}

/**
 * Runs a server binary that prints the URL it serves (on a free port) and resolves once it has.
 * startSeconds bounds the wait: the live preview compiles the whole site before it serves.
 */
export function startProcess(binary: string, args: string[], startSeconds = 20): Promise<Server> {
  const child: ChildProcess = spawn(binary, args, {
    env: { ...process.env, SERVE_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: its open pipe would keep the test process alive until Bazel's timeout.
      child.kill();
      reject(new Error(`server did not start within ${startSeconds} s`));
    }, startSeconds * 1000);
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+)(\/\S*)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve({ origin: match[1]!, url: match[1]! + match[2]!, stop: () => child.kill() });
    });
  });
}
