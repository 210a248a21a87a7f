/**
 * Mutable fixture state of the fake GitHub REST server. Field names follow the REST
 * responses so a fixture reads like the API it stands for.
 * Tests mutate `state` directly; the server reads it on every request.
 */
import type { NullFields } from './nulls.js';

export interface FakeUser {
  login: string;
  type?: string;
}

interface FakeLabel {
  name: string;
}

interface FakePull {
  number: number;
  state?: string;
  draft?: boolean;
  merged_at?: string | null;
  labels?: (FakeLabel | string)[];
  head?: { ref?: string; sha?: string; repo?: { full_name?: string } | null };
  base?: { sha?: string; ref?: string };
  merge_commit_sha?: string | null;
  [extra: string]: unknown;
}

export interface FakeComment {
  id: number;
  created_at?: string;
  updated_at?: string;
  author_association?: string;
  body?: string;
  user?: FakeUser;
  [extra: string]: unknown;
}

export interface FakeReaction {
  id: number;
  content: string;
  user: FakeUser;
}

export interface FakeRun {
  id: number;
  event?: string;
  status?: string | null;
  conclusion?: string | null;
  path?: string;
  head_sha?: string;
  head_branch?: string;
  run_attempt?: number | null;
  html_url?: string;
  created_at?: string;
  pull_requests?: { number: number }[];
  display_title?: string;
  /** Numeric workflow id; the runs listing matches `{workflow_id}` against it or the file name of `path`. */
  workflow_id?: number;
  [extra: string]: unknown;
}

export interface FakeArtifact {
  name: string;
  expired?: boolean;
  [extra: string]: unknown;
}

export interface FakePermission {
  permission?: unknown;
  role_name?: unknown;
  [extra: string]: unknown;
}

interface FakeTimelineEvent {
  event: string;
  label?: FakeLabel;
  created_at?: string;
  [extra: string]: unknown;
}

/** A changed file of a pull request, as `GET /pulls/{n}/files` lists it. */
export interface FakePullFile {
  filename: string;
  status?: string;
  /** Set on a rename: the path the file had. */
  previous_filename?: string;
  [extra: string]: unknown;
}

export interface FakeCheckRun {
  name: string;
  started_at?: string;
  status?: string;
  conclusion?: string | null;
  details_url?: string;
  [extra: string]: unknown;
}

/** A commit status (the statuses list of a commit). */
interface FakeStatus {
  context: string;
  state: string;
  target_url?: string;
  updated_at?: string;
  [extra: string]: unknown;
}

/** Branch protection's required status checks of one branch. */
interface FakeRequiredChecks {
  strict?: boolean;
  contexts?: string[];
  checks?: { context: string; app_id?: number | null }[];
}

/** A squash/merge the fake performed. */
interface FakeMerge {
  number: number;
  sha: string;
  merge_method?: string;
  merge_sha: string;
}

interface FakeDispatch {
  event_type: string;
  client_payload?: Record<string, unknown>;
  /** The token that sent it (tests assert the PAT, not github.token, dispatches). */
  token?: string;
}

export interface FakeWorkflowDispatch {
  workflow_id: string;
  ref: string;
  inputs?: Record<string, unknown>;
  token?: string;
}

interface FakeStep {
  number?: number;
  name: string;
  status?: string;
  conclusion?: string | null;
  started_at?: string;
  completed_at?: string;
}

/** A job of a run attempt (as the run and attempt job listings answer it). */
export interface FakeJob {
  id: number;
  run_id?: number;
  run_attempt?: number;
  name: string;
  status?: string;
  conclusion?: string | null;
  created_at?: string;
  started_at?: string;
  completed_at?: string | null;
  html_url?: string;
  runner_name?: string | null;
  labels?: string[];
  check_run_url?: string;
  steps?: FakeStep[];
  [extra: string]: unknown;
}

export interface FakeAttempt {
  run_attempt: number;
  status?: string;
  conclusion?: string | null;
  run_started_at?: string;
  updated_at?: string;
  [extra: string]: unknown;
}

interface FakeAnnotation {
  message?: string;
  annotation_level?: string;
  title?: string;
}

interface FakeCommitDetail {
  /** Defaults to the SHA it is stored under. */
  sha?: string;
  parents?: { sha: string }[];
  files?: { filename: string }[];
}

/** A commit of a branch as `GET /commits?sha=<branch>` lists it. */
interface FakeBranchCommit {
  sha: string;
  message: string;
  date: string;
  /** The paths it changed (the `path` filter matches them). */
  files: string[];
}

interface FakeRerun {
  run_id: number;
  kind: 'failed-jobs' | 'whole-attempt';
}

