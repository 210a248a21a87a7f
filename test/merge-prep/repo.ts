/** Real temporary git repositories for merge-preparation tests. */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initRepository } from '../helpers/git-repo.js';

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
    initRepository(this.dir);
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      env: GIT_ENV,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  write(text: string | Buffer, file = CHANGELOG): void {
    writeFileSync(join(this.dir, file), text);
  }

  read(file = CHANGELOG): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  commit(text: string, message = 'change'): void {
    this.write(text);
    this.script(`git add ${CHANGELOG} && git commit -q -m "$1"`, [message]);
  }

  /**
   * Base on main, the PR branch appends/edits to `pr`, main moves to `main`, then
   * `git merge main` on the PR branch stops on the changelog conflict. The base commit takes
   * whatever is staged besides; the two branch commits come from one `git fast-import`. All of
   * it is one shell process: a process started from the test costs more than the git commands.
   */
  conflict(base: string, pr: string, main: string): void {
    this.write(base);
    const stream = [
      { branch: 'pr', text: pr, message: 'pr' },
      { branch: 'main', text: main, message: 'main' },
    ].flatMap(({ branch, text, message }) => [
      `commit refs/heads/${branch}`,
      `committer ${GIT_ENV.GIT_COMMITTER_NAME} <${GIT_ENV.GIT_COMMITTER_EMAIL}> ${Math.floor(Date.now() / 1000)} +0000`,
      ...data(message),
      'from refs/heads/main^0',
      `M 100644 inline ${CHANGELOG}`,
      ...data(text),
      '',
    ]);
    // Everything is committed, so the forced checkout only moves to the PR branch; the merge
    // must stop on the conflict (exit 1), anything else is an error.
    const merge = this.script(
      `git add ${CHANGELOG} && git commit -q -m base && git fast-import --quiet && git checkout -q -f pr && ` +
        '{ git merge --no-edit main >/dev/null 2>&1 && exit 3; exit 0; }',
      [],
      `${stream.join('\n')}\n`,
      false,
    );
    if (merge === 3) throw new Error('expected the merge to conflict');
    if (merge !== 0) throw new Error(`could not set up the conflict in ${this.dir} (exit ${merge})`);
  }

  /** Puts three index stages for the changelog directly (states `git merge` cannot produce). */
  stages(base: string, pr: string, main: string): void {
    this.write(base);
    // The blobs through one fast-import; their ids are computed here, as git computes them.
    const info = [base, pr, main]
      .map((text, i) => `100644 ${blobId(text)} ${i + 1}\t${CHANGELOG}`)
      .join('\n');
    const indexInfo = join(this.dir, '.git', 'stages-info');
    writeFileSync(indexInfo, `0 ${'0'.repeat(40)}\t${CHANGELOG}\n${info}\n`);
    const blobs = [pr, main].flatMap((text) => ['blob', ...data(text)]);
    this.script(
      `git add ${CHANGELOG} && git commit -q -m base && git fast-import --quiet && git update-index --index-info < "$1"`,
      [indexInfo],
      `${blobs.join('\n')}\n`,
    );
    rmSync(indexInfo);
    this.write('<<<<<<< conflicted working tree\n');
  }

  /** Runs `script` in sh (arguments as $1...) in the repository; throws on failure unless `check` is false. */
  private script(script: string, args: string[], input = '', check = true): number {
    const r = spawnSync('sh', ['-c', script, 'sh', ...args], {
      cwd: this.dir,
      env: GIT_ENV,
      input,
      encoding: 'utf8',
    });
    if (check && r.status !== 0) throw new Error(`${script}: ${r.stderr}`);
    return r.status ?? -1;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
