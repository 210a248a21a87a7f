/**
 * Repository-role authorization (stricter than the reference, which checked `permission` only), shared by
 * /stage-results and trusted external dispatch.
 *
 * Both `permission` and `role_name` of GET /collaborators/{login}/permission must be one of
 * admin, maintain, write. Unknown and custom roles are denied (no fallback to `permission`).
 * A missing, non-string or empty field, or any API error, STOPS: the caller must fail the step
 * (it is an error, not a denial, and never a grant).
 */
import type { GitHubClient, RepoRef } from '../github/client.js';
import type { CollaboratorPermission } from '../github/schemas.js';
import { errorMessage } from '../errors.js';

const WRITE_ROLES: readonly string[] = ['admin', 'maintain', 'write'];

type RoleOutcome = 'allow' | 'deny' | 'stop';

export interface RoleDecision {
  outcome: RoleOutcome;
  login: string;
  /** The fields as read (undefined when missing or the call failed). */
  permission?: string;
  roleName?: string;
  /** allow/deny: `Actor <login> has permission <p> and role <r>`; stop: why no decision was possible. */
  message: string;
}

function field(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Pure: decide from a collaborator-permission answer. */
export function evaluateRepositoryRole(login: string, response: CollaboratorPermission): RoleDecision {
  const permission = field(response.permission);
  const roleName = field(response.role_name);
  const missing = [
    ...(permission === undefined
      ? [`permission (got ${JSON.stringify(response.permission) ?? 'nothing'})`]
      : []),
    ...(roleName === undefined ? [`role_name (got ${JSON.stringify(response.role_name) ?? 'nothing'})`] : []),
  ];
  if (missing.length > 0) {
    return {
      outcome: 'stop',
      login,
      permission,
      roleName,
      message: `Cannot authorize ${login}: the collaborator permission answer has no valid ${missing.join(' or ')}`,
    };
  }
  const allowed = WRITE_ROLES.includes(roleName!) && WRITE_ROLES.includes(permission!);
  return {
    outcome: allowed ? 'allow' : 'deny',
    login,
    permission,
    roleName,
    message: `Actor ${login} has permission ${permission} and role ${roleName}`,
  };
}

/**
 * Fetch the collaborator permission of `login` and decide. Never throws: an API failure is `stop` with the error text
 * (endpoint and status), so callers handle exactly three outcomes.
 */
export async function authorizeRepositoryRole(
  client: Pick<GitHubClient, 'getCollaboratorPermission'>,
  repo: RepoRef,
  login: string,
): Promise<RoleDecision> {
  let response: CollaboratorPermission;
  try {
    response = await client.getCollaboratorPermission(repo, login);
  } catch (error) {
    return { outcome: 'stop', login, message: `Cannot authorize ${login}: ${errorMessage(error)}` };
  }
  return evaluateRepositoryRole(login, response);
}
