/**
 * Loading master config files and the runners file from their texts (the caller reads the
 * files; this module does no I/O). Checks run in the reference's order
 * and the loader messages are kept verbatim, because users and
 * tests grep for them. Entries are returned RAW (as parsed), never default-filled.
 */
import type { z } from 'zod';
import { type Issue, SweepkitError } from '../errors.js';
import { masterEntrySchemaFor } from './master-schema.js';
import { RunnerConfigSchema, pythonTypeName, type RunnerConfig } from './runners-schema.js';
import { readYaml } from './yaml.js';
import { escapeRegExp } from '../text.js';
import { closestNames } from '../suggest.js';
import { linesOfPaths } from '../yaml/positions.js';
import { knownKeysAt } from './known-keys.js';

/** A file given by path, with its text, or `text: undefined` when it does not exist. */
export interface SourceFile {
  path: string;
  text: string | undefined;
}

/** A raw master entry, exactly as parsed from YAML. */
export type RawEntry = Record<string, unknown>;

/** The merged master config: keys in file order, then document order. */
export interface MasterConfig {
  keys: string[];
  entries: Record<string, RawEntry>;
  /** The file each key came from (for messages). */
  fileOf: Record<string, string>;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** The 1-based line where `key:` starts a top-level mapping entry, when it can be found. */
function lineOfKey(text: string | undefined, key: string): number | undefined {
  if (!text) return undefined;
  const match = new RegExp(`^["']?${escapeRegExp(key)}["']?\\s*:`, 'm').exec(text);
  return match ? text.slice(0, match.index).split('\n').length : undefined;
}

/** A zod issue's place in the validated value: the field itself (for an unknown field, its key). */
export interface IssuePlace {
  path: readonly PropertyKey[];
}

/** The hint for an unknown field: the closest allowed names when one is close, never the whole list. */
function unknownFieldHint(key: string, known: readonly string[]): string {
  const close = closestNames(key, known);
  if (close.length === 0) return 'remove it or fix its spelling';
  return `did you mean ${close.map((name) => `'${name}'`).join(' or ')}? (or remove it)`;
}

/**
 * zod issues -> one Issue per problem, with a dotted hyphenated path and the bad value; with the
 * schema, an unknown field's hint names the closest allowed fields. `places` (when given)
 * receives each issue's path in the value, in order, for locating its line.
 */
export function zodIssues(
  error: z.core.$ZodError,
  raw: unknown,
  where: Omit<Issue, 'message'>,
  schema?: z.core.$ZodType,
  places?: IssuePlace[],
): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      const known = schema ? knownKeysAt(schema, issue.path) : [];
      for (const key of issue.keys) {
        issues.push({
          ...where,
          path: [...path, key].join('.'),
          message: `unknown field '${key}' (Extra inputs are not permitted)`,
          hint: unknownFieldHint(key, known),
        });
        places?.push({ path: [...issue.path, key] });
      }
      continue;
    }
    const value = valueAt(raw, issue.path);
    issues.push({
      ...where,
      path: path.length ? path.join('.') : undefined,
      message:
        value === undefined && issue.code === 'invalid_type' ? 'missing required field' : issue.message,
      value: issue.code === 'custom' || value === undefined ? undefined : value,
    });
    places?.push({ path: issue.path });
  }
  return issues;
}

/**
 * Puts each issue at the line of its own field in `text` (under `prefix`, the entry's key), when
 * the text is known; issues keep their entry's line otherwise.
 */
async function atFieldLines(
  issues: Issue[],
  places: readonly IssuePlace[],
  text: string | undefined,
  prefix: readonly PropertyKey[],
): Promise<Issue[]> {
  if (text === undefined) return issues;
  const lines = await linesOfPaths(
    text,
    places.map((place) => [...prefix, ...place.path]),
  );
  return issues.map((issue, i) => ({ ...issue, line: lines[i] ?? issue.line }));
}

