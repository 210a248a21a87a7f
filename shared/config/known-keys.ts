/**
 * The field names a schema allows at a path inside a value, so an unknown field gets the closest
 * allowed names ("did you mean 'framework'?") instead of nothing or the whole list. Walks zod's
 * schema definitions (`_zod.def`, the structure zod 4 documents for tools built on it) through the
 * wrappers the config schemas use: optional, nullable, default, pipes and checks, arrays, unions,
 * records and lazy schemas.
 */
import type { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  valueType?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
};

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** The schema itself, or the schemas it stands for once wrappers are taken off. */
function unwrap(schema: z.core.$ZodType, depth = 0): z.core.$ZodType[] {
  if (depth > 20) return [];
  const def = defOf(schema);
  const inner = def.innerType ?? def.in ?? (def.type === 'lazy' ? def.getter?.() : undefined);
  if (inner) return unwrap(inner, depth + 1);
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => unwrap(o, depth + 1));
  return [schema];
}

/** One step down `path` from each schema. */
function step(schemas: z.core.$ZodType[], key: PropertyKey): z.core.$ZodType[] {
  return schemas.flatMap((schema) => {
    const def = defOf(schema);
    if (def.type === 'object' && def.shape)
      return Object.hasOwn(def.shape, String(key)) ? unwrap(def.shape[String(key)]!) : [];
    if (def.type === 'array' && def.element) return unwrap(def.element);
    if (def.type === 'record' && def.valueType) return unwrap(def.valueType);
    return [];
  });
}

/** The field names allowed in the mapping at `path` of a value `schema` validates (file order). */
export function knownKeysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  let schemas = unwrap(schema);
  for (const key of path) schemas = step(schemas, key);
  const keys = new Set<string>();
  for (const s of schemas) {
    const def = defOf(s);
    if (def.type === 'object' && def.shape) for (const key of Object.keys(def.shape)) keys.add(key);
  }
  return [...keys];
}
