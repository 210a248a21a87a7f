/**
 * .github/workflows/smoke.yml run step by step on this machine, as the runner would: `run:` steps
 * in bash, `uses: ./actions/<name>` and `./actions/<name>/<entry>` steps as the committed launchers
 * their action.yml `runs.main` names, with INPUT_* variables (the action.yml defaults filled in, as
 * the runner does), against the fake GitHub server and its
 * artifact service; `actions/upload-artifact` is stood in for by seeding that service. The
 * workflow's own last step checks every output, so a smoke workflow that the actions would fail
 * on a real runner fails here first. Only the expressions the smoke workflow uses are evaluated;
 * any other expression fails the test, so it cannot drift into one this runner ignores.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type FakeGitHub, startFakeGitHub } from '../fake-github/index.js';
import {
  type ArtifactService,
  artifactRuntimeEnv,
  installArtifactService,
} from '../fake-github/artifact-service.js';
import { installRunJobs } from '../collect/fake-run-jobs.js';
import { projectRoot } from '../helpers/paths.js';
import { parseOutputFile } from '../helpers/run-action.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}
/** Asynchronous, so the fake GitHub server in this process keeps answering while the step runs. */
function runProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; log: string }>((done) => {
    const child = spawn(command, args, { cwd, env });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => done({ code: code ?? -1, log }));
  });
}

interface StepResult {
  outcome: 'success' | 'failure';
  outputs: Record<string, string>;
  log: string;
}

const REPOSITORY = 'example-org/bench';
const RUN_ID = '1000';
const smoke = parse(readFileSync(join(projectRoot, '.github', 'workflows', 'smoke.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>;
};

let fake: FakeGitHub;
let service: ArtifactService;
let scratch = '';
const results = new Map<string, StepResult>();
const ran: { label: string; result: StepResult }[] = [];

function resolve(text: string, temp: string): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_match, expression: string) => {
    const step = /^steps\.([\w-]+)\.(outcome|outputs\.([\w-]+))$/.exec(expression);
    if (step) {
      const result = results.get(step[1]!);
      if (!result) throw new Error(`smoke.yml reads step '${step[1]}' before it ran`);
      return step[3] ? (result.outputs[step[3]] ?? '') : result.outcome;
    }
    const known: Record<string, string> = {
      'runner.temp': temp,
      'github.token': 'smoke-token',
      'github.repository': REPOSITORY,
      'github.run_attempt': '1',
    };
    if (expression in known) return known[expression]!;
    throw new Error(`the local smoke runner does not evaluate \${{ ${expression} }}`);
  });
}

