/**
 * The agentic predicate: the search space "has agentic entries" when
 * `single_node.agentic` or `multi_node.agentic` is present and not `[]`.
 * Mirrors the workflow's `toJson(x) == 'null' || toJson(x) == '[]'` test, so `{}` or a
 * scalar counts as present. `agentic_evals` / `multinode_agentic_evals` are not consulted:
 * an agentic-evals-only change routes to ingest-results (kept from the reference).
 */
export function hasAgenticEntries(searchSpaceConfig: unknown): boolean {
  return ['single_node', 'multi_node'].some((section) => {
    const value = field(field(searchSpaceConfig, section), 'agentic');
    return !(value === undefined || value === null || (Array.isArray(value) && value.length === 0));
  });
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
