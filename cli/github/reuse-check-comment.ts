/**
 * `sweepkit reuse check-comment`: what reuse-gate/validate-comment would react to a
 * /reuse-sweep-run comment, without reacting (read-only). The comment comes from the PR by id,
 * or from --body / --body-file with --author-association.
 */
import { readFileSync } from 'node:fs';
import { SweepkitError, UsageError } from '../../shared/errors.js';
import { parseRepo } from '../../shared/github/repo.js';
import { checkReuseComment } from '../../shared/reuse/comment-check.js';
import { REUSE_COMMAND } from '../../shared/reuse/names.js';
import { writeStdout } from '../_common/cli.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlags } from '../_common/flags.js';
import {
  PR_FLAGS,
  REUSE_POLICY_FLAGS,
  clientFromEnv,
  integerFlag,
  required,
  reusePolicy,
} from './reuse-flags.js';

const NAME = 'reuse check-comment';

const FLAGS = {
  ...PR_FLAGS,
  'comment-id': {
    type: 'string',
    value: 'ID',
    help: 'read the comment (body, author_association) from the PR',
  },
  body: { type: 'string', value: 'TEXT', help: 'or judge this text ...' },
  'body-file': { type: 'string', value: 'FILE', help: '... or the text of this file ...' },
  'author-association': {
    type: 'string',
    value: 'ASSOC',
    help: '... as written by this association (required with --body or --body-file)',
  },
  ...REUSE_POLICY_FLAGS,
} as const satisfies FlagTable;

const HELP = helpText({
  usage:
    'sweepkit reuse check-comment --repo OWNER/NAME --pr-number N (--comment-id ID | --body TEXT | --body-file FILE) [flags]',
  about: `Judge one ${REUSE_COMMAND} comment as the reuse-comment validator does (👍 accepted / 👎 rejected),
without adding a reaction. Reads GITHUB_API_URL, GH_TOKEN or GITHUB_TOKEN. Prints JSON:
{"verdict": "accepted" | "rejected" | "no-command", "reason": ..., "runId": ..., "sourceRun": ...}.`,
  flags: FLAGS,
  epilog: 'Exit codes: 0 judged (whatever the verdict), 1 API error, 2 bad flags.',
});

const reuseCheckComment: Subcommand = {
  about: 'check a /reuse-sweep-run comment (grammar, authorization, run)',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const values = parseFlags(argv, FLAGS, HELP);
    if (!values) return 0;
    const repo = parseRepo(required(values, 'repo', NAME), '--repo');
    const prNumber = integerFlag(values, 'pr-number', NAME);
    if (prNumber === undefined) throw new UsageError(`${NAME}: --pr-number is required`);
    const commentId = integerFlag(values, 'comment-id', NAME);
    const sources = [commentId !== undefined, values.body !== undefined, values['body-file'] !== undefined];
    if (sources.filter(Boolean).length !== 1) {
      throw new UsageError(`${NAME}: give exactly one of --comment-id, --body, --body-file`);
    }
    const client = clientFromEnv();
    let body: string;
    let association: string;
    if (commentId !== undefined) {
      const found = (await client.listIssueComments(repo, prNumber)).find((c) => c.id === commentId);
      if (!found) {
        throw new SweepkitError({
          message: `comment ${commentId} is not an issue comment of PR #${prNumber}`,
          hint: 'use the id from the comment URL (#issuecomment-<id>)',
        });
      }
      body = found.body ?? '';
      association = found.author_association ?? '';
    } else {
      body = values.body ?? readBodyFile(values['body-file']!);
      association = required(values, 'author-association', NAME);
    }
    const verdict = await checkReuseComment(client, {
      repo,
      prNumber,
      body,
      authorAssociation: association,
      ...reusePolicy(values),
    });
    const run = verdict.verdict === 'accepted' ? verdict.run : undefined;
    writeStdout(
      JSON.stringify(
        {
          verdict: verdict.verdict,
          reason: verdict.reason,
          runId: verdict.verdict === 'no-command' ? null : (verdict.request?.runId ?? null),
          sourceRun: run
            ? {
                id: run.id,
                attempt: run.run_attempt ?? 1,
                url: run.html_url ?? '',
                headSha: run.head_sha ?? '',
              }
            : null,
        },
        null,
        2,
      ),
    );
    return 0;
  },
};

function readBodyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new SweepkitError({ message: `cannot read --body-file: ${(error as Error).message}`, file: path });
  }
}

export default reuseCheckComment;
