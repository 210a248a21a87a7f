// Mutation sanity: the decision tables must notice when a shipped condition changes. Each case
// mutates one condition of run-sweep.yml (in memory) and asserts that some table row now
// disagrees with the simulated plan, and which one (so the example is documented, not luck).
import { describe, expect, it } from '@jest/globals';
import { DOWNSTREAM_ROWS, FRONT_GATE_ROWS, rowDisagreements } from './tables.js';
import { readWorkflowText } from './workflow-files.js';

const original = readWorkflowText('run-sweep.yml');
const rows = [...FRONT_GATE_ROWS, ...DOWNSTREAM_ROWS];

const MUTATIONS = [
  {
    what: 'canary-select back to the reference implicit success()',
    from: "      !cancelled()\n      && needs.setup.result == 'success'\n      && needs.setup.outputs.reuse-enabled != 'true'\n      && github.event_name == 'pull_request'",
    to: "      needs.setup.outputs.reuse-enabled != 'true'\n      && github.event_name == 'pull_request'",
    caughtBy: 'same on a labeled event: the canary runs too',
  },
  {
    what: "fan-out canary test loosened from the allow-list to != 'failure'",
    from: "(needs.canary-sweep.result == 'success' || needs.canary-sweep.result == 'skipped')",
    to: "needs.canary-sweep.result != 'failure'",
    caughtBy: 'same, canary cancelled by a user: the allow-list blocks the fan-out',
  },
  {
    what: 'check-changelog loses its same-repository clause',
    from: "      github.event_name == 'pull_request'\n      && github.event.pull_request.head.repo.full_name == github.repository\n      && (\n        (github.event.action",
    to: "      github.event_name == 'pull_request'\n      && (\n        (github.event.action",
    caughtBy: 'sync, fork head, full label (nothing runs, not even validation)',
  },
  {
    what: 'setup ignores [skip-sweep]',
    from: "          && needs.check-changelog.outputs.skip-pr-sweep != 'true'\n",
    to: '',
    caughtBy: 'sync, full label, head message has [skip-sweep]',
  },
];

async function firstDisagreement(text: string): Promise<{ row: string; why: string[] } | undefined> {
  for (const row of rows) {
    const why = await rowDisagreements(row, text);
    if (why.length > 0) return { row: row.id, why };
  }
  return undefined;
}

describe('mutation sanity: a changed condition makes a decision-table row fail', () => {
  it.each(MUTATIONS.map((mutation) => [mutation.what, mutation] as const))(
    '%s',
    async (_what, mutation) => {
      const occurrences = original.split(mutation.from).length - 1;
      expect(occurrences).toBeGreaterThan(0);
      // Mutate every occurrence (the allow-list appears on all ten fan-out jobs).
      const mutated = original.split(mutation.from).join(mutation.to);
      const caught = await firstDisagreement(mutated);
      expect(caught?.row).toBe(mutation.caughtBy);
      expect(caught!.why.length).toBeGreaterThan(0);
    },
    120_000,
  );

  it('the unmutated workflow agrees with the first rows the mutations are checked against', async () => {
    for (const id of MUTATIONS.map((mutation) => mutation.caughtBy)) {
      expect(
        await rowDisagreements(
          rows.find((row) => row.id === id)!,
          original,
        ),
      ).toEqual([]);
    }
  });
});
