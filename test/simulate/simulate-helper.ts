import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEventPayload, type EventFacts } from '../../shared/simulate/event.js';
import { simulateWorkflow } from '../../shared/simulate/simulate.js';
import { type SimulateOptions, type SimulationResult } from '../../shared/simulate/types.js';
import { fixturesDir } from '../helpers/paths.js';

export const fixturePath = (name: string) => join(fixturesDir, 'simulate', name);
const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

/** Simulates one of our fixture workflows for an event built from facts. */
export function simulateFixture(
  name: string,
  eventName: string,
  facts: EventFacts = {},
  extra: Partial<Omit<SimulateOptions, 'workflowText' | 'event'>> = {},
): Promise<SimulationResult> {
  return simulateWorkflow({
    workflowText: fixture(name),
    fileName: name,
    event: { name: eventName, payload: buildEventPayload(eventName, facts).payload },
    ...extra,
  });
}

/** `{ job: status }` for compact table assertions. */
export function statuses(result: SimulationResult): Record<string, string> {
  return Object.fromEntries(result.order.map((id) => [id, result.jobs[id]!.status]));
}
