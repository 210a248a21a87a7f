/**
 * Where a value sits in a YAML text: the line of the node a validation path points at, so a
 * message names the line of the offending field (`tp: four` on line 1126), not the line of the
 * entry that holds it. Only called when validation fails: the text is parsed once more by the
 * `yaml` package, whose nodes carry their source ranges.
 */
import * as yaml from 'yaml';
import type { Node, ParsedNode } from 'yaml';

/**
 * The 1-based line of each path's node: for a path ending in a mapping key, the key's line; for a
 * path that leaves the document (a missing field), the line of the deepest node it reaches; the
 * document's first line when nothing matches; undefined when the text does not parse.
 */
export async function linesOfPaths(
  text: string,
  paths: readonly (readonly PropertyKey[])[],
): Promise<(number | undefined)[]> {
  const lineCounter = new yaml.LineCounter();
  const doc = yaml.parseDocument(text, { version: '1.1', uniqueKeys: false, lineCounter });
  if (doc.errors.length) return paths.map(() => undefined);
  const lineOf = (node: Node | null | undefined) =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
  return paths.map((path) => lineOf(deepestNode(doc.contents, path)) ?? 1);
}

/** The node `path` reaches (a mapping key's own node for the last step), or the deepest on the way. */
function deepestNode(root: ParsedNode | null, path: readonly PropertyKey[]): Node | null {
  let node: Node | null = root;
  let reached: Node | null = root;
  for (const step of path) {
    if (yaml.isMap(node)) {
      // A repeated key: the last one holds the value (as for PyYAML).
      let pair: (typeof node.items)[number] | undefined;
      for (const item of node.items)
        if (yaml.isScalar(item.key) && String(item.key.value) === String(step)) pair = item;
      if (!pair) return reached;
      reached = pair.key as Node;
      node = (pair.value as Node | null) ?? null;
    } else if (yaml.isSeq(node)) {
      const item = node.items[Number(step)] as Node | undefined;
      if (item === undefined) return reached;
      reached = item;
      node = item;
    } else return reached;
  }
  return reached;
}
