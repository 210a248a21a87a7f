/**
 * Dispatching the e2e workflow safely: the inputs are checked against the workflow file's own
 * `workflow_dispatch` inputs at the ref being dispatched (the file on another branch may differ),
 * every dispatch gets a title nobody else's run has, and the run is then found by that exact
 * title, never as "the newest run", which may be someone else's.
 */
import { SweepkitError } from '../../errors.js';
import type { RunHeader } from './schemas.js';

export const E2E_WORKFLOW = 'e2e-tests.yml';
export const E2E_WORKFLOW_PATH = `.github/workflows/${E2E_WORKFLOW}`;
const E2E_TITLE_PREFIX = 'e2e Test - ';
/** Clock skew allowed between this machine and GitHub when matching a run to a dispatch. */
const DISPATCH_SKEW_MS = 5_000;

export interface DispatchInput {
  type: string;
  required: boolean;
  default: unknown;
  options: string[] | undefined;
}

/** `on.workflow_dispatch.inputs` of a parsed workflow file. */
export function readDispatchInputs(doc: unknown, file: string): Record<string, DispatchInput> {
  const on = (doc as { on?: unknown } | null)?.on;
  const dispatch =
    typeof on === 'object' && on !== null ? (on as Record<string, unknown>).workflow_dispatch : undefined;
  if (dispatch === undefined)
    throw new SweepkitError({
      file,
      message: 'the workflow has no workflow_dispatch trigger',
      hint: 'dispatch a ref whose e2e-tests.yml can be dispatched',
    });
  const inputs =
    (typeof dispatch === 'object' && dispatch !== null
      ? (dispatch as { inputs?: unknown }).inputs
      : undefined) ?? {};
  const out: Record<string, DispatchInput> = {};
  for (const [name, raw] of Object.entries(inputs as Record<string, unknown>)) {
    const spec = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    out[name] = {
      type: typeof spec.type === 'string' ? spec.type : 'string',
      required: spec.required === true,
      default: spec.default,
      options: Array.isArray(spec.options) ? spec.options.map(String) : undefined,
    };
  }
  return out;
}

/** Every problem with `given` against the file's inputs, each naming the input and the fix. */
export function checkDispatchInputs(
  spec: Record<string, DispatchInput>,
  given: Record<string, string>,
  file: string,
): void {
  const issues: { message: string; path?: string; value?: unknown; hint?: string }[] = [];
  for (const [name, value] of Object.entries(given)) {
    const input = spec[name];
    if (!input) {
      issues.push({
        path: name,
        message: 'is not an input of this workflow at this ref',
        hint: `known inputs: ${Object.keys(spec).join(', ')}`,
      });
      continue;
    }
    if (input.type === 'boolean' && value !== 'true' && value !== 'false')
      issues.push({ path: name, message: 'must be true or false', value });
    if (input.type === 'number' && !/^-?\d+(\.\d+)?$/.test(value))
      issues.push({ path: name, message: 'must be a number', value });
    if (input.type === 'choice' && input.options && !input.options.includes(value))
      issues.push({ path: name, message: `must be one of ${input.options.join(', ')}`, value });
  }
  for (const [name, input] of Object.entries(spec)) {
    if (input.required && input.default === undefined && !(name in given))
      issues.push({ path: name, message: 'is required by the workflow', hint: `pass --input ${name}=VALUE` });
  }
  if (issues.length)
    throw new SweepkitError(
      issues.map((i) => ({ file, ...i })),
      `invalid inputs for ${file}:`,
    );
}

export function e2eTitle(testName: string): string {
  return `${E2E_TITLE_PREFIX}${testName}`;
}

/** A test name no earlier dispatch can have: UTC time to the second plus random hex. */
export function uniqueTestName(now: Date, random: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `sweepkit-${stamp}-${random}`;
}

/** Runs whose title is exactly `title` (case-sensitive, untrimmed), created no earlier than `since` less the skew. */
export function runsTitled(runs: readonly RunHeader[], title: string, since?: Date): RunHeader[] {
  const floor = since ? since.getTime() - DISPATCH_SKEW_MS : Number.NEGATIVE_INFINITY;
  return runs.filter((r) => r.display_title === title && Date.parse(r.created_at ?? '') >= floor);
}