/** An action directory's action.yml (a main action or a sub-action such as reuse-gate/stage). */
function actionFile(name: string) {
  return parse(readFileSync(join(projectRoot, 'actions', name, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: string }>;
    runs: { main: string };
  };
}

function actionDefaults(name: string): Record<string, string> {
  const action = actionFile(name);
  return Object.fromEntries(
    Object.entries(action.inputs ?? {}).flatMap(([input, spec]) =>
      spec.default === undefined ? [] : [[input, String(spec.default)]],
    ),
  );
}

/** Every action directory with an action.yml: the main actions and their sub-actions. */
function actionDirectories(): string[] {
  const root = join(projectRoot, 'actions');
  return readdirSync(root).flatMap((name) =>
    existsSync(join(root, name, 'action.yml'))
      ? [
          name,
          ...readdirSync(join(root, name))
            .filter((entry) => existsSync(join(root, name, entry, 'action.yml')))
            .map((entry) => `${name}/${entry}`),
        ]
      : [],
  );
}

beforeAll(async () => {
  fake = await startFakeGitHub();
  service = installArtifactService(fake);
  installRunJobs(fake, {
    [RUN_ID]: [
      { name: 'smoke', conclusion: null, run_attempt: 1 },
      { name: 'benchmark h200 / cluster:b200-lab', conclusion: 'success', run_attempt: 1 },
    ],
  });
  fake.state
    .repo(REPOSITORY)
    .runs.push({ id: Number(RUN_ID), name: 'Smoke', status: 'in_progress', conclusion: null });
  scratch = mkdtempSync(join(tmpdir(), 'sweepkit-smoke-'));
  const workspace = join(scratch, 'workspace');
  const temp = join(scratch, 'temp');
  mkdirSync(temp);
  // "Check out": the files the smoke workflow reads, committed, so the changelog step can add two commits.
  for (const part of ['configs', 'test/fixtures/collect'])
    cpSync(join(projectRoot, part), join(workspace, part), { recursive: true });
  // One process for the four git steps; the runner sets GITHUB_SHA once for the job: the commit
  // it checked out.
  const sha = execFileSync(
    'sh',
    [
      '-c',
      'git init -q -b smoke && git add . && git -c user.name=t -c user.email=t@t commit -q -m checkout && git rev-parse HEAD',
    ],
    { cwd: workspace, encoding: 'utf8' },
  ).trim();

  const [job] = Object.values(smoke.jobs);
  for (const [index, step] of job!.steps.entries()) {
    const label = step.name ?? step.id ?? `#${index + 1}`;
    const outputFile = join(temp, `output-${index}`);
    const summaryFile = join(temp, `summary-${index}`);
    const eventFile = join(temp, 'event.json');
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    writeFileSync(
      eventFile,
      JSON.stringify({ ref: 'refs/heads/smoke', repository: { full_name: REPOSITORY } }),
    );
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/smoke',
      GITHUB_SHA: sha,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_REPOSITORY_OWNER: 'example-org',
      GITHUB_RUN_ID: RUN_ID,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: fake.url,
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: temp,
      ...artifactRuntimeEnv(fake.url),
    };
    for (const [key, value] of Object.entries(step.env ?? {})) env[key] = resolve(String(value), temp);
    let result: StepResult;
    if (step.uses?.startsWith('actions/checkout@')) {
      result = { outcome: 'success', outputs: {}, log: 'workspace prepared by the test' };
    } else if (step.uses?.startsWith('actions/upload-artifact@')) {
      const path = resolve(String(step.with!.path), temp);
      const name = resolve(String(step.with!.name), temp);
      service.seed(name, { [path.split('/').pop()!]: readFileSync(join(workspace, path)) });
      result = { outcome: 'success', outputs: {}, log: `seeded artifact ${name}` };
    } else if (step.uses?.startsWith('./actions/')) {
      const name = step.uses.slice('./actions/'.length);
      const inputs = { ...actionDefaults(name), ...step.with };
      for (const [input, value] of Object.entries(inputs))
        env[`INPUT_${input.replace(/ /g, '_').toUpperCase()}`] = resolve(String(value), temp);
      // The runner resolves runs.main against the action's directory (`../dist/<entry>.js` for a sub-action).
      const run = await runProcess(
        process.execPath,
        [join(projectRoot, 'actions', name, actionFile(name).runs.main)],
        workspace,
        env,
      );
      result = {
        outcome: run.code === 0 ? 'success' : 'failure',
        outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
        log: run.log,
      };
    } else if (typeof step.run === 'string') {
      const script = resolve(step.run, temp);
      const run = await runProcess(
        'bash',
        ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script],
        workspace,
        env,
      );
      result = {
        outcome: run.code === 0 ? 'success' : 'failure',
        outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
        log: run.log,
      };
    } else {
      throw new Error(`the local smoke runner cannot run step '${label}' (${step.uses})`);
    }
    ran.push({ label, result });
    if (step.id) results.set(step.id, result);
    if (result.outcome === 'failure' && !step['continue-on-error']) break;
  }
}, 180_000);

afterAll(async () => {
  await fake?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('.github/workflows/smoke.yml on the local runner', () => {
  it('runs every step; only the steps marked continue-on-error may fail', () => {
    const [job] = Object.values(smoke.jobs);
    const unexpected = ran
      .filter(({ label, result }) => {
        const step = job!.steps.find(
          (candidate, i) => (candidate.name ?? candidate.id ?? `#${i + 1}`) === label,
        )!;
        return result.outcome === 'failure' && !step['continue-on-error'];
      })
      .map(({ label, result }) => `${label}:\n${result.log}`);
    expect(unexpected).toEqual([]);
    expect(ran.map(({ label }) => label)).toEqual(
      job!.steps.map((step, i) => step.name ?? step.id ?? `#${i + 1}`),
    );
  });

  it('drives every action and sub-action, none through the deprecated mode input', () => {
    const [job] = Object.values(smoke.jobs);
    const steps = job!.steps.filter((step) => step.uses?.startsWith('./actions/'));
    expect(steps.filter((step) => step.with?.mode !== undefined).map((step) => step.uses)).toEqual([]);
    const driven = new Set(steps.map((step) => step.uses!.slice('./actions/'.length)));
    expect([...driven].sort()).toEqual(actionDirectories().sort());
  });

  it('readiness: an unchanged changelog is ready', () => {
    expect(results.get('readiness')?.outputs.ready).toBe('true');
  });

  it('the four event-bound entries refuse on a push, naming the event they need', () => {
    expect(results.get('reuse-comment')?.log).toContain(
      'validate-comment runs on issue_comment events, not push',
    );
    expect(results.get('reuse-stage')?.log).toContain('stage runs on issue_comment events, not push');
    expect(results.get('stage-callback')?.outcome).toBe('failure');
    expect(results.get('fork-dispatch')?.log).toContain(
      'fork-dispatch runs on pull_request_target labeled events, not push',
    );
  });
});
