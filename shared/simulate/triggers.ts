// Does the workflow's `on:` start a run for this event? (types, branches, tags, paths)
import type { EventsConfig } from '@actions/workflow-parser/model/workflow-template';
import { DEFAULT_PULL_REQUEST_TYPES } from './defaults.js';
import { matchesFilter } from './filter-pattern.js';

export interface TriggerDecision {
  triggered: boolean;
  reason: string;
  warnings: string[];
}

interface FilterConfig {
  types?: string[];
  branches?: string[];
  'branches-ignore'?: string[];
  tags?: string[];
  'tags-ignore'?: string[];
  paths?: string[];
  'paths-ignore'?: string[];
}

const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];

export interface TriggerFacts {
  eventName: string;
  /** `github.event.action` (activity type), when the event has one. */
  action?: string;
  /** `github.ref` (push: the pushed ref). */
  ref?: string;
  /** `github.base_ref` (pull_request: the target branch). */
  baseRef?: string;
  changedFiles?: string[];
}

const list = (values: string[]) => `[${values.join(', ')}]`;

function refFilterProblem(key: string, config: FilterConfig, facts: TriggerFacts): string | undefined {
  let kind: 'branches' | 'tags' = 'branches';
  let name: string | undefined;
  if (PULL_REQUEST_EVENTS.includes(facts.eventName)) name = facts.baseRef;
  else if (facts.eventName === 'push' && facts.ref) {
    kind = facts.ref.startsWith('refs/tags/') ? 'tags' : 'branches';
    name = facts.ref.replace(/^refs\/(heads|tags)\//, '');
  } else return undefined;
  if (name === undefined) return undefined;
  const include = config[kind];
  const ignore = config[`${kind}-ignore`];
  const other = kind === 'branches' ? 'tags' : 'branches';
  if (!include && !ignore) {
    // A push filtered on branches only never runs for a tag, and vice versa.
    if (facts.eventName === 'push' && (config[other] || config[`${other}-ignore`]))
      return `on.${key} filters ${other} only, so a push of ${kind.slice(0, -1)} '${name}' does not run`;
    return undefined;
  }
  if (include && !matchesFilter(name, include))
    return `on.${key}.${kind} ${list(include)} does not match '${name}'`;
  if (ignore && matchesFilter(name, ignore))
    return `on.${key}.${kind}-ignore ${list(ignore)} matches '${name}'`;
  return undefined;
}

function pathFilterProblem(
  key: string,
  config: FilterConfig,
  facts: TriggerFacts,
  warnings: string[],
): string | undefined {
  const { paths, 'paths-ignore': ignore } = config;
  if (!paths && !ignore) return undefined;
  const files = facts.changedFiles;
  if (files === undefined) {
    const filter = paths ? `paths ${list(paths)}` : `paths-ignore ${list(ignore!)}`;
    warnings.push(
      `on.${key}.${filter} not checked: assumed to let the run start (give the changed files to check it)`,
    );
    return undefined;
  }
  if (paths && !files.some((file) => matchesFilter(file, paths)))
    return `no changed file matches on.${key}.paths ${list(paths)}`;
  if (ignore && files.every((file) => matchesFilter(file, ignore)))
    return `every changed file matches on.${key}.paths-ignore ${list(ignore)}`;
  return undefined;
}

export function checkTrigger(events: EventsConfig, facts: TriggerFacts): TriggerDecision {
  const warnings: string[] = [];
  const listened = Object.keys(events).filter((name) => events[name] !== undefined);
  const key = facts.eventName;
  const described = facts.action ? `'${key}' (${facts.action})` : `'${key}'`;
  if (!listened.includes(key))
    return {
      triggered: false,
      reason: `the workflow does not listen to ${described}; on: ${list(listened)}`,
      warnings,
    };
  const config = (events[key] ?? {}) as FilterConfig;
  const types = config.types ?? (PULL_REQUEST_EVENTS.includes(key) ? DEFAULT_PULL_REQUEST_TYPES : undefined);
  const typeProblem =
    types && facts.action !== undefined && !types.includes(facts.action)
      ? `on.${key}.types ${list(types)}${config.types ? '' : ' (the default)'} does not include '${facts.action}'`
      : undefined;
  const problem =
    typeProblem ?? refFilterProblem(key, config, facts) ?? pathFilterProblem(key, config, facts, warnings);
  if (problem) return { triggered: false, reason: problem, warnings };
  return { triggered: true, reason: `${described} matches on.${key}`, warnings };
}
