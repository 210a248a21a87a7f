/** Builders for changelog tests: entry texts, changelog files and real temporary git repositories. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { filesUnder, importCommits, initRepository } from '../helpers/git-repo.js';
import { fixturesDir } from '../helpers/paths.js';

export const REPO = 'example-org/bench';
export const LINK = (n: number | string) => `https://github.com/${REPO}/pull/${n}`;
export const FIXTURE_REPO = join(fixturesDir, 'changelog', 'repo');

/** One entry block in the house layout (ends with a newline, no separator). */
export function entry(
  options: {
    keys?: string[];
    description?: string[];
    link?: string;
    extra?: string[];
  } = {},
): string {
  const keys = options.keys ?? ['config-a'];
  const description = options.description ?? ['Tune config-a'];
  return [
    '- config-keys:',
    ...keys.map((k) => `    - ${k}`),
    ...(options.extra ?? []),
    '  description:',
    ...description.map((d) => `    - "${d}"`),
    `  pr-link: ${options.link ?? LINK(1)}`,
    '',
  ].join('\n');
}

/** Entries joined the canonical way: one empty line between them, one final newline. */
export function changelog(...entries: string[]): string {
  return entries.join('\n');
}

export const HISTORY = changelog(
  entry({ keys: ['config-a'], description: ['First'], link: LINK(1) }),
  entry({ keys: ['config-b'], description: ['Second'], link: LINK(2) }),
);

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

export interface TempRepo {
  dir: string;
  /** Commits the file contents (path → text or bytes) and tags the commit. */
  commit(tag: string, files: Record<string, string | Uint8Array>): void;
  cleanup(): void;
}

/** A real repository with the fixture configs committed, changelog commits tagged by name. */
export function tempRepo(options: { configs?: boolean } = {}): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-changelog-'));
  if (options.configs !== false)
    cpSync(join(FIXTURE_REPO, 'configs'), join(dir, 'configs'), { recursive: true });
  // No template: the sample hooks it would copy are never run.
  initRepository(dir);
  return {
    dir,
    commit(tag, files) {
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
      // One process for the three git steps: forking the test process costs more than git does.
      const script = 'git add -A && git commit -qm "$1" --allow-empty && git tag "$1"';
      const r = spawnSync('sh', ['-c', script, 'sh', tag], { cwd: dir, env: gitEnv, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`git commit and tag ${tag}: ${r.stderr}`);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A repository with one commit per revision of the changelog, each tagged with its name (the
 * fixture configs committed with the first), checked out at the last: one process where
 * committing them one by one would take one per commit.
 */
export function taggedRepo(
  revisions: readonly (readonly [tag: string, content: string | Uint8Array])[],
  file = 'perf-changelog.yaml',
): TempRepo {
  const repo = tempRepo({ configs: false });
  const configs = filesUnder(join(FIXTURE_REPO, 'configs'), FIXTURE_REPO);
  importCommits(
    repo.dir,
    revisions.map(([tag, content], i) => ({
      message: tag,
      tag,
      files: i === 0 ? { ...configs, [file]: content } : { [file]: content },
    })),
  );
  return repo;
}

/** A repository with `base` and `head` tags holding the two changelog revisions, at `head`. */
export function repoWith(
  base: string | Uint8Array,
  head: string | Uint8Array,
  file = 'perf-changelog.yaml',
): TempRepo {
  return taggedRepo(
    [
      ['base', base],
      ['head', head],
    ],
    file,
  );
}

export { seededRandom as seeded } from '../helpers/random.js';
