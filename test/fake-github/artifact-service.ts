/**
 * The artifact service of the Actions runtime, faked for @actions/artifact 6's DefaultArtifactClient
 * (the protocol @actions/artifact 2+ speaks): Twirp JSON endpoints under /twirp/github.actions.results.api.v1.ArtifactService
 * plus blob PUT (block, blocklist) and GET, plugged into the shared fake server via addHandler.
 * Point the client at it with `artifactRuntimeEnv(fake.url, runId)`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import type { FakeGitHub } from './server.js';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';

interface StoredArtifact {
  id: number;
  name: string;
  createdAt: string;
  /** The zip archive as uploaded (or seeded). */
  zip: Buffer;
  finalized: boolean;
}

export interface ArtifactService {
  artifacts: StoredArtifact[];
  /** Adds a finalized artifact holding `files` (path → content), zipped. */
  seed(name: string, files: Record<string, string | Buffer>, createdAt?: string): StoredArtifact;
}

/** Environment for DefaultArtifactClient: the results URL and an unsigned runtime JWT. */
export function artifactRuntimeEnv(
  url: string,
  runId = 'run-backend-1',
  jobId = 'job-backend-1',
): Record<string, string> {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ scp: `Actions.Results:${runId}:${jobId}` })}.`;
  return { ACTIONS_RESULTS_URL: `${url}/`, ACTIONS_RUNTIME_TOKEN: token };
}

/** A zip of stored (uncompressed) entries: enough for unzip-stream and for our own reader. */
export function zipStored(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Reads a zip through its central directory (stored and deflated entries). */
export async function unzip(zip: Buffer): Promise<Record<string, string>> {
  const { inflateRawSync } = await import('node:zlib');
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    if (!name.endsWith('/')) files[name] = (method === 8 ? inflateRawSync(data) : data).toString();
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

function json(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
}

export function installArtifactService(fake: FakeGitHub): ArtifactService {
  const artifacts: StoredArtifact[] = [];
  const blocks = new Map<string, Map<string, Buffer>>();
  const uploads = new Map<string, Buffer>();
  let nextId = 1;
  const describe = (a: StoredArtifact) => ({
    workflowRunBackendId: 'run-backend-1',
    workflowJobRunBackendId: 'job-backend-1',
    databaseId: String(a.id),
    name: a.name,
    size: String(a.zip.length),
    createdAt: a.createdAt,
  });

  const service: ArtifactService = {
    artifacts,
    seed(name, files, createdAt = new Date(Date.UTC(2026, 0, 1) + nextId * 1000).toISOString()) {
      const artifact = { id: nextId++, name, createdAt, zip: zipStored(files), finalized: true };
      artifacts.push(artifact);
      return artifact;
    },
  };

  fake.addHandler(async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname.startsWith(TWIRP)) {
      const method = url.pathname.slice(TWIRP.length);
      const request = body.length ? (JSON.parse(body.toString()) as Record<string, unknown>) : {};
      const field = (snake: string, camel: string) => request[snake] ?? request[camel];
      switch (method) {
        case 'CreateArtifact': {
          const name = String(field('name', 'name'));
          return json(res, 200, {
            ok: true,
            signedUploadUrl: `http://${req.headers.host}/blob/upload/${encodeURIComponent(name)}?sig=x`,
          });
        }
        case 'FinalizeArtifact': {
          const name = String(field('name', 'name'));
          const zip = uploads.get(name) ?? Buffer.alloc(0);
          const artifact = { id: nextId++, name, createdAt: new Date().toISOString(), zip, finalized: true };
          artifacts.push(artifact);
          return json(res, 200, { ok: true, artifactId: String(artifact.id) });
        }
        case 'ListArtifacts': {
          const nameFilter = field('name_filter', 'nameFilter');
          const idFilter = field('id_filter', 'idFilter');
          const list = artifacts.filter(
            (a) =>
              a.finalized &&
              (nameFilter === undefined || nameFilter === a.name) &&
              (idFilter === undefined || String(idFilter) === String(a.id)),
          );
          return json(res, 200, { artifacts: list.map(describe) });
        }
        case 'GetSignedArtifactURL': {
          const name = String(field('name', 'name'));
          const artifact = [...artifacts].reverse().find((a) => a.name === name);
          if (!artifact) return json(res, 404, { code: 'not_found', msg: 'artifact not found' });
          return json(res, 200, {
            signedUrl: `http://${req.headers.host}/blob/download/${artifact.id}.zip?sig=x`,
          });
        }
        default:
          return json(res, 404, { code: 'bad_route', msg: `no such method ${method}` });
      }
    }
    const upload = /^\/blob\/upload\/([^/]+)$/.exec(url.pathname);
    if (upload && req.method === 'PUT') {
      const name = decodeURIComponent(upload[1]!);
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        const list = blocks.get(name) ?? new Map<string, Buffer>();
        list.set(url.searchParams.get('blockid') ?? '', Buffer.from(body));
        blocks.set(name, list);
      } else if (comp === 'blocklist') {
        const ids = [...body.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map(
          (m) => m[1]!,
        );
        const staged = blocks.get(name) ?? new Map<string, Buffer>();
        uploads.set(name, Buffer.concat(ids.map((id) => staged.get(id) ?? Buffer.alloc(0))));
      } else uploads.set(name, Buffer.from(body));
      res.writeHead(201, { 'x-ms-request-id': 'fake', etag: '"fake"' });
      res.end();
      return true;
    }
    const download = /^\/blob\/download\/(\d+)\.zip$/.exec(url.pathname);
    if (download && req.method === 'GET') {
      const artifact = artifacts.find((a) => a.id === Number(download[1]));
      if (!artifact) return json(res, 404, { message: 'blob not found' });
      res.writeHead(200, {
        'content-type': 'application/zip',
        'content-length': String(artifact.zip.length),
      });
      res.end(artifact.zip);
      return true;
    }
    return false;
  });
  return service;
}
