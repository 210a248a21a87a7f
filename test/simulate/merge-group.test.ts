// The merge_group event as GitHub sends it: the group's branch names the PR, and github.sha and
// github.ref are the group's head commit and branch (what required checks report on).
import { describe, expect, it } from '@jest/globals';
import { buildEventPayload, buildGithubContext } from '../../shared/simulate/event.js';

describe('merge_group payload', () => {
  it('names the PR in the group branch; the run context points at the group head', () => {
    const head = 'a'.repeat(40);
    const base = 'b'.repeat(40);
    const { payload } = buildEventPayload('merge_group', { prNumber: 12, sha: head, before: base });
    expect(payload.action).toBe('checks_requested');
    expect(payload.merge_group).toEqual({
      head_sha: head,
      head_ref: `refs/heads/gh-readonly-queue/main/pr-12-${base}`,
      base_sha: base,
      base_ref: 'refs/heads/main',
    });
    const context = buildGithubContext('merge_group', payload, 'Sweep readiness');
    expect(context.sha).toBe(head);
    expect(context.ref).toBe(`refs/heads/gh-readonly-queue/main/pr-12-${base}`);
  });
});
