/**
 * `--cost` of `changelog plan` and `simulate`: the estimate as text, from the jobs of recent
 * successful run-sweep runs of the repository (--repo, GITHUB_REPOSITORY, else the origin
 * remote) read with GH_TOKEN or GITHUB_TOKEN. The estimate is advice: without a token, or when
 * the history cannot be read, every config reads unknown and a warning on stderr says why; the
 * command still succeeds.
 */
import { createInspectPort } from '../../io/github-inspect.js';
import { type CostEstimate, type CostHistory, type PlannedLeg } from '../../shared/cost/schema.js';
import { type CostPlan } from '../../shared/cost/legs.js';
import { canaryText } from '../../shared/cost/canary-render.js';
import { costText } from '../../shared/cost/render.js';
import { estimateCost, planCost } from '../../shared/cost/estimate.js';
import { planCanarySaving, simulatedCanarySaving } from '../../shared/cost/canary.js';
import { readCostHistoryOrUnknown, unavailableHistory } from '../../shared/cost/history.js';
import { errorMessage } from '../../shared/errors.js';
import { resolveRepo } from '../run/common.js';

async function history(repoFlag: string | undefined): Promise<CostHistory> {
  const token = process.env.GH_TOKEN || process.env.GITHUB_TOKEN;
  if (!token) return unavailableHistory('set GH_TOKEN or GITHUB_TOKEN to read past run-sweep runs');
  try {
    return await readCostHistoryOrUnknown(createInspectPort({ token }), resolveRepo(repoFlag));
  } catch (error) {
    return unavailableHistory(errorMessage(error));
  }
}

/** The estimate's text; the reason there is no history, if any, goes to stderr as a warning. */
export async function costReport(
  subject: { plan: CostPlan } | { legs: PlannedLeg[] },
  lead: string,
  repoFlag: string | undefined,
): Promise<string> {
  const past = await history(repoFlag);
  if (past.unavailable !== undefined)
    process.stderr.write(`warning: cost estimate without history: ${past.unavailable}\n`);
  const estimate: CostEstimate =
    'plan' in subject ? planCost(subject.plan, past) : estimateCost(subject.legs, past);
  const saving =
    'plan' in subject ? planCanarySaving(subject.plan, past) : simulatedCanarySaving(subject.legs, past);
  return `${costText(estimate, lead)}\n${canaryText(saving)}`;
}
