/**
 * Artifact transfer with @actions/artifact: download the run's artifacts whose names match a
 * pattern (newest upload per name, as download-artifact does) and upload the aggregate.
 * FIX (download-artifact puts a single match straight into the folder, several into subfolders):
 * every artifact goes into `<dir>/<name>/`, even when only one matches,
 * so the layout never depends on the match count. The collectors still accept the flat layout.
 */
import { DefaultArtifactClient } from '@actions/artifact';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { matchesArtifactPattern } from '../../../shared/collect/artifact-pattern.js';

export interface Downloaded {
  names: string[];
}

export async function downloadMatching(pattern: string, dir: string): Promise<Downloaded> {
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  const matching = artifacts
    .filter((artifact) => matchesArtifactPattern(pattern, artifact.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  mkdirSync(dir, { recursive: true });
  for (const artifact of matching) {
    await client.downloadArtifact(artifact.id, { path: join(dir, artifact.name) });
  }
  return { names: matching.map((artifact) => artifact.name) };
}

export async function uploadFile(name: string, file: string): Promise<number | undefined> {
  const client = new DefaultArtifactClient();
  const { id } = await client.uploadArtifact(name, [file], dirname(file) || '.', {});
  return id;
}
