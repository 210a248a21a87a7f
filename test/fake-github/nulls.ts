/**
 * GitHub documents some fields as nullable, and sweepkit reads them: a workflow run's
 * `head_branch`, `status` and `pull_requests`, a check run's `conclusion` and `started_at`, a
 * comment's or a reaction's `user` (a deleted account), a pull request's `merge_commit_sha`, an
 * artifact's `created_at` and `expires_at`. Fixtures rarely leave them out, so the fake can answer
 * with them set to null: `gh.state.nulls = ALL_NULLS` (or a part of it) rewrites every answer of
 * the routes that return such objects, so the code after parsing runs with what GitHub may send.
 */

const NULLABLE_FIELDS = {
  run: ['head_branch', 'status', 'pull_requests'],
  checkRun: ['conclusion', 'started_at'],
  comment: ['user'],
  reaction: ['user'],
  pull: ['merge_commit_sha'],
  artifact: ['created_at', 'expires_at'],
} as const;

type NullableKind = keyof typeof NULLABLE_FIELDS;
/** Per kind of object, the fields answered as null. */
export type NullFields = { [K in NullableKind]?: readonly (typeof NULLABLE_FIELDS)[K][number][] };

/** Every field above. */
export const ALL_NULLS: NullFields = NULLABLE_FIELDS;

/** The kind of object each route answers with (its list items, or its body), by path. */
const KINDS: [RegExp, NullableKind][] = [
  [/\/actions\/(?:workflows\/[^/]+\/)?runs$/, 'run'],
  [/\/actions\/runs\/\d+$/, 'run'],
  [/\/check-runs$/, 'checkRun'],
  [/\/issues\/\d+\/comments$/, 'comment'],
  [/\/issues\/comments\/\d+$/, 'comment'],
  [/\/reactions$/, 'reaction'],
  [/\/pulls\/\d+$/, 'pull'],
  [/\/commits\/[^/]+\/pulls$/, 'pull'],
  [/\/pulls$/, 'pull'],
  [/\/artifacts$/, 'artifact'],
];

function kindOf(path: string): NullableKind | undefined {
  return KINDS.find(([pattern]) => pattern.test(path))?.[1];
}

/** An answer's items with the chosen fields set to null (a copy; the state is not changed). */
export function withNulls<T>(path: string, items: T, nulls: NullFields | undefined): T {
  const kind = kindOf(path);
  const fields = kind ? (nulls?.[kind] ?? []) : [];
  if (!fields.length) return items;
  const blank = (item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? { ...item, ...Object.fromEntries(fields.map((field) => [field, null])) }
      : item;
  return (Array.isArray(items) ? items.map(blank) : blank(items)) as T;
}
