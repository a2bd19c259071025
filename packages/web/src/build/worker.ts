/** Bazel's persistent-worker loop (JSON protocol) for build-time node tools. */

/**
 * Work requests as Bazel sends them: JSON objects back to back, with no separator. Scanning goes
 * on where the last chunk stopped: a request naming 5,000 inputs arrives in dozens of chunks, and
 * scanning the whole buffer again for each was most of a text step's time.
 */
export class JsonStreamSplitter {
  private buffer = '';
  private depth = 0;
  private inString = false;
  private escaped = false;
  private start = -1;

  push(chunk: string): unknown[] {
    const objects: unknown[] = [];
    // Everything before the chunk was scanned already.
    const from = this.buffer.length;
    const buffer = (this.buffer += chunk);
    let consumed = 0;
    for (let i = from; i < buffer.length; i++) {
      const c = buffer[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
      } else if (c === '"') this.inString = true;
      else if (c === '{') {
        if (this.depth++ === 0) this.start = i;
      } else if (c === '}' && --this.depth === 0) {
        objects.push(JSON.parse(buffer.slice(this.start, i + 1)));
        consumed = i + 1;
      }
    }
    this.buffer = buffer.slice(consumed);
    this.start -= consumed;
    return objects;
  }

  /** What has arrived of the next request. */
  get rest(): string {
    return this.buffer;
  }
}

export interface WorkRequest {
  arguments?: string[];
  /** The action's inputs with the digest of each (Bazel's content hash, an opaque string here). */
  inputs?: { path?: string; digest?: string }[];
  requestId?: number;
}

/** An input's path -> its digest, as the request names them (empty outside a worker). */
export type InputDigests = ReadonlyMap<string, string>;

interface WorkResponse {
  exitCode: number;
  output: string;
  requestId: number;
}

/**
 * Runs one request, its console.error lines captured as the response's output. Each line ends with
 * a newline: Bazel prints the output as it is, and a last line without one ran into Bazel's own
 * next line ("... 86412 bytesTarget //:site up-to-date:").
 */
export function handleRequest(request: WorkRequest, run: (argv: string[], digests: InputDigests) => number): WorkResponse {
  const logged: string[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  let exitCode = 1;
  try {
    const digests = new Map((request.inputs ?? []).flatMap((i) => (i.path && i.digest ? [[i.path, i.digest] as const] : [])));
    exitCode = run(request.arguments ?? [], digests);
  } catch (err) {
    logged.push(err instanceof Error ? (err.stack ?? err.message) : String(err));
  } finally {
    console.error = log;
  }
  return { exitCode, output: logged.map((line) => (line.endsWith('\n') ? line : line + '\n')).join(''), requestId: request.requestId ?? 0 };
}

/** Serves requests one at a time; a failing request answers with exit code 1 and its error. */
export function serveJsonWorker(run: (argv: string[], digests: InputDigests) => number): void {
  const splitter = new JsonStreamSplitter();
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    for (const request of splitter.push(chunk) as WorkRequest[]) {
      process.stdout.write(JSON.stringify(handleRequest(request, run)));
    }
  });
}
