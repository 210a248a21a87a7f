/**
 * Fetches what the ingest preflight decides on: the run's artifact list, then only the artifacts
 * the preflight needs (the newest upload of each row source), downloaded through the run-inspection
 * port (one octokit, its timeouts and retries) and read in memory with io/zip-entries.ts. Every
 * `.json` entry is parsed; one that is not JSON fails naming the artifact and the file, since the
 * results app would fail on it as well.
 */
import { SweepkitError } from '../shared/errors.js';
import type { RepoRef } from '../shared/github/client.js';
import { INGEST_EVENTS, type IngestEvent } from '../shared/ingest/names.js';
import { artifactsToRead } from '../shared/ingest/preflight/preflight.js';
import type { ArtifactFile, PreflightArtifact } from '../shared/ingest/preflight/schemas.js';
import type { InspectPort } from '../shared/ops/inspect/ports.js';
import { readZip } from './zip-entries.js';

const DOWNLOADS_AT_ONCE = 4;

export type PreflightPort = Pick<InspectPort, 'listArtifacts' | 'downloadArtifact'>;

function parseFiles(zip: Uint8Array, where: string): ArtifactFile[] {
  return readZip(Buffer.from(zip), where)
    .filter((entry) => entry.name.endsWith('.json'))
    .map((entry) => {
      try {
        return { path: entry.name, json: JSON.parse(entry.data.toString('utf8')) as unknown };
      } catch (error) {
        throw new SweepkitError({
          file: `${where}: ${entry.name}`,
          message: `not valid JSON (${(error as Error).message})`,
          hint: 'the results app cannot load it either; re-run the job that uploaded it',
        });
      }
    });
}

/** The run's artifacts, with `files` filled in for the ones the preflight reads. */
export async function readPreflightArtifacts(
  port: PreflightPort,
  repo: RepoRef,
  runId: number,
  events: readonly IngestEvent[] | 'auto',
): Promise<PreflightArtifact[]> {
  const artifacts: PreflightArtifact[] = (await port.listArtifacts(repo, runId)).map((a) => ({
    name: a.name,
    id: a.id,
    size_in_bytes: a.size_in_bytes,
    created_at: a.created_at,
    expired: a.expired,
  }));
  const queue = artifactsToRead(artifacts, events === 'auto' ? INGEST_EVENTS : events);
  // A few downloads at a time: an agentic sweep uploads one aggregate per job.
  const worker = async () => {
    for (let artifact = queue.shift(); artifact; artifact = queue.shift()) {
      const where = `artifact ${artifact.name} (id ${artifact.id}) of run ${runId}`;
      artifact.files = parseFiles(await port.downloadArtifact(repo, artifact.id!), where);
    }
  };
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, worker));
  return artifacts;
}
