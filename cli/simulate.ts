import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { buildEventPayload } from '../shared/simulate/event.js';
import { formatPlan, planToJson } from '../shared/simulate/format.js';
import { simulateWorkflow } from '../shared/simulate/simulate.js';
import { PLAN_WIDTH } from '../shared/simulate/format.js';
import { canaryStepOutputs } from '../shared/canary/simulated.js';
import { type CliMain, runCli, writeStdout } from './_common/cli.js';
import { SIMULATE_USAGE, parseSimulateArgs } from './simulate/args.js';
import { readJsonObject, readOutputs, readText } from './simulate/read-files.js';
import { UsageError } from '../shared/errors.js';
import { simulatedLegs } from '../shared/cost/simulated.js';
import { costReport } from './_common/cost.js';

// argv[0] is the subcommand group the dispatcher (bin/sweepkit.js) routed here.
/** The group's entry, exported so it can be called in-process; the bundle runs it below. */
export const main: CliMain = async (argv) => {
  let args;
  try {
    args = parseSimulateArgs(argv.slice(1));
  } catch (error) {
    // The convention of every command: the message, then the help that shows the fix.
    if (error instanceof UsageError) throw new UsageError(`${error.message}\n${SIMULATE_USAGE}`);
    throw error;
  }
  if (args.help) {
    process.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  const workflowText = readText(args.workflowFile, 'workflow file');
  const base = args.payloadFile
    ? readJsonObject(args.payloadFile, 'event payload', 'give a webhook payload object')
    : undefined;
  // Conditions read job outputs the simulator cannot compute (it runs no steps). A workflow
  // may ship typical ones beside it, so the plain question "what does this label do?" gets
  // a realistic plan; the plan says when they were assumed.
  const assumedFile = join(
    dirname(args.workflowFile),
    'simulate',
    `${basename(args.workflowFile).replace(/\.ya?ml$/, '')}.outputs.json`,
  );
  const useAssumed = !args.outputsFile && args.assumedOutputs && existsSync(assumedFile);
  const outputsFile = args.outputsFile ?? (useAssumed ? assumedFile : undefined);
  const jobOutputs = outputsFile ? readOutputs(outputsFile) : {};
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
    deriveOutputs: canaryStepOutputs,
  });
  result.warnings.unshift(...event.warnings);
  if (useAssumed) {
    result.warnings.unshift(
      `job outputs assumed from ${assumedFile} (override with --job-output or --outputs-file; --no-assumed-outputs drops them)`,
    );
  }
  const action = event.payload.action;
  const label = (event.payload.label as { name?: string } | undefined)?.name;
  const eventLabel = [args.eventName, action && `(${String(action)}${label ? ` '${label}'` : ''})`]
    .filter(Boolean)
    .join(' ');
  let text = args.json
    ? planToJson(result)
    : formatPlan(result, args.workflowFile, eventLabel, args.cancelAfter, {
        width: args.wide ? undefined : PLAN_WIDTH,
      });
  if (args.cost) {
    const lead = action === 'labeled' && label ? `adding ${label} here` : 'this run';
    text = `${text.trimEnd()}\n\n${await costReport({ legs: simulatedLegs(result) }, lead, args.facts.repository)}`;
  }
  writeStdout(text);
  return 0;
};

await runCli(main);
