import { describe, expect, it } from '@jest/globals';
import { ChangelogEntry, checkEntry, describeEntryIssues } from '../../shared/changelog/entry.js';

const base = { 'config-keys': ['k'], description: ['d'], 'pr-link': 'XXX' };

function errorOf(value: Record<string, unknown>): string {
  const check = checkEntry(value);
  if (check.ok) throw new Error(`expected a rejection of ${JSON.stringify(value)}`);
  return describeEntryIssues(check.error);
}

describe('entry schema', () => {
  it('minimal entry: booleans always present, null optionals omitted, fixed key order', () => {
    const check = checkEntry({
      'pr-link': 'XXX',
      description: ['d'],
      'config-keys': ['k'],
      'scenario-type': null,
      'eval-min-prefill-ep': null,
    });
    expect(check.ok && JSON.stringify(check.entry)).toBe(
      '{"config-keys":["k"],"description":["d"],"pr-link":"XXX","evals-only":false,"all-evals":false,"append-only":false}',
    );
  });

  it('explicit defaults equal absent fields; present optionals are serialised last in order', () => {
    const explicit = checkEntry({ ...base, 'evals-only': false, 'all-evals': false, 'append-only': false });
    const absent = checkEntry(base);
    expect(explicit).toEqual(absent);
    const full = checkEntry({ 'scenario-type': ['agentic-coding'], 'eval-min-prefill-ep': 2, ...base });
    expect(full.ok && Object.keys(full.entry)).toEqual([
      'config-keys',
      'description',
      'pr-link',
      'evals-only',
      'all-evals',
      'append-only',
      'eval-min-prefill-ep',
      'scenario-type',
    ]);
  });

  it.each([
    ['empty config-keys', { ...base, 'config-keys': [] }, 'config-keys: must list at least one item'],
    ['empty description', { ...base, description: [] }, 'description: must list at least one item'],
    ['description as a string', { ...base, description: 'text' }, 'description: must be a list of strings'],
    [
      'int config key',
      { ...base, 'config-keys': [5] },
      'config-keys.0: each config key item must be a string',
    ],
    ['int pr-link', { ...base, 'pr-link': 5 }, 'pr-link: must be a string'],
    ['null pr-link', { ...base, 'pr-link': null }, 'pr-link: must be a string'],
    ['missing pr-link', { 'config-keys': ['k'], description: ['d'] }, 'pr-link: must be a string'],
    ['unknown key', { ...base, foo: 1 }, "'foo': unknown key"],
    ['snake_case key', { ...base, pr_link: 'XXX' }, "'pr_link': unknown key"],
    [
      'empty scenario-type',
      { ...base, 'scenario-type': [] },
      'scenario-type: must list at least one scenario type',
    ],
    [
      'unknown scenario',
      { ...base, 'scenario-type': ['foo'] },
      'scenario-type.0: must be one of fixed-seq-len, agentic-coding',
    ],
    [
      'eval-min-prefill-ep 0',
      { ...base, 'eval-min-prefill-ep': 0 },
      'eval-min-prefill-ep: must be at least 1',
    ],
    [
      'eval-min-prefill-ep 2.5',
      { ...base, 'eval-min-prefill-ep': 2.5 },
      'eval-min-prefill-ep: expected a whole number',
    ],
    ['eval-min-prefill-ep "x"', { ...base, 'eval-min-prefill-ep': 'x' }, 'expected a whole number'],
    ['boolean 2', { ...base, 'evals-only': 2 }, 'evals-only: expected a boolean'],
    ['boolean 0.5', { ...base, 'evals-only': 0.5 }, 'evals-only: expected a boolean'],
    ['boolean "maybe"', { ...base, 'all-evals': 'maybe' }, 'all-evals: expected a boolean'],
    ['boolean null', { ...base, 'append-only': null }, 'append-only: expected a boolean'],
    [
      'append-only + evals-only',
      { ...base, 'append-only': true, 'evals-only': true },
      'append-only cannot be combined with eval selection fields',
    ],
    [
      'append-only + all-evals',
      { ...base, 'append-only': true, 'all-evals': true },
      'append-only cannot be combined with eval selection fields',
    ],
    [
      'append-only + eval-min-prefill-ep',
      { ...base, 'append-only': true, 'eval-min-prefill-ep': 1 },
      'append-only cannot be combined with eval selection fields',
    ],
  ])('rejects %s', (_name, value, message) => {
    expect(errorOf(value as Record<string, unknown>)).toContain(message);
  });

  it.each([
    ['"yes"', 'yes', true],
    ['"No"', 'No', false],
    ['"t"', 't', true],
    ['"off"', 'off', false],
    ['1', 1, true],
    ['0.0', 0.0, false],
    ['1.0', 1.0, true],
  ])('coerces evals-only %s', (_name, value, expected) => {
    const check = checkEntry({ ...base, 'evals-only': value });
    expect(check.ok && check.entry['evals-only']).toBe(expected);
  });

  it.each([
    ['"2"', '2', 2],
    ['2.0', 2.0, 2],
    ['true', true, 1],
  ])('coerces eval-min-prefill-ep %s', (_name, value, expected) => {
    const check = checkEntry({ ...base, 'eval-min-prefill-ep': value });
    expect(check.ok && check.entry['eval-min-prefill-ep']).toBe(expected);
  });

  it('append-only with evals-only: false is fine', () => {
    expect(checkEntry({ ...base, 'append-only': true, 'evals-only': false }).ok).toBe(true);
  });

  it('the fast path and the schema agree', () => {
    const value = {
      ...base,
      'evals-only': true,
      'scenario-type': ['fixed-seq-len'],
      'eval-min-prefill-ep': 3,
    };
    const check = checkEntry(value);
    expect(check.ok && check.entry).toEqual(ChangelogEntry.parse(value));
  });
});
