/**
 * `sweepkit audit-publication --since DATE`: every changelog-changing commit on main since DATE
 * has exactly one push run of run-sweep.yml and verify-publication passes for it. Each commit that
 * does not is one line with what was found and the command that continues from it.
 */
import { createAuditPort } from '../../io/github-audit.js';
import { UsageError } from '../../shared/errors.js';
import { parseRepo, repoName } from '../../shared/github/repo.js';
import { auditPublication, type AuditReport } from '../../shared/ops/audit/publication.js';
import { CHANGELOG_FILE } from '../../shared/ops/inspect/names.js';
import { renderTable } from '../../shared/ops/inspect/table.js';
import type { Subcommand } from '../_common/subcommands.js';
import { type FlagTable, helpText, parseFlagsAndPositionals } from '../_common/flags.js';
import { EXIT, JSON_FLAG, REPO_FLAG, emit, execute, resolveRepo, tokenFromEnv } from './common.js';

const FLAGS = {
  since: { type: 'string', value: 'DATE', help: 'audit commits since DATE (YYYY-MM-DD or an ISO 8601 time)' },
  branch: { type: 'string', default: 'main', value: 'NAME', help: 'the published branch (default main)' },
  'changelog-file': {
    type: 'string',
    default: CHANGELOG_FILE,
    value: 'FILE',
    help: `the changelog (default ${CHANGELOG_FILE})`,
  },
  'app-repo': {
    type: 'string',
    value: 'O/N',
    help: 'results app repository (default $SWEEPKIT_APP_REPO, else <repo>-app)',
  },
  'no-downstream': { type: 'boolean', help: "skip the results app check (verify-publication's V8)" },
  ...REPO_FLAG,
  ...JSON_FLAG,
} as const satisfies FlagTable;

const HELP = helpText({
  usage: 'sweepkit audit-publication --since DATE [flags]',
  about: `Checks that every commit on main that changed the changelog since DATE has exactly one push run
of run-sweep.yml and that verify-publication passes for it. Finds a merge GitHub did not record
(no push run: recover with recover-ingest open-pr --merge-sha), duplicate push runs, failed and
unverified publications, each with the command that continues from it.`,
  epilog: `Exit codes: 0 every commit published, 1 a commit has no push run, several, or a failed
publication, 3 nothing failed but some publication is not verified, 2 usage, 4 GitHub/token error.`,
  flags: FLAGS,
});

const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function sinceOf(text: string | undefined): string {
  if (text === undefined) throw new UsageError('--since DATE is required (e.g. --since 2026-01-01)');
  if (!DATE.test(text) || Number.isNaN(Date.parse(text)))
    throw new UsageError(`--since must be a date (YYYY-MM-DD) or an ISO 8601 time, got '${text}'`);
  return new Date(text.length === 10 ? `${text}T00:00:00Z` : text).toISOString();
}

function renderAudit(report: AuditReport): string {
  const head = `audit-publication: ${report.repo} ${report.branch} since ${report.since}: ${report.commits} changelog-changing ${report.commits === 1 ? 'commit' : 'commits'}`;
  const table = renderTable(
    ['COMMIT', 'PR', 'RESULT', 'DETAIL'],
    report.findings.map((f) => [
      f.sha.slice(0, 8),
      f.pr_number === null ? '?' : `#${f.pr_number}`,
      f.status,
      f.detail,
    ]),
  );
  const next = report.findings.filter((f) => f.next).map((f) => `next (${f.sha.slice(0, 8)}): ${f.next}`);
  return [head, ...(report.findings.length ? [table] : []), ...next, `RESULT: ${report.verdict}`].join('\n');
}

const auditPublicationCommand: Subcommand = {
  about: 'check that every changelog-changing commit on main was published once',
  help: HELP,
  flags: FLAGS,
  async run(argv) {
    const parsed = parseFlagsAndPositionals(argv, FLAGS, { names: [] }, HELP);
    if (!parsed) return 0;
    const { values } = parsed;
    const since = sinceOf(values.since);
    const repo = resolveRepo(values.repo);
    const name = repoName(repo);
    const appName = values['app-repo'] ?? process.env.SWEEPKIT_APP_REPO ?? `${name}-app`;
    const appRepo = values['no-downstream'] ? undefined : parseRepo(appName, '--app-repo');
    const json = values.json === true;
    return execute(json, async () => {
      const report = await auditPublication(createAuditPort({ token: tokenFromEnv() }), {
        repo,
        repoName: name,
        since,
        branch: values.branch,
        file: values['changelog-file'],
        verify: { appRepo, appRepoName: appName },
      });
      emit(json, { ok: report.verdict === 'ok', ...report }, () => renderAudit(report));
      return report.verdict === 'ok' ? EXIT.ok : report.verdict === 'failed' ? EXIT.refused : EXIT.unknown;
    });
  },
};

export default auditPublicationCommand;