/** Everything the fake knows about one repository. */
export interface FakeRepo {
  /** Pull requests, keyed by PR number. */
  pulls: Record<number, FakePull>;
  /** Commit SHAs per PR, oldest first as GitHub lists them. */
  pullCommits: Record<number, string[]>;
  /** Changed files per PR, as `GET /pulls/{n}/files` lists them. */
  pullFiles: Record<number, FakePullFile[]>;
  /** PR numbers associated with a commit SHA. */
  commitPulls: Record<string, number[]>;
  /** Issue comments per issue number, in creation (API) order. */
  comments: Record<number, FakeComment[]>;
  /** Reactions per comment id. */
  reactions: Record<number, FakeReaction[]>;
  /** Workflow runs in API order (newest first). */
  runs: FakeRun[];
  /** Artifacts per run id. */
  artifacts: Record<number, FakeArtifact[]>;
  /** The collaborator-permission body per login; a login not listed answers 404. */
  permissions: Record<string, FakePermission>;
  /** Timeline events per issue number. */
  timeline: Record<number, FakeTimelineEvent[]>;
  /** Check runs per commit SHA. */
  checkRuns: Record<string, FakeCheckRun[]>;
  /** repository_dispatch events received by this repository. */
  dispatches: FakeDispatch[];
  /** workflow_dispatch events received by this repository. */
  workflowDispatches: FakeWorkflowDispatch[];
  /**
   * What GitHub does after an accepted workflow dispatch: the run it creates, if any (prepended
   * to `runs`, which are newest first). Unset, a dispatch creates no run.
   */
  onWorkflowDispatch?: (dispatch: FakeWorkflowDispatch) => FakeRun | undefined;
  /** `GET /actions/runs/{id}/jobs` and `.../attempts/{n}/jobs`: jobs per run id, every attempt (each job carries its `run_attempt`). */
  jobs: Record<number, FakeJob[]>;
  /** `GET /actions/runs/{id}/attempts/{n}`: attempts per run id, indexed by attempt number - 1. */
  attempts: Record<number, FakeAttempt[]>;
  /** `GET /actions/jobs/{id}/logs`: job log text per job id; null answers 410 (expired); absent answers 404. */
  logs: Record<number, string | null>;
  /** `GET /actions/artifacts/{id}/zip`: zip bytes per artifact id (the artifact itself lives in `artifacts`). */
  artifactZips: Record<number, Buffer>;
  /** `GET /check-runs/{id}/annotations`: annotations per check run id. */
  annotations: Record<number, FakeAnnotation[]>;
  /** `GET /commits/{sha}`: commits by SHA. */
  commits: Record<string, FakeCommitDetail>;
  /** `GET /commits?sha=<branch>&path=&since=`: commits per branch, newest first. */
  branchCommits: Record<string, FakeBranchCommit[]>;
  /** `POST /actions/runs/{id}/rerun(-failed-jobs)`: reruns requested (201), in order. */
  reruns: FakeRerun[];
  /** GET /contents/{path}?ref=: file texts per ref, then per path. */
  contents: Record<string, Record<string, string>>;
  /** `GET /commits/{sha}/statuses`: statuses per commit SHA, newest first. */
  statuses: Record<string, FakeStatus[]>;
  /** `GET /branches/{branch}/protection/required_status_checks`; a branch not listed answers 404. */
  protection: Record<string, FakeRequiredChecks>;
  /** `PUT /pulls/{n}/merge` answers 405 with this message for the PR (e.g. branch protection). */
  mergeRefusals: Record<number, string>;
  /** Merges performed by `PUT /pulls/{n}/merge`. */
  merges: FakeMerge[];
}

export interface FakeState {
  repos: Record<string, FakeRepo>;
  /** Documented-nullable fields every answer sets to null (nulls.ts); none by default. */
  nulls?: NullFields;
  /**
   * token → user. When non-empty, a request whose token is not listed answers 401 Bad credentials.
   * When empty, every token is accepted and acts as `defaultUser`.
   */
  tokens: Record<string, FakeUser>;
  /** The user behind reactions and comments the tested code creates (github.token's identity). */
  defaultUser: FakeUser;
  /** Next id for comments and reactions the server creates. */
  nextId: number;
  /** The repository, created empty on first use. */
  repo(fullName: string): FakeRepo;
}

function emptyRepo(): FakeRepo {
  return {
    pulls: {},
    pullCommits: {},
    pullFiles: {},
    commitPulls: {},
    comments: {},
    reactions: {},
    runs: [],
    artifacts: {},
    permissions: {},
    timeline: {},
    checkRuns: {},
    dispatches: [],
    workflowDispatches: [],
    jobs: {},
    attempts: {},
    logs: {},
    artifactZips: {},
    annotations: {},
    commits: {},
    branchCommits: {},
    reruns: [],
    contents: {},
    statuses: {},
    protection: {},
    mergeRefusals: {},
    merges: [],
  };
}

export function createState(): FakeState {
  const state: FakeState = {
    repos: {},
    tokens: {},
    defaultUser: { login: 'github-actions[bot]', type: 'Bot' },
    nextId: 900000,
    repo(fullName: string): FakeRepo {
      return (state.repos[fullName] ??= emptyRepo());
    },
  };
  return state;
}
