import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../io/github.js';
import { authorizeRepositoryRole, evaluateRepositoryRole } from '../../shared/reuse/authorize.js';
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.js';

// Every permission / role_name combination, plus the edge cases of "missing or malformed".
const CASES: [string, Record<string, unknown>, 'allow' | 'deny' | 'stop'][] = [
  ['admin/admin', { permission: 'admin', role_name: 'admin' }, 'allow'],
  ['write/maintain', { permission: 'write', role_name: 'maintain' }, 'allow'],
  ['write/write', { permission: 'write', role_name: 'write' }, 'allow'],
  ['write/custom', { permission: 'write', role_name: 'ci-writer' }, 'deny'],
  ['read/triage', { permission: 'read', role_name: 'triage' }, 'deny'],
  ['none/read', { permission: 'none', role_name: 'read' }, 'deny'],
  ['read/write (legacy field too low)', { permission: 'read', role_name: 'write' }, 'deny'],
  ['role case differs', { permission: 'write', role_name: 'Write' }, 'deny'],
  ['write/missing role', { permission: 'write' }, 'stop'],
  ['missing permission', { role_name: 'admin' }, 'stop'],
  ['empty role', { permission: 'admin', role_name: '' }, 'stop'],
  ['non-string role', { permission: 'admin', role_name: 3 }, 'stop'],
  ['null permission', { permission: null, role_name: 'admin' }, 'stop'],
];

describe('evaluateRepositoryRole (pure)', () => {
  it.each(CASES)('%s → %s', (_name, response, outcome) => {
    const decision = evaluateRepositoryRole('alice', response);
    expect(decision.outcome).toBe(outcome);
    if (outcome !== 'stop') {
      expect(decision.message).toBe(
        `Actor alice has permission ${response.permission} and role ${response.role_name}`,
      );
    } else {
      expect(decision.message).toMatch(/^Cannot authorize alice: .*(permission|role_name)/);
    }
  });
});

describe('authorizeRepositoryRole against the fake server', () => {
  let gh: FakeGitHub;
  beforeAll(async () => {
    gh = await startFakeGitHub();
  });
  afterAll(() => gh.close());
  const client = () => createGitHubClient({ token: 't', baseUrl: gh.url, retryDelayMs: 1 });

  it.each(CASES)('%s → %s', async (_name, response, outcome) => {
    gh.state.repo('o/r').permissions.alice = response;
    expect((await authorizeRepositoryRole(client(), { owner: 'o', repo: 'r' }, 'alice')).outcome).toBe(
      outcome,
    );
  });

  it.each([404, 500, 403])('HTTP %i stops with the endpoint and status', async (status) => {
    const login = `admin${status}`;
    gh.state.repo('o/r').permissions[login] = { permission: 'admin', role_name: 'admin' };
    gh.fault(`GET /repos/o/r/collaborators/${login}/permission`, { status });
    const decision = await authorizeRepositoryRole(client(), { owner: 'o', repo: 'r' }, login);
    expect(decision.outcome).toBe('stop');
    expect(decision.message).toContain(
      `GitHub API GET /repos/o/r/collaborators/${login}/permission failed: HTTP ${status}`,
    );
  });

  it('a malformed answer stops', async () => {
    gh.fault('GET /repos/o/r/collaborators/carol/permission', { status: 200, body: '[1,2' });
    expect((await authorizeRepositoryRole(client(), { owner: 'o', repo: 'r' }, 'carol')).outcome).toBe(
      'stop',
    );
  });
});

describe('authorizeRepositoryRole without a server', () => {
  it('a network error stops', async () => {
    const client = createGitHubClient({ token: 't', baseUrl: 'http://127.0.0.1:9', retries: 0 });
    const decision = await authorizeRepositoryRole(client, { owner: 'o', repo: 'r' }, 'alice');
    expect(decision.outcome).toBe('stop');
    expect(decision.message).toContain('GitHub API GET /repos/o/r/collaborators/alice/permission failed');
  });
});
