/** Real temporary git repositories for merge-preparation tests. */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHANGELOG = 'perf-changelog.yaml';
export const REPO = 'example-org/bench';
export const link = (n: number | string) => `https://github.com/${REPO}/pull/${n}`;

/** One block-style entry, ending with its newline. */
export function entry(key: string, description: string, prLink: string, extra = ''): string {
  return `- config-keys:\n    - ${key}\n  description:\n    - "${description}"\n  pr-link: ${prLink}\n${extra}`;
}

// Identity through the environment: fewer git processes than `git config` calls.
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'sweepkit test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'sweepkit test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** A fast-import `data` command: the exact byte count, then the bytes. */
function data(text: string): string[] {
  return [`data ${Buffer.byteLength(text)}`, text];
}

/** The object id git gives a blob with this content. */
function blobId(text: string): string {
  const body = Buffer.from(text);
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]))
    .digest('hex');
}

export class TempRepo {
  readonly dir = mkdtempSync(join(tmpdir(), 'sweepkit-merge-prep-'));

  constructor() {
    this.git('init', '-q', '-b', 'main');
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      env: GIT_ENV,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** Runs git and returns its exit code instead of throwing (for the conflicting merge). */
  tryGit(...args: string[]): number {
    return spawnSync('git', args, { cwd: this.dir, env: GIT_ENV, stdio: 'ignore' }).status ?? -1;
  }

  write(text: string | Buffer, file = CHANGELOG): void {
    writeFileSync(join(this.dir, file), text);
  }

  read(file = CHANGELOG): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  commit(text: string, message = 'change'): void {
    this.write(text);
    this.git('add', CHANGELOG);
    this.git('commit', '-q', '-m', message);
  }

  /**
   * Base on main, the PR branch appends/edits to `pr`, main moves to `main`, then
   * `git merge main` on the PR branch stops on the changelog conflict. The base commit takes
   * whatever is staged besides; the two branch commits come from one `git fast-import`.
   */
  conflict(base: string, pr: string, main: string): void {
    this.commit(base, 'base');
    this.importCommits([
      { branch: 'pr', text: pr, message: 'pr' },
      { branch: 'main', text: main, message: 'main' },
    ]);
    // Everything is committed, so the forced checkout only moves to the PR branch.
    this.git('checkout', '-q', '-f', 'pr');
    if (this.tryGit('merge', '--no-edit', 'main') === 0) throw new Error('expected the merge to conflict');
  }

  /** Puts three index stages for the changelog directly (states `git merge` cannot produce). */
  stages(base: string, pr: string, main: string): void {
    this.commit(base, 'base');
    // The blobs through one fast-import; their ids are computed here, as git computes them.
    this.importBlobs([pr, main]);
    const info = [base, pr, main]
      .map((text, i) => `100644 ${blobId(text)} ${i + 1}\t${CHANGELOG}`)
      .join('\n');
    execFileSync('git', ['update-index', '--index-info'], {
      cwd: this.dir,
      input: `0 ${'0'.repeat(40)}\t${CHANGELOG}\n${info}\n`,
    });
    this.write('<<<<<<< conflicted working tree\n');
  }

  /** Commits, each on top of the current main, the changelog set to `text`, in one process. */
  private importCommits(commits: { branch: string; text: string; message: string }[]): void {
    const stream = commits.flatMap(({ branch, text, message }) => [
      `commit refs/heads/${branch}`,
      `committer ${GIT_ENV.GIT_COMMITTER_NAME} <${GIT_ENV.GIT_COMMITTER_EMAIL}> ${Math.floor(Date.now() / 1000)} +0000`,
      ...data(message),
      'from refs/heads/main^0',
      `M 100644 inline ${CHANGELOG}`,
      ...data(text),
      '',
    ]);
    this.fastImport(stream);
  }

  private importBlobs(texts: string[]): void {
    this.fastImport(texts.flatMap((text) => ['blob', ...data(text)]));
  }

  private fastImport(lines: string[]): void {
    execFileSync('git', ['fast-import', '--quiet'], {
      cwd: this.dir,
      env: GIT_ENV,
      input: `${lines.join('\n')}\n`,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
