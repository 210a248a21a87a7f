/**
 * `sweepkit e2e dispatch` against the fake server: the generator command checked locally, the
 * inputs checked against the workflow file at the ref, a unique title, the run found by exact title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkDispatchInputs,
  readDispatchInputs,
  runsTitled,
  uniqueTestName,
} from '../../shared/ops/inspect/dispatch.js';
import type { RunHeader } from '../../shared/ops/inspect/schemas.js';
import { fakeGitHubEnv, withFakeGitHub } from '../fake-github/seed.js';
import type { FakeGitHub } from '../fake-github/server.js';
import { projectRoot } from '../helpers/paths.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { REPO, run } from './world.js';

const WORKFLOW = readFileSync(join(projectRoot, 'workflows/e2e-tests.yml'), 'utf8');
const COMMAND = 'test-config --config-files configs/nvidia-master.yaml --config-keys demo-fp8-h100-sglang';
const e2e = (gh: FakeGitHub, args: string[]) =>
  runCliAsync(['e2e', 'dispatch', '--repo', REPO, ...args], {
    env: fakeGitHubEnv(gh, 'tok'),
    isolatedEnv: true,
    cwd: projectRoot,
  });

function withWorkflow(gh: FakeGitHub, ref = 'feat/x'): void {
  gh.state.repo(REPO).contents[ref] = { '.github/workflows/e2e-tests.yml': WORKFLOW };
}

/** Answers the dispatch the way GitHub does: a new run titled from the test-name input. */
function startRunOnDispatch(gh: FakeGitHub, extra: RunHeader[] = []): void {
  gh.addHandler((req) => {
    if (req.method === 'POST' && req.url?.endsWith('/actions/workflows/e2e-tests.yml/dispatches')) {
      setTimeout(() => {
        const r = gh.state.repo(REPO);
        const name = r.workflowDispatches.at(-1)?.inputs?.['test-name'];
        r.runs.unshift(
          run({
            id: 500,
            event: 'workflow_dispatch',
            path: '.github/workflows/e2e-tests.yml',
            status: 'queued',
            conclusion: null,
            created_at: new Date().toISOString(),
            display_title: `e2e Test - ${String(name)}`,
          }),
          ...(extra as never[]),
        );
      }, 300);
    }
    return false;
  });
}

describe('dispatch decisions', () => {
  const spec = readDispatchInputs(
    {
      on: {
        workflow_dispatch: {
          inputs: { a: { type: 'boolean' }, b: { type: 'choice', options: ['x'] }, c: { required: true } },
        },
      },
    },
    'w.yml',
  );

  it.each<[Record<string, string>, RegExp]>([
    [{ c: '1', zzz: '1' }, /w.yml: zzz: is not an input of this workflow at this ref; known inputs: a, b, c/],
    [{ c: '1', a: 'yes' }, /a: must be true or false \(got 'yes'\)/],
    [{ c: '1', b: 'y' }, /b: must be one of x/],
    [{}, /c: is required by the workflow; pass --input c=VALUE/],
  ])('refuses %o', (given, message) => {
    expect(() => checkDispatchInputs(spec, given, 'w.yml')).toThrow(message);
  });

  it('titles match exactly, case-sensitive, untrimmed, and not before the dispatch', () => {
    const runs = [
      run({ id: 1, display_title: 'e2e Test - abc' }),
      run({ id: 2, display_title: 'e2e Test - abc2' }),
      run({ id: 3, display_title: 'e2e Test - abc ' }),
      run({ id: 4, display_title: 'e2e test - abc' }),
      run({ id: 5, display_title: 'e2e Test - abc', created_at: '2026-05-13T09:00:00Z' }),
    ] as RunHeader[];
    expect(runsTitled(runs, 'e2e Test - abc').map((r) => r.id)).toEqual([1, 5]);
    expect(runsTitled(runs, 'e2e Test - abc', new Date('2026-05-13T10:00:04Z')).map((r) => r.id)).toEqual([
      1,
    ]);
  });

  it('unique names carry the time and the randomness', () => {
    expect(uniqueTestName(new Date('2026-12-01T21:33:00.123Z'), 'a1b2c3')).toBe(
      'sweepkit-20261201T213300Z-a1b2c3',
    );
  });
});

