import { readFileSync } from 'node:fs';
import { SweepkitError, errorMessage } from '../shared/errors.js';
import { buildEventPayload, formatPlan, planToJson, simulateWorkflow } from '../shared/simulate/index.js';
import { runCli, writeStdout } from './_common/cli.js';
import { SIMULATE_USAGE, parseSimulateArgs } from './simulate/args.js';

function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new SweepkitError({
      file,
      message: `cannot read the ${what}: ${errorMessage(error)}`,
      hint: 'check the path',
    });
  }
}

function readPayload(file: string): Record<string, unknown> {
  const text = readText(file, 'event payload');
  try {
    const payload: unknown = JSON.parse(text);
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload))
      return payload as Record<string, unknown>;
  } catch (error) {
    throw new SweepkitError({
      file,
      message: `the event payload is not JSON: ${errorMessage(error)}`,
      hint: 'give a webhook payload object',
    });
  }
  throw new SweepkitError({
    file,
    message: 'the event payload must be a JSON object',
    hint: 'give a webhook payload object',
  });
}

// argv[0] is the subcommand group the dispatcher (bin/sweepkit.js) routed here.
await runCli(async (argv) => {
  const args = parseSimulateArgs(argv.slice(1));
  if (args.help) {
    process.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  const workflowText = readText(args.workflowFile, 'workflow file');
  const base = args.payloadFile ? readPayload(args.payloadFile) : undefined;
  const event = buildEventPayload(args.eventName, args.facts, base);
  const result = await simulateWorkflow({
    workflowText,
    fileName: args.workflowFile,
    event: { name: args.eventName, payload: event.payload },
    github: args.github,
    jobResults: args.jobResults,
    jobOutputs: args.jobOutputs,
    cancelAfter: args.cancelAfter,
    vars: args.vars,
    inputs: args.inputs,
    changedFiles: args.changedFiles,
  });
  result.warnings.unshift(...event.warnings);
  const action = event.payload.action;
  const label = (event.payload.label as { name?: string } | undefined)?.name;
  const eventLabel = [args.eventName, action && `(${String(action)}${label ? ` '${label}'` : ''})`]
    .filter(Boolean)
    .join(' ');
  writeStdout(args.json ? planToJson(result) : formatPlan(result, args.workflowFile, eventLabel));
  return 0;
});
