/**
 * canary-select as pure functions:
 *
 *   const selection = selectCanary(plan);           // validates, chooses, removes
 *   canaryOutputs(selection)  // { 'canary-config': '[…]', 'remaining-search-space-config': '{…}' }
 *   explainCanary(selection)  // the job summary's sentence
 */
export { canaryOutputs, explainCanary } from './format.js';
export { jqCompare, jqEqual } from './jq-order.js';
export * from './names.js';
export { selectCanary } from './select.js';
