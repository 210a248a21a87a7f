/**
 * A fake GitHub REST server for tests: plain node:http on 127.0.0.1, a free port, the endpoints
 * sweepkit reads and writes over mutable fixture state, Link-header pagination,
 * request recording and fault injection. See README.md in this folder.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withNulls } from './nulls.js';
import { NOT_FOUND, matchRoute } from './routes.js';
import { createState, type FakeState, type FakeUser } from './state.js';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, as sent (still URL-encoded). */
  path: string;
  /** Decoded query parameters (last value wins). */
  query: Record<string, string>;
  /** Path plus query exactly as sent. */
  url: string;
  /** Parsed JSON body, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** Extra routes (e.g. the artifact service): return true when the request was answered. */
type ExtraHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => boolean | Promise<boolean>;

/** `"GET /repos/o/r/pulls/7"` (exact, path without query), a RegExp tested against `"METHOD /path?query"`, or a predicate. */
type FaultMatcher = string | RegExp | ((request: RecordedRequest) => boolean);

export interface FaultSpec {
  /** Status to answer with; omit with `delayMs` to only slow the normal answer down. */
  status?: number;
  /** A JSON value, or a string sent verbatim (e.g. malformed JSON). Default `{"message": "<reason>"}`. */
  body?: unknown;
  delayMs?: number;
  /** How many matching requests the fault applies to (default: all). */
  times?: number;
  headers?: Record<string, string>;
  /** Never answer: the request stays open until the client gives up or the server closes. */
  hang?: boolean;
  /**
   * Rewrite the `Link` header of the normal (list) answer: `'self'` points `next` at the page
   * itself (a loop), `'endless'` always offers one more page, `{ next }` points at any URL
   * (e.g. another origin). Only applies when `status` is not given.
   */
  link?: 'self' | 'endless' | { next: string };
}

export interface FakeGitHub {
  /** `http://127.0.0.1:PORT`, the value for GITHUB_API_URL. */
  url: string;
  state: FakeState;
  requests: RecordedRequest[];
  addHandler(handler: ExtraHandler): void;
  fault(matcher: FaultMatcher, spec: FaultSpec): void;
  /** Recorded requests by method and path prefix, e.g. `calls('POST', '/repos/o/r/issues')`. */
  calls(method: string, pathPrefix?: string): RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  /** Initial state changes, applied before the server starts. */
  setup?: (state: FakeState) => void;
}

const MAX_PER_PAGE = 100;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function tokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const m = header ? /^(?:token|bearer)\s+(.+)$/i.exec(header) : null;
  return m ? m[1]!.trim() : undefined;
}

function faultMatches(matcher: FaultMatcher, request: RecordedRequest): boolean {
  if (typeof matcher === 'function') return matcher(request);
  if (typeof matcher === 'string') return matcher === `${request.method} ${request.path}`;
  return matcher.test(`${request.method} ${request.url}`);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    ...headers,
  });
  res.end(status === 204 ? undefined : text);
}

function pageLink(base: string, url: URL, page: number, rel: string): string {
  const next = new URL(url.pathname + url.search, base);
  next.searchParams.set('page', String(page));
  return `<${next.toString()}>; rel="${rel}"`;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const state = createState();
  options.setup?.(state);
  const requests: RecordedRequest[] = [];
  const handlers: ExtraHandler[] = [];
  const faults: { matcher: FaultMatcher; spec: FaultSpec; remaining: number }[] = [];
  let base = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', base);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      url: url.pathname + url.search,
      body: parseBody(raw),
      headers: { ...req.headers },
    };
    requests.push(recorded);

    const fault = faults.find((f) => f.remaining > 0 && faultMatches(f.matcher, recorded));
    let linkOverride: FaultSpec['link'];
    if (fault) {
      fault.remaining--;
      if (fault.spec.hang) {
        await new Promise((resolve) => res.on('close', resolve));
        return;
      }
      linkOverride = fault.spec.link;
      if (fault.spec.delayMs) await new Promise((r) => setTimeout(r, fault.spec.delayMs));
      if (fault.spec.status !== undefined) {
        send(
          res,
          fault.spec.status,
          fault.spec.body ?? { message: `injected fault ${fault.spec.status}` },
          fault.spec.headers,
        );
        return;
      }
    }

    for (const handler of handlers) {
      if (await handler(req, res, raw)) return;
    }

    const token = tokenOf(req);
    let user: FakeUser = state.defaultUser;
    if (Object.keys(state.tokens).length > 0) {
      const known = token !== undefined ? state.tokens[token] : undefined;
      if (!known) {
        send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
        return;
      }
      user = known;
    }

    const match = matchRoute(recorded.method, url.pathname);
    if (!match) {
      send(res, 404, NOT_FOUND.body);
      return;
    }
    const answer = match.route.handler(
      {
        method: recorded.method,
        params: match.params,
        query: url.searchParams,
        body: recorded.body,
        user,
        token,
        repo: state.repo(match.repoName),
        repoName: match.repoName,
      },
      state,
    );
    if (answer.raw) {
      res.writeHead(answer.status, { 'content-type': answer.raw.contentType, ...answer.headers });
      res.end(answer.raw.data);
      return;
    }
    if (!answer.list) {
      const body = answer.status < 300 ? withNulls(url.pathname, answer.body, state.nulls) : answer.body;
      send(res, answer.status, body, answer.headers);
      return;
    }
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Number(url.searchParams.get('per_page')) || answer.defaultPerPage || 30),
    );
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const items = withNulls(
      url.pathname,
      answer.list.slice((page - 1) * perPage, page * perPage),
      state.nulls,
    );
    const lastPage = Math.max(1, Math.ceil(answer.list.length / perPage));
    const links: string[] = [];
    if (page < lastPage)
      links.push(pageLink(base, url, page + 1, 'next'), pageLink(base, url, lastPage, 'last'));
    if (page > 1) links.push(pageLink(base, url, 1, 'first'), pageLink(base, url, page - 1, 'prev'));
    if (linkOverride !== undefined) {
      links.length = 0;
      if (linkOverride === 'self') links.push(`<${new URL(recorded.url, base).toString()}>; rel="next"`);
      else if (linkOverride === 'endless') links.push(pageLink(base, url, page + 1, 'next'));
      else links.push(`<${linkOverride.next}>; rel="next"`);
    }
    const body = answer.listKey ? { total_count: answer.list.length, [answer.listKey]: items } : items;
    send(res, answer.status, body, links.length ? { link: links.join(', ') } : {});
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: `fake server error: ${String(error)}` });
      else res.end();
    });
  });
  // Never close an idle keep-alive connection from this side: in-process tests run git
  // synchronously, which blocks the event loop, and an idle close firing right after it would race
  // the client's next request on that socket and fail a write GitHub would have answered.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    state,
    requests,
    addHandler: (handler) => void handlers.push(handler),
    fault: (matcher, spec) => void faults.push({ matcher, spec, remaining: spec.times ?? Infinity }),
    calls: (method, pathPrefix = '') =>
      requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
