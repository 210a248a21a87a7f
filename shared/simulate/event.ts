// Builds a webhook payload (`github.event`) and the `github` context the way GitHub does
// for the events the sweep workflows listen to, from a few facts (CLI flags or a test table).
import {
  DEFAULT_ACTOR,
  DEFAULT_BEFORE_SHA,
  DEFAULT_BRANCH,
  DEFAULT_COMMENT_ID,
  DEFAULT_HEAD_BRANCH,
  DEFAULT_HEAD_SHA,
  DEFAULT_PR_NUMBER,
  DEFAULT_PR_TITLE,
  DEFAULT_REPOSITORY,
  DEFAULT_RUN_ID,
  DEFAULT_SHA,
  FORK_OWNER,
} from './defaults.js';

export interface EventFacts {
  /** Activity type (`github.event.action`): labeled, synchronize, created, or a repository_dispatch type. */
  action?: string;
  /** The label just added or removed (labeled / unlabeled). */
  label?: string;
  /** Labels on the PR at event time (a just-added label is included, a just-removed one is not). */
  labels?: string[];
  draft?: boolean;
  /** The PR head lives in another repository. */
  fork?: boolean;
  prNumber?: number;
  title?: string;
  headRef?: string;
  headSha?: string;
  baseRef?: string;
  /** push: the head commit's message. */
  headCommitMessage?: string;
  /** push / workflow_dispatch: the ref (refs/heads/main). */
  ref?: string;
  /** push: the pushed sha (`github.event.after`); merge_group: the group's head commit. */
  sha?: string;
  /** push: the previous tip; merge_group: the base commit the group merges onto. */
  before?: string;
  repository?: string;
  actor?: string;
  /** issue_comment: the comment body. */
  commentBody?: string;
  /** issue_comment: the comment id (`github.event.comment.id`). */
  commentId?: number;
  /** issue_comment edited: the body before the edit (`github.event.changes.body.from`). */
  previousCommentBody?: string;
  /** issue_comment on a plain issue (not a PR). */
  issueNumber?: number;
  /** repository_dispatch: the client payload. */
  clientPayload?: Record<string, unknown>;
}

export interface BuiltEvent {
  payload: Record<string, unknown>;
  warnings: string[];
}

type Json = Record<string, unknown>;

const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
const LABEL_ACTIONS = ['labeled', 'unlabeled'];

/** Default activity type per event, when none is given. */
const DEFAULT_ACTIONS: Record<string, string> = {
  pull_request: 'synchronize',
  pull_request_target: 'synchronize',
  issue_comment: 'created',
  merge_group: 'checks_requested',
};

function withDefaults(eventName: string, facts: EventFacts): EventFacts {
  return {
    action: DEFAULT_ACTIONS[eventName],
    labels: facts.label && facts.action === 'labeled' ? [facts.label] : [],
    draft: false,
    fork: false,
    prNumber: DEFAULT_PR_NUMBER,
    title: DEFAULT_PR_TITLE,
    headRef: DEFAULT_HEAD_BRANCH,
    headSha: DEFAULT_HEAD_SHA,
    baseRef: DEFAULT_BRANCH,
    headCommitMessage: 'Simulated commit',
    ref: `refs/heads/${DEFAULT_BRANCH}`,
    sha: DEFAULT_SHA,
    before: DEFAULT_BEFORE_SHA,
    repository: DEFAULT_REPOSITORY,
    actor: DEFAULT_ACTOR,
    commentBody: '',
    commentId: DEFAULT_COMMENT_ID,
    clientPayload: {},
    ...Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)),
  };
}

/** Sets `object.path` (creating objects on the way) unless value is undefined. */
function put(object: Json, path: string, value: unknown): void {
  if (value === undefined) return;
  const keys = path.split('.');
  let cursor = object;
  for (const key of keys.slice(0, -1)) {
    if (typeof cursor[key] !== 'object' || cursor[key] === null) cursor[key] = {};
    cursor = cursor[key] as Json;
  }
  cursor[keys[keys.length - 1]!] = value;
}

function get(object: Json, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (cursor, key) => (cursor && typeof cursor === 'object' ? (cursor as Json)[key] : undefined),
      object,
    );
}

function repositoryObject(fullName: string): Json {
  const [owner, name] = fullName.split('/');
  return { full_name: fullName, name, owner: { login: owner }, default_branch: DEFAULT_BRANCH };
}