describe('sweepkit e2e dispatch', () => {
  it('checks, dispatches with the inputs, and finds the run by its exact title', () =>
    withFakeGitHub(async (gh) => {
      withWorkflow(gh);
      startRunOnDispatch(gh);
      const result = await e2e(gh, [
        '--ref',
        'feat/x',
        '--generate-cli-command',
        COMMAND,
        '--test-name',
        'abc',
        '--input',
        'require-power=true',
        '--json',
      ]);
      expect(result.code).toBe(0);
      const doc = JSON.parse(result.stdout);
      expect(doc).toMatchObject({
        ok: true,
        test_name: 'abc',
        run: { id: 500, display_title: 'e2e Test - abc' },
      });
      expect(gh.state.repo(REPO).workflowDispatches).toEqual([
        {
          workflow_id: 'e2e-tests.yml',
          ref: 'feat/x',
          inputs: { 'require-power': 'true', 'generate-cli-command': COMMAND, 'test-name': 'abc' },
          token: 'tok',
        },
      ]);
      expect(gh.calls('GET', '/repos/o/r/contents/')[0]!.query).toEqual({ ref: 'feat/x' });
      expect(result.stderr).toMatch(
        /dispatched e2e-tests.yml on feat\/x as "e2e Test - abc" \(\d+ matrix rows locally\)/,
      );
    }));

  it.each<[string, string[], RegExp]>([
    [
      'a generator command that fails locally',
      ['--generate-cli-command', 'test-config --config-keys nope --config-files configs/nvidia-master.yaml'],
      /generate-cli-command fails locally/,
    ],
    [
      'an input the workflow at that ref does not have',
      ['--generate-cli-command', COMMAND, '--input', 'gpu-count=8'],
      /gpu-count: is not an input of this workflow at this ref/,
    ],
    [
      'a boolean input given a word',
      ['--generate-cli-command', COMMAND, '--input', 'require-power=yes'],
      /require-power: must be true or false/,
    ],
  ])('refuses %s before dispatching (exit 1)', (_, args, message) =>
    withFakeGitHub(async (gh) => {
      withWorkflow(gh);
      const result = await e2e(gh, ['--ref', 'feat/x', ...args]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(gh.state.repo(REPO).workflowDispatches).toEqual([]);
    }),
  );

  it('refuses a title already in use, an empty test name (exit 2), and two runs with the title', () =>
    withFakeGitHub(async (gh) => {
      withWorkflow(gh);
      gh.state.repo(REPO).runs = [
        run({
          id: 9,
          event: 'workflow_dispatch',
          path: '.github/workflows/e2e-tests.yml',
          display_title: 'e2e Test - taken',
        }),
      ];
      const taken = await e2e(gh, [
        '--ref',
        'feat/x',
        '--generate-cli-command',
        COMMAND,
        '--test-name',
        'taken',
      ]);
      expect(taken).toMatchObject({
        code: 1,
        stderr: '✗ run 9 is already titled "e2e Test - taken"; use a unique test name\n',
      });
      expect((await e2e(gh, ['--ref', 'feat/x', '--test-name', ''])).code).toBe(2);
      const twin = run({
        id: 501,
        event: 'workflow_dispatch',
        path: '.github/workflows/e2e-tests.yml',
        created_at: new Date(Date.now() + 1000).toISOString(),
        display_title: 'e2e Test - twin',
      });
      startRunOnDispatch(gh, [twin as RunHeader]);
      const two = await e2e(gh, [
        '--ref',
        'feat/x',
        '--generate-cli-command',
        COMMAND,
        '--test-name',
        'twin',
      ]);
      expect(two).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/✗ 2 runs titled "e2e Test - twin": 500, 501; use a unique test name/),
      });
    }));

  it('times out with 5 when no run appears; the workflow file missing at the ref is exit 4', () =>
    withFakeGitHub(async (gh) => {
      withWorkflow(gh);
      const late = await e2e(gh, ['--ref', 'feat/x', '--generate-cli-command', COMMAND, '--wait', '1']);
      expect(late.code).toBe(5);
      expect(late.stderr).toMatch(
        /✗ No e2e-tests.yml workflow_dispatch run titled "e2e Test - sweepkit-\d{8}T\d{6}Z-[0-9a-f]{6}" appeared within 1 s/,
      );
      const missing = await e2e(gh, ['--ref', 'other', '--generate-cli-command', COMMAND]);
      expect(missing.code).toBe(4);
      expect(missing.stderr).toMatch(/contents.*HTTP 404/);
    }));
});
