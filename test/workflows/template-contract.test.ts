// The benchmark templates are the consuming repository's: every call must fit the interface of
// the reference templates (+ node-count) recorded in workflows/template-contract/, and read from
// matrix.config only keys that the generated rows of that family can carry.
import { describe, expect, it } from '@jest/globals';
import { ROW_SCHEMAS, type RowKind } from '../../shared/matrix/rows-schema.js';
import { PRIORITY_KEY, QUEUE_TOKEN_KEY, SKIP_QUEUE_PR_KEY } from '../../shared/priority/names.js';
import { WorkerSchema } from '../../shared/config/components.js';
import { TEMPLATES, loadContract, loadWorkflow, type Job } from './workflow-files.js';

interface ContractInput {
  type: 'string' | 'boolean' | 'number';
  required?: boolean;
}

const contracts = {
  [TEMPLATES.single]: loadContract('benchmark-tmpl.yml'),
  [TEMPLATES.multi]: loadContract('benchmark-multinode-tmpl.yml'),
};

function contractInputs(uses: string): Record<string, ContractInput> {
  const contract = contracts[uses as keyof typeof contracts];
  return (contract.on as { workflow_call: { inputs: Record<string, ContractInput> } }).workflow_call.inputs;
}

/** Keys the priority annotation adds to every row. */
const ANNOTATION_KEYS = [PRIORITY_KEY, QUEUE_TOKEN_KEY, SKIP_QUEUE_PR_KEY];

function rowKeys(kind: RowKind): Set<string> {
  const shape = (ROW_SCHEMAS[kind] as unknown as { shape: Record<string, unknown> }).shape;
  return new Set([...Object.keys(shape), ...ANNOTATION_KEYS]);
}
const workerKeys = new Set(
  Object.keys((WorkerSchema as unknown as { shape: Record<string, unknown> }).shape),
);

/** The row kind each template-calling job's matrix holds. */
const ROW_KIND_OF_JOB: Record<string, RowKind> = {
  'canary-sweep': 'single-node-fixed',
  'canary-agentic': 'single-node-agentic',
  'canary-multi-node': 'multi-node-fixed',
  'canary-multi-node-agentic': 'multi-node-agentic',
  'sweep-single-node-1k1k': 'single-node-fixed',
  'sweep-single-node-8k1k': 'single-node-fixed',
  'sweep-evals': 'single-node-fixed',
  'sweep-multi-node-1k1k': 'multi-node-fixed',
  'sweep-multi-node-8k1k': 'multi-node-fixed',
  'sweep-multi-node-evals': 'multi-node-fixed',
  'sweep-agentic': 'single-node-agentic',
  'sweep-agentic-evals': 'single-node-agentic',
  'sweep-multi-node-agentic': 'multi-node-agentic',
  'sweep-multi-node-agentic-evals': 'multi-node-agentic',
  'test-sweep-single-node': 'single-node-fixed',
  'test-sweep-evals': 'single-node-fixed',
  'test-sweep-multi-node': 'multi-node-fixed',
  'test-sweep-multi-node-evals': 'multi-node-fixed',
  'test-sweep-agentic': 'single-node-agentic',
  'test-sweep-agentic-evals': 'single-node-agentic',
  'test-sweep-multi-node-agentic': 'multi-node-agentic',
  'test-sweep-multi-node-agentic-evals': 'multi-node-agentic',
};

const calls = (['run-sweep.yml', 'e2e-tests.yml'] as const).flatMap((file) =>
  Object.entries(loadWorkflow(file).jobs)
    .filter(([, job]) => job.uses?.startsWith('./'))
    .map(([id, job]) => ({ file, id, job: job as Job & { uses: string; with: Record<string, unknown> } })),
);

