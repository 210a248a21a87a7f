/** What every recovery step is given: the ports, the two repositories, and whether it may send. */
import type { RepoRef } from '../../github/client.js';
import type { RecoveryGit, RecoveryGitHub } from './ports.js';

export interface RecoveryContext {
  github: RecoveryGitHub;
  git: RecoveryGit;
  repo: RepoRef;
  repoName: string;
  /** The results app repository (its ingest runs; the only repository a rerun may target). */
  app: RepoRef;
  appName: string;
  remote: string;
  file: string;
  pid: number;
  /** False: print what would be sent and change nothing (the default). */
  send: boolean;
  /** A progress or plan line for the human output. */
  onLine(line: string): void;
}
