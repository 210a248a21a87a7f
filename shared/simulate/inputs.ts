// The `inputs` context of a workflow_dispatch / workflow_call run: given values typed by
// their declaration, defaults applied, unknown or invalid values rejected.
import type { Issue } from '../errors.js';

type InputValue = string | boolean | number;

import type { InputDeclaration } from './load-workflow.js';

export interface ResolvedInputs {
  values: Record<string, InputValue>;
  issues: Issue[];
}

function literalDefault(value: unknown): InputValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object' && 'value' in value) return (value as { value: InputValue }).value;
  return typeof value === 'object' ? String(value) : (value as InputValue);
}

function typed(name: string, raw: string, declaration: InputDeclaration): InputValue | Issue {
  const type = declaration.type ?? 'string';
  if (type === 'boolean') {
    if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
    return { message: `input '${name}' is a boolean`, value: raw, hint: "give 'true' or 'false'" };
  }
  if (type === 'number') {
    const number = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(number)) return number;
    return { message: `input '${name}' is a number`, value: raw, hint: 'give a number' };
  }
  if (type === 'choice' && declaration.options && !declaration.options.includes(raw))
    return {
      message: `input '${name}' is not one of its options`,
      value: raw,
      hint: `give one of ${declaration.options.join(', ')}`,
    };
  return raw;
}

export function resolveInputs(
  declarations: Record<string, Record<string, InputDeclaration>>,
  eventName: string,
  supplied: Record<string, string>,
): ResolvedInputs {
  const declared =
    eventName === 'workflow_dispatch' || eventName === 'workflow_call'
      ? (declarations[eventName] ?? {})
      : undefined;
  const issues: Issue[] = [];
  const values: Record<string, InputValue> = {};
  if (!declared) {
    for (const name of Object.keys(supplied))
      issues.push({
        message: `input '${name}' given, but only workflow_dispatch and workflow_call runs have inputs`,
        hint: 'drop the input or simulate one of those events',
      });
    return { values, issues };
  }
  const names = Object.keys(declared);
  for (const name of Object.keys(supplied).filter((n) => !names.includes(n)))
    issues.push({
      message: `unknown input '${name}'`,
      hint: names.length ? `the workflow declares: ${names.join(', ')}` : 'the workflow declares no inputs',
    });
  for (const [name, declaration] of Object.entries(declared)) {
    const given = supplied[name];
    if (given !== undefined) {
      const value = typed(name, given, declaration);
      if (typeof value === 'object') issues.push(value);
      else values[name] = value;
      continue;
    }
    const fallback = literalDefault(declaration.default);
    if (fallback !== undefined) {
      const value = typed(name, String(fallback), declaration);
      values[name] = typeof value === 'object' ? fallback : value;
    } else if (declaration.required)
      issues.push({ message: `input '${name}' is required`, hint: `give it (--input ${name}=VALUE)` });
    else if (declaration.type === 'boolean') values[name] = false;
    else if (declaration.type !== 'number') values[name] = '';
  }
  return { values, issues };
}
