/** Real temporary git repositories for merge-preparation tests. */
import { execFileSync, spawnSync } from 'node:child_process';
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
   * `git merge main` on the PR branch stops on the changelog conflict.
   */
  conflict(base: string, pr: string, main: string): void {
    this.commit(base, 'base');
    this.git('checkout', '-q', '-b', 'pr');
    this.commit(pr, 'pr');
    this.git('checkout', '-q', 'main');
    this.commit(main, 'main');
    this.git('checkout', '-q', 'pr');
    if (this.tryGit('merge', '--no-edit', 'main') === 0) throw new Error('expected the merge to conflict');
  }

  /** Puts three index stages for the changelog directly (states `git merge` cannot produce). */
  stages(base: string, pr: string, main: string): void {
    this.commit(base, 'base');
    const hash = (text: string) =>
      execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: this.dir, input: text }).toString().trim();
    const info = [base, pr, main].map((text, i) => `100644 ${hash(text)} ${i + 1}\t${CHANGELOG}`).join('\n');
    execFileSync('git', ['update-index', '--index-info'], {
      cwd: this.dir,
      input: `0 ${'0'.repeat(40)}\t${CHANGELOG}\n${info}\n`,
    });
    this.write('<<<<<<< conflicted working tree\n');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
