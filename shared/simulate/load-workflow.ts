// Parses workflow YAML with GitHub's own parser (@actions/workflow-parser, a pure library)
// into the normalised template: job `if:` with the implicit `success() && (…)` applied.
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  isMapping,
  isString,
  parseWorkflow,
} from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import type { WorkflowTemplate } from '@actions/workflow-parser';
import { SweepkitError, type Issue } from '../errors.js';

export interface LoadedWorkflow {
  template: WorkflowTemplate;
  /** Workflow `name:`, or the file name when absent. */
  name: string;
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

export async function loadWorkflow(text: string, fileName: string): Promise<LoadedWorkflow> {
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
  const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
  const convertErrors = parsed.context.errors.getErrors();
  if (convertErrors.length > 0 || template.errors?.length)
    fail(
      convertErrors.length > 0
        ? convertErrors.map((e) => ({ message: e.message, line: e.range?.start.line }))
        : template.errors!.map((e) => ({ message: e.Message })),
    );
  return { template, name: workflowName(parsed.value!, fileName) };
}
