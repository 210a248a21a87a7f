/**
 * Merge-preparation cases, shared by the pure tables (every case, in-process) and the
 * real-git CLI tests (the cases marked `git`, through an actual conflicted merge).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from '../helpers/paths.js';
import { entry, link } from './repo.js';

export const history = readFileSync(join(fixturesDir, 'merge-prep', 'history.changelog.txt'), 'utf8');
const mainEntry = entry('dsv4-fp4-b200-vllm', 'main moved on', link(50));
export const main = `${history}\n${mainEntry}`;
const prEntry = (desc = 'PR change', prLink = 'XXX') => entry('qwen3.5-fp4-b200-sglang-mtp', desc, prLink);
const prBlock = (desc = 'PR change') => prEntry(desc, link(42));

export interface ResolveCase {
  name: string;
  base: string;
  pr: string;
  main: string;
  /** The resolved bytes, or the refusal message. */
  expected?: string;
  message?: string;
  /** Also run through a real conflicted `git merge` and the CLI. */
  git?: boolean;
}

export const resolvedCases: ResolveCase[] = [
  {
    name: 'PR XXX entry + main entry: main verbatim, one empty line, PR block with its link',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main,
    expected: `${main}\n${prBlock()}`,
    git: true,
  },
  {
    name: 'already-canonical PR link is rewritten to the same link',
    base: history,
    pr: `${history}\n${prEntry('PR change', link(42))}`,
    main,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'main ending in an empty line gets the block directly',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}\n`,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'main ending in a whitespace-only line gets one empty line after it',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}  \n`,
    expected: `${main}  \n\n${prBlock()}`,
    git: true,
  },
  {
    name: 'main ending in two empty lines keeps both (the raw check allows it)',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}\n\n`,
    expected: `${main}\n\n${prBlock()}`,
  },
  {
    name: 'two PR entries keep their order, one empty line apart; trailing blank lines dropped',
    base: history,
    pr: `${history}\n${prEntry('first')}\n${prEntry('second')}  \n`,
    main,
    expected: `${main}\n${prBlock('first')}\n${prBlock('second')}`,
    git: true,
  },
  {
    name: 'a PR entry main already has (apart from the link) is dropped, the other kept',
    base: history,
    pr: `${history}\n${entry('dsv4-fp4-b200-vllm', 'main moved on', 'XXX')}\n${prEntry()}`,
    main,
    expected: `${main}\n${prBlock()}`,
  },
  {
    name: 'comment lines inside a PR block travel with it',
    base: history,
    pr: `${history}\n${prEntry().replace('  description:', '  # why\n  description:')}`,
    main,
    expected: `${main}\n${prBlock().replace('  description:', '  # why\n  description:')}`,
  },
];

export const refusedCases: ResolveCase[] = [
  {
    name: 'every PR entry is already on main',
    base: history,
    pr: `${history}\n${entry('dsv4-fp4-b200-vllm', 'main moved on', 'XXX')}`,
    main: `${history}\n${mainEntry}\n${entry('other', 'more', link(51))}`,
    message: 'the PR has no changelog contribution remaining after merging main',
    git: true,
  },
  {
    name: 'a PR side that edits history whitespace',
    base: history,
    pr: `${history.replace('  \n', '\n')}\n${prEntry()}`,
    main,
    message: 'appended entries changed historical perf-changelog.yaml bytes',
    git: true,
  },
  {
    name: "a PR entry with another PR's number",
    base: history,
    pr: `${history}\n${prEntry('PR change', link(41))}`,
    main,
    message: `new PR entry must use '${link(42)}' or an XXX placeholder; found '${link(41)}'`,
  },
  {
    name: 'a PR side that changed an existing entry',
    base: history,
    pr: `${history.replace('Bump image', 'Bump image again')}\n${prEntry()}`,
    main,
    message: 'entry 2 changed; existing entries are immutable except for pr-link-only corrections',
  },
  {
    name: 'a PR side identical to the merge base',
    base: history,
    pr: history,
    main,
    message: 'the PR has no appended entry or pr-link correction to preserve',
  },
  {
    name: 'a main side that is not a valid changelog',
    base: history,
    pr: `${history}\n${prEntry()}`,
    main: `${main}\tbroken\n`,
    message: 'main-side perf-changelog.yaml contains tabs',
  },
];

const withLink = (text: string, n: number, to: string) =>
  text.replace(`pr-link: ${link(n)}`, `pr-link: ${to}`);
/** Merge base where entry 2 still had a placeholder; the PR corrects it to …/pull/2. */
const xxxHistory = withLink(history, 2, 'XXX');

export const correctionCases: ResolveCase[] = [
  {
    name: 'a correction is applied to main bytes only',
    base: xxxHistory,
    pr: history,
    main: `${xxxHistory}\n${mainEntry}`,
    expected: `${history}\n${mainEntry}`,
    git: true,
  },
  {
    name: 'already present on main',
    base: xxxHistory,
    pr: history,
    main: `${history}\n${mainEntry}`,
    message: "the PR's pr-link corrections are already present on main",
  },
  {
    name: 'main corrected it differently',
    base: xxxHistory,
    pr: history,
    main: `${withLink(history, 2, link(7))}\n${mainEntry}`,
    message: 'main has a conflicting pr-link for entry 2',
    git: true,
  },
  {
    name: 'main changed the corrected entry',
    base: xxxHistory,
    pr: history,
    main: `${xxxHistory.replace('Bump image', 'Bump image (edited)')}\n${mainEntry}`,
    message: 'main changed corrected entry 2; resolve manually',
  },
  {
    name: 'main lacks the corrected entry',
    base: xxxHistory,
    pr: history,
    main: history.slice(0, history.indexOf('- config-keys:', 1)),
    message: 'main is missing corrected entry 2',
  },
];

const added = (prLink: string, desc = 'PR change') => entry('qwen3.5-fp4-b200-sglang-mtp', desc, prLink);

export interface CanonicalizeCase {
  name: string;
  head: string;
  expected?: string;
  message?: string;
  git?: boolean;
}

export const canonicalizeCases: CanonicalizeCase[] = [
  {
    name: 'XXX becomes the PR link',
    head: `${history}\n${added('XXX')}`,
    expected: `${history}\n${added(link(42))}`,
    git: true,
  },
  {
    name: 'quoted "XXX" becomes the unquoted PR link',
    head: `${history}\n${added('"XXX"')}`,
    expected: `${history}\n${added(link(42))}`,
  },
  {
    name: '…/pull/XXX becomes the PR link',
    head: `${history}\n${added(link('XXX'))}`,
    expected: `${history}\n${added(link(42))}`,
  },
  {
    name: 'a trailing comment on the placeholder line is dropped',
    head: `${history}\n${added('XXX  # fill in')}`,
    expected: `${history}\n${added(link(42))}`,
  },
  {
    name: 'an entry already carrying the PR link stays byte-identical',
    head: `${history}\n${added(`"${link(42)}"`, 'one')}\n${added('XXX', 'two')}`,
    expected: `${history}\n${added(`"${link(42)}"`, 'one')}\n${added(link(42), 'two')}`,
  },
  {
    name: 'all links already canonical: nothing to write',
    head: `${history}\n${added(link(42))}`,
    expected: `${history}\n${added(link(42))}`,
    git: true,
  },
  { name: 'no change at all', head: history, expected: history },
  {
    name: 'a corrections-only change is returned unchanged',
    head: withLink(history, 1, link(9)),
    expected: withLink(history, 1, link(9)),
    git: true,
  },
  {
    name: "another PR's number",
    head: `${history}\n${added(link(41))}`,
    message: `new PR entry must use '${link(42)}' or an XXX placeholder; found '${link(41)}'`,
    git: true,
  },
  {
    name: 'a link to another repository',
    head: `${history}\n${added('https://github.com/elsewhere/repo/pull/42')}`,
    message: 'new PR entry must use',
  },
  {
    name: 'a historical whitespace edit with an append',
    head: `${history.replace('  \n', '\n')}\n${added('XXX')}`,
    message: 'appended entries changed historical perf-changelog.yaml bytes',
  },
  {
    name: 'no empty line before the appended entry',
    head: `${history}${added('XXX')}`,
    message: 'new changelog entries must be separated from history by one empty line',
  },
  {
    name: 'a pr-link correction mixed with an append',
    head: `${withLink(history, 1, link(9))}\n${added('XXX')}`,
    message: 'do not mix historical pr-link corrections with new changelog entries',
  },
  {
    name: 'a working tree without a final newline',
    head: `${history}\n${added('XXX').trimEnd()}`,
    message: 'PR perf-changelog.yaml does not end with a newline',
  },
];