describe('benchmark template calls', () => {
  it('checks every template call of run-sweep (14) and e2e (8)', () => {
    expect(calls.filter((call) => call.file === 'run-sweep.yml')).toHaveLength(14);
    expect(calls.filter((call) => call.file === 'e2e-tests.yml')).toHaveLength(8);
    for (const call of calls) expect(Object.keys(ROW_KIND_OF_JOB)).toContain(call.id);
  });

  it.each(calls.map((call) => [`${call.file} ${call.id}`, call] as const))(
    '%s passes only declared inputs, every required one, with booleans where declared',
    (_label, { job }) => {
      const inputs = contractInputs(job.uses);
      const passed = Object.keys(job.with);
      expect(passed.filter((name) => !(name in inputs))).toEqual([]);
      const missing = Object.entries(inputs)
        .filter(([name, input]) => input.required && !(name in job.with))
        .map(([name]) => name);
      expect(missing).toEqual([]);
      for (const [name, value] of Object.entries(job.with)) {
        const expression = typeof value === 'string' && value.includes('${{');
        if (inputs[name]!.type === 'boolean' && !expression) expect(typeof value).toBe('boolean');
      }
    },
  );

  it.each(calls.map((call) => [`${call.file} ${call.id}`, call] as const))(
    '%s reads from matrix.config only keys its rows carry',
    (_label, { id, job }) => {
      const keys = rowKeys(ROW_KIND_OF_JOB[id]!);
      const text = JSON.stringify(job.with);
      const unknown: string[] = [];
      for (const match of text.matchAll(/matrix\.config\.([a-z0-9-]+)(?:\.([a-z0-9-]+))?/g)) {
        const [, key, member] = match;
        if (!keys.has(key!)) unknown.push(key!);
        if ((key === 'prefill' || key === 'decode') && !workerKeys.has(member!))
          unknown.push(`${key}.${member}`);
      }
      expect(unknown).toEqual([]);
    },
  );

  it.each(
    calls
      .filter((call) => call.job.uses === TEMPLATES.multi)
      .map((call) => [`${call.file} ${call.id}`, call] as const),
  )('%s passes the row node-count', (_label, { job }) => {
    expect(job.with['node-count']).toBe('${{ matrix.config.node-count }}');
  });

  it.each(calls.map((call) => [`${call.file} ${call.id}`, call] as const))(
    '%s inherits secrets and takes its matrix from one config vector',
    (_label, { job }) => {
      expect(job.secrets).toBe('inherit');
      expect(Object.keys(job.strategy!.matrix as object)).toEqual(['config']);
    },
  );

  it('passes ref from the e2e input to every e2e call, and never from run-sweep', () => {
    for (const { file, job } of calls) {
      if (file === 'e2e-tests.yml') expect(job.with.ref).toBe('${{ inputs.ref }}');
      else expect(job.with).not.toHaveProperty('ref');
    }
  });

  it('passes skip-queue-pr in run-sweep only (e2e scores without a PR number)', () => {
    for (const { file, job } of calls) {
      if (file === 'run-sweep.yml')
        expect(job.with['skip-queue-pr']).toBe("${{ matrix.config.skip-queue-pr || '' }}");
      else expect(job.with).not.toHaveProperty('skip-queue-pr');
    }
  });
});

describe('the template contract files', () => {
  it.each(Object.entries(contracts).map(([uses, contract]) => [uses, contract] as const))(
    '%s is workflow_call only, declares no secrets, and needs only contents: read',
    (_uses, contract) => {
      expect(Object.keys(contract.on)).toEqual(['workflow_call']);
      expect(
        (contract.on as { workflow_call: Record<string, unknown> }).workflow_call.secrets,
      ).toBeUndefined();
      expect(contract.permissions).toEqual({ contents: 'read' });
    },
  );

  it('makes node-count a required input of the multi-node template only', () => {
    expect(contractInputs(TEMPLATES.multi)['node-count']).toMatchObject({ type: 'string', required: true });
    expect(contractInputs(TEMPLATES.single)['node-count']).toBeUndefined();
  });
});