function applyPullRequest(payload: Json, facts: EventFacts, warnings: string[]): void {
  put(payload, 'action', facts.action);
  put(payload, 'number', facts.prNumber);
  put(payload, 'pull_request.number', facts.prNumber);
  put(payload, 'pull_request.title', facts.title);
  put(payload, 'pull_request.draft', facts.draft);
  put(payload, 'pull_request.head.ref', facts.headRef);
  put(payload, 'pull_request.head.sha', facts.headSha);
  put(payload, 'pull_request.base.ref', facts.baseRef);
  const repository = facts.repository ?? (get(payload, 'repository.full_name') as string | undefined);
  if (repository) put(payload, 'pull_request.base.repo', repositoryObject(repository));
  if (facts.fork !== undefined && repository) {
    const name = repository.split('/')[1];
    put(
      payload,
      'pull_request.head.repo',
      repositoryObject(facts.fork ? `${FORK_OWNER}/${name}` : repository),
    );
    put(payload, 'pull_request.head.repo.fork', facts.fork);
  }
  let labels = facts.labels;
  const action = get(payload, 'action') as string | undefined;
  if (facts.label !== undefined) {
    if (action && LABEL_ACTIONS.includes(action)) put(payload, 'label.name', facts.label);
    else
      warnings.push(`label '${facts.label}' ignored: only labeled/unlabeled events carry github.event.label`);
  }
  const label = get(payload, 'label.name') as string | undefined;
  if (labels && label !== undefined) {
    // The payload's label list already includes a just-added label and excludes a removed one.
    if (action === 'labeled' && !labels.includes(label)) {
      labels = [...labels, label];
      warnings.push(`added '${label}' to the PR labels: a labeled event's labels include the new label`);
    } else if (action === 'unlabeled' && labels.includes(label)) {
      labels = labels.filter((name) => name !== label);
      warnings.push(`removed '${label}' from the PR labels: an unlabeled event's labels exclude it`);
    }
  }
  if (labels)
    put(
      payload,
      'pull_request.labels',
      labels.map((name) => ({ name })),
    );
}

function applyPush(payload: Json, facts: EventFacts): void {
  put(payload, 'ref', facts.ref);
  put(payload, 'before', facts.before);
  put(payload, 'after', facts.sha);
  if (facts.headCommitMessage !== undefined || facts.sha !== undefined) {
    const id = facts.sha ?? get(payload, 'after');
    const message = facts.headCommitMessage ?? get(payload, 'head_commit.message') ?? '';
    put(payload, 'head_commit', { id, message });
    put(payload, 'commits', [{ id, message }]);
  }
}

function applyIssueComment(payload: Json, facts: EventFacts): void {
  put(payload, 'action', facts.action);
  put(payload, 'comment.body', facts.commentBody);
  put(payload, 'comment.id', facts.commentId);
  if (facts.previousCommentBody !== undefined) put(payload, 'changes.body.from', facts.previousCommentBody);
  put(payload, 'comment.user.login', facts.actor);
  if (facts.issueNumber !== undefined) {
    put(payload, 'issue.number', facts.issueNumber);
    const issue = get(payload, 'issue') as Json;
    delete issue.pull_request;
  } else if (facts.prNumber !== undefined) {
    put(payload, 'issue.number', facts.prNumber);
    put(
      payload,
      'issue.pull_request.url',
      `https://api.github.com/repos/${facts.repository ?? DEFAULT_REPOSITORY}/pulls/${facts.prNumber}`,
    );
  }
}

/** A merge queue's group for the PR: its head commit is what required checks report on. */
function applyMergeGroup(payload: Json, facts: EventFacts): void {
  put(payload, 'action', facts.action);
  const base = facts.baseRef ?? DEFAULT_BRANCH;
  put(payload, 'merge_group.head_sha', facts.sha);
  put(
    payload,
    'merge_group.head_ref',
    `refs/heads/gh-readonly-queue/${base}/pr-${facts.prNumber}-${facts.before}`,
  );
  put(payload, 'merge_group.base_sha', facts.before);
  put(payload, 'merge_group.base_ref', `refs/heads/${base}`);
}

