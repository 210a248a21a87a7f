/**
 * An entry's identity apart from its link: canonical JSON (sorted keys, compact) of the
 * parsed mapping without `pr-link`. Resolution drops PR additions whose signature any main
 * entry already has (kept from the reference: re-runs identical to an old entry are dropped too).
 */

function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function entrySignature(entry: Record<string, unknown>): string {
  const { 'pr-link': _link, ...rest } = entry;
  return canonical(rest);
}
