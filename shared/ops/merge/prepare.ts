/**
 * The synchronization commit (merge main, resolve the changelog conflict, canonicalize links,
 * refresh commit, local gate), prepared in the private worktree only. Every refusal aborts
 * what it started (`git merge --abort`), so cleanup can always remove the worktree.
 */
import { errorMessage } from '../../errors.js';
import { repairChangelog } from '../../changelog/repair.js';
import { canonicalizeChangelog } from '../../merge-prep/canonicalize.js';
import { resolveConflict } from '../../merge-prep/resolve.js';
import type { OpsGit } from '../ports.js';
import { canonicalizeCommitMessage, refreshCommitMessage } from './names.js';
import { refuse } from './refusal.js';

export type SyncCommit = 'merge' | 'merge+canonicalize' | 'canonicalize' | 'refresh';

export interface PrepareInput {
  worktree: string;
  /** The fetched PR head the worktree starts at. */
  pre: string;
  mainRef: string;
  pr: number;
  repo: string;
  file: string;
  allEvals: boolean;
}

export interface Prepared {
  post: string;
  sync: SyncCommit;
  /** One line per step, for the plan and the log. */
  mergeNote: string;
  canonicalizeNote: string;
  gateNote: string;
}

/** The repaired changelog bytes, or undefined when the merge left it within the contract. */
async function repairAfterMerge(git: OpsGit, input: PrepareInput): Promise<Uint8Array | undefined> {
  const { worktree, file } = input;
  try {
    const result = await repairChangelog({
      baseRaw: git.readBlob(worktree, input.mainRef, file),
      headRaw: git.readFile(worktree, file),
      file,
      baseRef: input.mainRef,
      repo: input.repo,
    });
    return result.changed ? result.bytes : undefined;
  } catch (error) {
    return refuse('L3', `Could not repair ${file} after merging ${input.mainRef}: ${errorMessage(error)}`);
  }
}

export async function prepareSyncCommit(git: OpsGit, input: PrepareInput): Promise<Prepared> {
  const { worktree, pr, file } = input;
  const options = { prNumber: pr, repo: input.repo, file };
  // Merge main into the PR head.
  const { outcome, unmerged } = git.merge(worktree, input.mainRef);
  let mergeNote = outcome === 'up-to-date' ? 'already up to date' : 'merged cleanly';
  // A conflict is resolved only when it is confined to the changelog.
  if (outcome === 'conflict') {
    if (unmerged.length !== 1 || unmerged[0] !== file) {
      git.mergeAbort(worktree);
      const unexpected = unmerged.filter((path) => path !== file);
      refuse('L3', `Unexpected conflict(s) in: ${unexpected.join(', ')} — only ${file} is auto-resolved`);
    }
    let resolved: Uint8Array;
    try {
      resolved = (await resolveConflict(git.conflictStages(worktree, file), options)).bytes;
    } catch (error) {
      git.mergeAbort(worktree);
      refuse('L3', `Could not safely resolve ${file}: ${errorMessage(error)}`);
    }
    git.writeAndStage(worktree, file, resolved);
    git.commitMerge(worktree);
    mergeNote = `conflict in ${file} → resolver: Prepared ${file} for PR #${pr}`;
  }
  // A clean merge can still leave the changelog out of the byte contract (main's newer entries
  // below the PR's, a whitespace-only line lost): rewrite it as main plus the PR's entries.
  if (outcome === 'merged') {
    const repaired = await repairAfterMerge(git, input);
    if (repaired) {
      git.writeAndStage(worktree, file, repaired);
      git.commitAmend(worktree);
      mergeNote = `merged cleanly; ${file} repaired (main's bytes, then the PR's entries appended)`;
    }
  }
  const merged = git.head(worktree) !== input.pre;
  // Canonicalize the appended changelog links against main.
  let canonicalizeNote = 'already prepared';
  let prepared;
  try {
    const base = git.readBlob(worktree, input.mainRef, file);
    prepared = await canonicalizeChangelog(base, git.readFile(worktree, file), options);
  } catch (error) {
    refuse('L4', `Could not canonicalize ${file}: ${errorMessage(error)}`);
  }
  let sync: SyncCommit = merged ? 'merge' : 'refresh';
  if (prepared.rewritten.length > 0) {
    git.writeAndStage(worktree, file, prepared.bytes);
    if (merged) {
      git.commitAmend(worktree);
      sync = 'merge+canonicalize';
    } else {
      git.commit(worktree, canonicalizeCommitMessage(pr), false);
      sync = 'canonicalize';
    }
    canonicalizeNote = `Prepared ${file} for PR #${pr} (entries ${prepared.rewritten.join(', ')})`;
  }
  // A new head commit in every case, so the push sends a synchronize event and the gate
  // reads the new authorization.
  if (git.head(worktree) === input.pre) git.commit(worktree, refreshCommitMessage(pr), true);
  const post = git.head(worktree);
  // Run the changelog gate locally before anything is pushed.
  let gateNote: string;
  try {
    gateNote = await git.gate(worktree, {
      file,
      baseRef: input.mainRef,
      headRef: post,
      repo: input.repo,
      prNumber: pr,
      allEvals: input.allEvals,
    });
  } catch (error) {
    refuse('L6', `Changelog gate failed locally: ${errorMessage(error)}`);
  }
  return { post, sync, mergeNote, canonicalizeNote, gateNote };
}
