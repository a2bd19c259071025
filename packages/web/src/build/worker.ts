/** Bazel's persistent-worker loop (JSON protocol) for build-time node tools. */

/** Work requests as Bazel sends them: JSON objects back to back, with no separator. */
export function splitJsonStream(buffer: string): { objects: unknown[]; rest: string } {
  const objects: unknown[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  let consumed = 0;
  for (let i = 0; i < buffer.length; i++) {
    const c = buffer[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      if (depth++ === 0) start = i;
    } else if (c === '}' && --depth === 0) {
      objects.push(JSON.parse(buffer.slice(start, i + 1)));
      consumed = i + 1;
    }
  }
  return { objects, rest: buffer.slice(consumed) };
}

interface WorkRequest {
  arguments?: string[];
  requestId?: number;
}

/** Serves requests one at a time; a failing request answers with exit code 1 and its error. */
export function serveJsonWorker(run: (argv: string[]) => number): void {
  let buffer = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    const { objects, rest } = splitJsonStream(buffer + chunk);
    buffer = rest;
    for (const request of objects as WorkRequest[]) {
      const logged: string[] = [];
      const log = console.error;
      console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
      let exitCode = 1;
      try {
        exitCode = run(request.arguments ?? []);
      } catch (err) {
        logged.push(err instanceof Error ? (err.stack ?? err.message) : String(err));
      } finally {
        console.error = log;
      }
      process.stdout.write(JSON.stringify({ exitCode, output: logged.join('\n'), requestId: request.requestId ?? 0 }));
    }
  });
}
