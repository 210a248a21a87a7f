/**
 * Artifact transfer with @actions/artifact: download the run's artifacts whose names match a
 * pattern (newest upload per name, as download-artifact does) and upload the aggregate.
 * FIX (download-artifact puts a single match straight into the folder, several into subfolders):
 * every artifact goes into `<dir>/<name>/`, even when only one matches,
 * so the layout never depends on the match count. The collectors still accept the flat layout.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { matchesArtifactPattern } from '../../../shared/collect/artifact-pattern.js';

/**
 * The ES module bundle of @actions/artifact that the build writes beside the action's bundle
 * (scripts/build.mjs says why it is one of its own). Run from the TypeScript sources (the tests),
 * the package itself is loaded instead.
 */
const ARTIFACT_BUNDLE = 'artifact-client.mjs';
const fromSources = import.meta.url.endsWith('.ts');

type ArtifactModule = Pick<typeof import('@actions/artifact'), 'DefaultArtifactClient'>;

/**
 * Loaded on demand: process-result runs once per benchmark job and never needs the artifact
 * client, and a step that neither downloads nor uploads does not load it either.
 */
async function artifactClient() {
  // Both imports are left to Node: the bundler must not pull the client into the action's bundle.
  const { DefaultArtifactClient } = (await (fromSources
    ? import(/* webpackIgnore: true */ '@actions/artifact')
    : import(/* webpackIgnore: true */ new URL(ARTIFACT_BUNDLE, import.meta.url).href))) as ArtifactModule;
  return new DefaultArtifactClient();
}

export interface Downloaded {
  names: string[];
}

export async function downloadMatching(pattern: string, dir: string): Promise<Downloaded> {
  const client = await artifactClient();
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
  const client = await artifactClient();
  const { id } = await client.uploadArtifact(name, [file], dirname(file) || '.', {});
  return id;
}