/**
 * The `github.event` payload for `eventName`. Without `base`, every field the workflows read
 * gets a default (see defaults.ts); with `base` (a recorded payload), only the given facts
 * are overlaid.
 */
export function buildEventPayload(eventName: string, facts: EventFacts = {}, base?: Json): BuiltEvent {
  const warnings: string[] = [];
  if (facts.headCommitMessage !== undefined && eventName !== 'push')
    warnings.push(
      `head commit message ignored: only push payloads carry github.event.head_commit; on ${eventName} ` +
        'a commit message reaches job conditions only through a job output (assume it with --job-output)',
    );
  const filled = base ? facts : withDefaults(eventName, facts);
  const payload: Json = base ? structuredClone(base) : {};
  if (filled.repository) put(payload, 'repository', repositoryObject(filled.repository));
  put(payload, 'sender.login', filled.actor);
  if (PULL_REQUEST_EVENTS.includes(eventName)) {
    applyPullRequest(payload, filled, warnings);
    if (!base) put(payload, 'pull_request.state', 'open');
  } else if (eventName === 'push') applyPush(payload, filled);
  else if (eventName === 'issue_comment') applyIssueComment(payload, filled);
  else if (eventName === 'merge_group') applyMergeGroup(payload, filled);
  else if (eventName === 'workflow_dispatch') put(payload, 'ref', filled.ref);
  else {
    put(payload, 'action', filled.action);
    if (eventName === 'repository_dispatch') put(payload, 'client_payload', filled.clientPayload);
  }
  return { payload, warnings };
}

/** The `github` context of a run started by this event (overrides win). */
export function buildGithubContext(
  eventName: string,
  payload: Json,
  workflowName: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const repository = (get(payload, 'repository.full_name') as string | undefined) ?? DEFAULT_REPOSITORY;
  const defaultBranch = (get(payload, 'repository.default_branch') as string | undefined) ?? DEFAULT_BRANCH;
  let ref = `refs/heads/${defaultBranch}`;
  let sha = DEFAULT_SHA;
  let baseRef = '';
  let headRef = '';
  if (eventName === 'pull_request') {
    ref = `refs/pull/${get(payload, 'pull_request.number') ?? get(payload, 'number')}/merge`;
    sha = (get(payload, 'pull_request.merge_commit_sha') as string | undefined) ?? DEFAULT_SHA;
  } else if (eventName === 'pull_request_target') {
    ref = `refs/heads/${get(payload, 'pull_request.base.ref') ?? defaultBranch}`;
    sha = (get(payload, 'pull_request.base.sha') as string | undefined) ?? DEFAULT_SHA;
  } else if (eventName === 'push') {
    ref = (get(payload, 'ref') as string | undefined) ?? ref;
    sha = (get(payload, 'after') as string | undefined) ?? DEFAULT_SHA;
  } else if (eventName === 'workflow_dispatch') {
    ref = (get(payload, 'ref') as string | undefined) ?? ref;
  } else if (eventName === 'merge_group') {
    ref = (get(payload, 'merge_group.head_ref') as string | undefined) ?? ref;
    sha = (get(payload, 'merge_group.head_sha') as string | undefined) ?? DEFAULT_SHA;
  }
  if (PULL_REQUEST_EVENTS.includes(eventName)) {
    baseRef = (get(payload, 'pull_request.base.ref') as string | undefined) ?? '';
    headRef = (get(payload, 'pull_request.head.ref') as string | undefined) ?? '';
  }
  const actor = (get(payload, 'sender.login') as string | undefined) ?? DEFAULT_ACTOR;
  const context: Record<string, unknown> = {
    event_name: eventName,
    event: payload,
    repository,
    repository_owner: repository.split('/')[0],
    ref,
    sha,
    base_ref: baseRef,
    head_ref: headRef,
    actor,
    triggering_actor: actor,
    run_id: DEFAULT_RUN_ID,
    run_number: '1',
    run_attempt: '1',
    workflow: workflowName,
    server_url: 'https://github.com',
    api_url: 'https://api.github.com',
    ...overrides,
  };
  const finalRef = String(context.ref);
  context.ref_name ??= finalRef.replace(/^refs\/(heads|tags|pull)\//, '');
  context.ref_type ??= finalRef.startsWith('refs/tags/') ? 'tag' : 'branch';
  context.workflow_sha ??= context.sha;
  return context;
}
