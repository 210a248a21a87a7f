import { buildEventPayload, formatPlan, planToJson, simulateWorkflow } from '../shared/simulate/index.js';
import { runCli, writeStdout } from './_common/cli.js';
import { SIMULATE_USAGE, parseSimulateArgs } from './simulate/args.js';
import { readJsonObject, readOutputs, readText } from './simulate/read-files.js';

// argv[0] is the subcommand group the dispatcher (bin/sweepkit.js) routed here.
await runCli(async (argv) => {
  const args = parseSimulateArgs(argv.slice(1));
  if (args.help) {
    process.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  const workflowText = readText(args.workflowFile, 'workflow file');
  const base = args.payloadFile
    ? readJsonObject(args.payloadFile, 'event payload', 'give a webhook payload object')
    : undefined;
  const jobOutputs = args.outputsFile ? readOutputs(args.outputsFile) : {};
  for (const [job, values] of Object.entries(args.jobOutputs))
    jobOutputs[job] = { ...jobOutputs[job], ...values };

  const event = buildEventPayload(args.eventName, args.facts, base);
  const result = await simulateWorkflow({
    workflowText,
    fileName: args.workflowFile,
    event: { name: args.eventName, payload: event.payload },
    github: args.github,
    jobResults: args.jobResults,
    jobOutputs,
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
  writeStdout(
    args.json ? planToJson(result) : formatPlan(result, args.workflowFile, eventLabel, args.cancelAfter),
  );
  return 0;
});