/** Loads, merges and validates master config files (every entry, even unselected ones, as the reference does). */
export async function loadMasterConfigs(files: SourceFile[]): Promise<MasterConfig> {
  const merged: MasterConfig = { keys: [], entries: {}, fileOf: {} };
  const texts: Record<string, string | undefined> = {};
  for (const file of files) {
    if (file.text === undefined)
      throw new SweepkitError({ file: file.path, message: `Input file '${file.path}' does not exist.` });
    const doc = readYaml(file.text, file.path);
    if (!isMapping(doc))
      throw new SweepkitError({
        file: file.path,
        message: `Config file '${file.path}' must contain a dictionary`,
        hint: 'a master config file maps config keys to entries',
      });
    const keys = Object.keys(doc);
    const wildcard = keys.find((key) => key.includes('*'));
    if (wildcard !== undefined)
      throw new SweepkitError({
        file: file.path,
        entry: wildcard,
        line: lineOfKey(file.text, wildcard),
        // The reference message starts with a space, kept as is; tests match the substring.
        message: ` Wildcard '*' is not allowed in master config keys: '${wildcard}'`,
        hint: "'*' is reserved for config-key patterns",
      });
    const duplicates = keys.filter((key) => Object.hasOwn(merged.entries, key)).sort();
    if (duplicates.length)
      throw new SweepkitError({
        file: file.path,
        message: `Duplicate configuration keys found in '${file.path}': ${duplicates.join(', ')}`,
        hint: 'a config key may appear in only one master file',
      });
    for (const key of keys) {
      merged.keys.push(key);
      merged.entries[key] = doc[key] as RawEntry;
      merged.fileOf[key] = file.path;
      texts[key] = file.text;
    }
  }
  for (const key of merged.keys) {
    const raw = merged.entries[key];
    // Where an entry is (its line) is only worked out when it fails.
    const where = () => ({ file: merged.fileOf[key], entry: key, line: lineOfKey(texts[key], key) });
    const summary = `Master config entry '${key}' failed validation:`;
    if (!isMapping(raw))
      throw new SweepkitError(
        {
          ...where(),
          message: 'entry must be a mapping',
          value: raw,
          hint: 'write the entry as key: value fields',
        },
        summary,
      );
    const schema = masterEntrySchemaFor(raw);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const places: IssuePlace[] = [];
      const issues = zodIssues(parsed.error, raw, where(), schema, places);
      throw new SweepkitError(await atFieldLines(issues, places, texts[key], [key]), summary);
    }
  }
  return merged;
}

/** Loads and validates the runners file. */
export async function loadRunnerConfig(file: SourceFile): Promise<RunnerConfig> {
  if (file.text === undefined)
    throw new SweepkitError({
      file: file.path,
      message: `Runner config file '${file.path}' does not exist.`,
    });
  const doc = readYaml(file.text, file.path);
  const labels = isMapping(doc) ? doc.labels : undefined;
  if (!isMapping(doc) || !isMapping(labels))
    throw new SweepkitError({
      file: file.path,
      message: 'Runner config must define a labels mapping',
      hint: 'write `labels:` mapping each runner label to a list of node names',
    });
  for (const [label, nodes] of Object.entries(labels)) {
    const where = { file: file.path, entry: label, path: `labels.${label}` };
    if (!Array.isArray(nodes))
      throw new SweepkitError({
        ...where,
        message: `Runner config entry '${label}' must be a list, got ${pythonTypeName(nodes)}`,
        value: nodes,
      });
    if (nodes.some((node) => typeof node !== 'string'))
      throw new SweepkitError({
        ...where,
        message: `Runner config entry '${label}' must contain only strings`,
      });
    if (nodes.length === 0)
      throw new SweepkitError({
        ...where,
        message: `Runner config entry '${label}' cannot be an empty list`,
      });
  }
  const parsed = RunnerConfigSchema.safeParse(doc);
  if (!parsed.success) {
    const places: IssuePlace[] = [];
    const issues = zodIssues(parsed.error, doc, { file: file.path }, RunnerConfigSchema, places);
    throw new SweepkitError(
      await atFieldLines(issues, places, file.text, []),
      'Runner config failed validation:',
    );
  }
  return doc as RunnerConfig;
}
