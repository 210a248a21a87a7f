/**
 * The generator request of a step: either the `generate-cli-command` string (split on
 * whitespace, no shell: quotes are literal characters as in the reference's unquoted expansion,
 * but globs are not expanded against the workspace as the reference's shell did) or the structured inputs, which name the same flags.
 */
import { z } from 'zod';
import { UsageError } from '../../../shared/errors.js';
import { booleanString, integerString } from '../../../shared/inputs.js';
import { type GeneratorRequest, parseInvocation } from '../../../shared/matrix/flags.js';

/** Space/newline separated lists, as YAML block scalars in `with:` give them. */
const words = z.pipe(
  z.string(),
  z.transform((text) => text.split(/\s+/).filter(Boolean)),
);
const integers = z.pipe(
  z.string(),
  z.transform((text, payload) => {
    const values = text.split(/[\s,]+/).filter(Boolean);
    if (values.some((v) => !/^-?\d+$/.test(v))) {
      payload.issues.push({ code: 'custom', message: `expected whole numbers, got '${text}'`, input: text });
      return z.NEVER;
    }
    return values.map(Number);
  }),
);

export const GeneratorInputsSchema = z.object({
  'generate-cli-command': z.optional(z.string()),
  command: z.optional(z.enum(['full-sweep', 'test-config'])),
  'config-files': z.optional(words),
  'runner-config': z.optional(z.string()),
  'config-keys': z.optional(words),
  conc: z.optional(integers),
  'model-prefix': z.optional(words),
  precision: z.optional(words),
  framework: z.optional(words),
  'runner-type': z.optional(words),
  'seq-lens': z.optional(words),
  'scenario-type': z.optional(words),
  'step-size': z.optional(integerString),
  'min-conc': z.optional(integerString),
  'max-conc': z.optional(integerString),
  'max-tp': z.optional(integerString),
  'max-ep': z.optional(integerString),
  'single-node': z.optional(booleanString),
  'multi-node': z.optional(booleanString),
  'no-evals': z.optional(booleanString),
  'evals-only': z.optional(booleanString),
  'all-evals': z.optional(booleanString),
  'runner-node-filter': z.optional(z.string()),
});
export type GeneratorStepInputs = z.output<typeof GeneratorInputsSchema>;

const LIST_FLAGS = [
  'config-files',
  'config-keys',
  'conc',
  'model-prefix',
  'precision',
  'framework',
  'runner-type',
  'seq-lens',
  'scenario-type',
] as const;
const VALUE_FLAGS = [
  'runner-config',
  'step-size',
  'min-conc',
  'max-conc',
  'max-tp',
  'max-ep',
  'runner-node-filter',
] as const;
const SWITCHES = ['single-node', 'multi-node', 'no-evals', 'evals-only', 'all-evals'] as const;

/** The structured inputs as the CLI words they stand for (so both go through one parser). */
function structuredArgv(inputs: GeneratorStepInputs): string[] {
  const argv: string[] = [inputs.command!];
  for (const name of LIST_FLAGS) {
    const values = inputs[name];
    if (values?.length) argv.push(`--${name}`, ...values.map(String));
  }
  for (const name of VALUE_FLAGS) if (inputs[name] !== undefined) argv.push(`--${name}=${inputs[name]}`);
  for (const name of SWITCHES) if (inputs[name] === true) argv.push(`--${name}`);
  return argv;
}

export function generatorRequest(inputs: GeneratorStepInputs): GeneratorRequest {
  const command = inputs['generate-cli-command']?.trim();
  if (command && inputs.command)
    throw new UsageError("give either 'generate-cli-command' or the structured 'command' inputs, not both");
  if (!command && !inputs.command)
    throw new UsageError("generate-cli-command is required (or 'command' with the structured flag inputs)");
  const argv = command ? command.split(/\s+/) : structuredArgv(inputs);
  const request = parseInvocation(argv);
  if (request === null) throw new UsageError('--help is not a generator run');
  return request;
}
