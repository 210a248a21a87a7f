// Parses workflow YAML with GitHub's own parser (@actions/workflow-parser, a pure library)
// into the normalised template: job `if:` with the implicit `success() && (…)` applied.
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
  parseWorkflow,
} from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import type { WorkflowTemplate } from '@actions/workflow-parser';
import { SweepkitError, type Issue } from '../errors.js';
import { foldBlockScalarConditions } from './block-scalar-if.js';

export interface LoadedWorkflow {
  template: WorkflowTemplate;
  /** Workflow `name:`, or the file name when absent. */
  name: string;
  /** `on.workflow_dispatch.inputs` / `on.workflow_call.inputs`, as written. */
  inputs: Record<string, Record<string, InputDeclaration>>;
}

export interface InputDeclaration {
  type?: string;
  required?: boolean;
  default?: unknown;
  options?: string[];
}

/**
 * Input declarations straight from the document: the template converter of
 * @actions/workflow-parser 0.3.61 knows no `type: number` and drops such inputs' defaults.
 */
function inputDeclarations(root: TemplateToken): LoadedWorkflow['inputs'] {
  const declarations: LoadedWorkflow['inputs'] = {};
  const on = isMapping(root) ? root.find('on') : undefined;
  if (!on || !isMapping(on)) return declarations;
  for (const event of ['workflow_dispatch', 'workflow_call']) {
    const config = on.find(event);
    const inputs = config && isMapping(config) ? config.find('inputs') : undefined;
    if (!inputs || !isMapping(inputs)) continue;
    declarations[event] = {};
    for (const { key, value } of inputs) {
      const declaration: InputDeclaration = {};
      if (isMapping(value))
        for (const { key: field, value: setting } of value) {
          const name = String(field);
          if (name === 'options' && isSequence(setting)) declaration.options = [...setting].map(String);
          else if (isString(setting) || isBoolean(setting) || isNumber(setting))
            (declaration as Record<string, unknown>)[name] = setting.value;
        }
      declarations[event]![String(key)] = declaration;
    }
  }
  return declarations;
}

const POSITION = /^(?<file>.*?) \(Line: (?<line>\d+), Col: (?<column>\d+)\): (?<message>[\s\S]*)$/;

function toIssue(fileName: string, message: string, line?: number): Issue {
  const match = POSITION.exec(message);
  if (match?.groups)
    return {
      file: fileName,
      line: Number(match.groups.line),
      column: Number(match.groups.column),
      message: match.groups.message!,
    };
  return { file: fileName, line, message: message.replace(`${fileName}: `, '').trim() };
}

function workflowName(root: TemplateToken, fileName: string): string {
  // The converted template keeps no `name:`; read it from the parsed document.
  const name = isMapping(root) ? root.find('name') : undefined;
  return name && isString(name) && name.value ? name.value : fileName;
}

/**
 * Parsed workflows by file name and text. Parsing and converting with GitHub's parser is most of
 * a simulation's cost, and callers that evaluate one workflow
 * under many events (the decision tables, the mutation checks) pass the same text each time. The
 * simulator only reads the template, so one parse serves them all; a few entries suffice.
 */
const loaded = new Map<string, Promise<LoadedWorkflow>>();
const LOADED_KEPT = 8;

export function loadWorkflow(text: string, fileName: string): Promise<LoadedWorkflow> {
  const key = `${fileName}\0${text}`;
  const kept = loaded.get(key);
  if (kept) return kept;
  const loading = parseAndConvert(text, fileName);
  // A refusal is not kept: the caller gets it, and the next call with the same text parses again.
  loading.catch(() => loaded.delete(key));
  loaded.set(key, loading);
  if (loaded.size > LOADED_KEPT) loaded.delete(loaded.keys().next().value!);
  return loading;
}

async function parseAndConvert(text: string, fileName: string): Promise<LoadedWorkflow> {
  const parsed = parseWorkflow({ name: fileName, content: text }, new NoOperationTraceWriter());
  const fail = (messages: { message: string; line?: number }[]) => {
    throw new SweepkitError(
      messages.map((m) => ({
        ...toIssue(fileName, m.message, m.line),
        hint: 'fix the workflow so that GitHub accepts it (actionlint reports the same problems)',
      })),
      `${fileName}: not a valid GitHub Actions workflow`,
    );
  };
  const parseErrors = parsed.context.errors.getErrors();
  if (parseErrors.length > 0 || !parsed.value)
    fail(parseErrors.map((e) => ({ message: e.message, line: e.range?.start.line })));
  foldBlockScalarConditions(parsed.value!);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
  const convertErrors = parsed.context.errors.getErrors();
  if (convertErrors.length > 0 || template.errors?.length)
    fail(
      convertErrors.length > 0
        ? convertErrors.map((e) => ({ message: e.message, line: e.range?.start.line }))
        : template.errors!.map((e) => ({ message: e.Message })),
    );
  return { template, name: workflowName(parsed.value!, fileName), inputs: inputDeclarations(parsed.value!) };
}
