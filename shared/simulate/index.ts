/**
 * The gating simulator's public API (docs/simulate.md). Pure: workflow text + event in,
 * a plan out. It imports @actions/workflow-parser and @actions/expressions, GitHub's own
 * parser and expression engine, which are pure libraries (eslint allows exactly these two
 * in shared/simulate/).
 */
export { simulateWorkflow } from './simulate.js';
export { buildEventPayload, type EventFacts } from './event.js';
export { formatPlan, planToJson } from './format.js';
export * from './types.js';
export * as simulateDefaults from './defaults.js';
