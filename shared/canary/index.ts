/**
 * canary-select as pure functions:
 *
 *   const selection = selectCanary(plan);           // validates, chooses, removes
 *   canaryOutputs(selection)  // { 'canary-config': '[…]', 'remaining-search-space-config': '{…}', 'canary-family': '…' }
 *   explainCanary(selection)  // the job summary's sentence
 *   fanOutOutputs(fanOutMatrices(plan, canaryRow, succeeded))  // each fan-out job's matrix
 */
export { canaryOutputs, explainCanary } from './format.js';
export { FAN_OUT_OUTPUTS, fanOutMatrices, fanOutOutputs } from './fan-out.js';
export { jqCompare, jqEqual } from './jq-order.js';
export * from './names.js';
export { fanOutJobCount } from './rows.js';
export { selectCanary } from './select.js';
