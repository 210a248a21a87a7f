// Expands an evaluated `strategy.matrix` into legs, with the platform's errors for an
// empty matrix (a matrix from an empty array fails the job).

type Leg = Record<string, unknown>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function matches(leg: Leg, filter: Leg): boolean {
  return Object.entries(filter).every(([key, value]) => key in leg && sameValue(leg[key], value));
}

/** Returns the legs, or throws an Error whose message is the platform's reason. */
export function expandMatrix(matrix: unknown): Leg[] {
  if (typeof matrix !== 'object' || matrix === null || Array.isArray(matrix))
    throw new Error(`strategy.matrix must be a mapping, got ${JSON.stringify(matrix)}`);
  const { include, exclude, ...vectors } = matrix as Record<string, unknown>;
  let legs: Leg[] = [{}];
  for (const [name, values] of Object.entries(vectors)) {
    if (!Array.isArray(values))
      throw new Error(`matrix vector '${name}' must be an array, got ${JSON.stringify(values)}`);
    if (values.length === 0) throw new Error(`matrix vector '${name}' does not contain any values`);
    legs = legs.flatMap((leg) => values.map((value) => ({ ...leg, [name]: value })));
  }
  const vectorNames = Object.keys(vectors);
  if (vectorNames.length === 0) legs = [];
  for (const filter of asList(exclude, 'exclude')) legs = legs.filter((leg) => !matches(leg, filter));
  for (const extra of asList(include, 'include')) {
    // An include entry extends every leg whose original values it does not contradict
    // (values added by earlier includes may be overwritten); one that extends no leg
    // becomes a leg of its own.
    const original = Object.fromEntries(Object.entries(extra).filter(([k]) => vectorNames.includes(k)));
    const extended = vectorNames.length > 0 ? legs.filter((leg) => matches(leg, original)) : [];
    if (extended.length === 0) legs.push({ ...extra });
    for (const leg of extended)
      for (const [k, v] of Object.entries(extra)) if (!vectorNames.includes(k)) leg[k] = v;
  }
  if (legs.length === 0) throw new Error('the matrix has no legs (no vector values and no include)');
  return legs;
}

function asList(value: unknown, key: string): Leg[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`matrix ${key} must be an array, got ${JSON.stringify(value)}`);
  return value as Leg[];
}
