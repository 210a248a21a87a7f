/**
 * The priority policy file (reference: configs/ci-priority.yaml): one schema, validated
 * once, normalised to exact decimals with the framework-prefix map kept in file order.
 */
import { isMap, isScalar, parseDocument } from 'yaml';
import { z } from 'zod';
import { SweepkitError, type Issue } from '../errors.js';
import { decimalFromNumber, type Decimal } from './decimal.js';
import { SUPPORTED_POLICY_VERSION } from './names.js';

const bonusMap = z.record(z.string(), z.number());
const names = z.array(z.string());

const PriorityPolicyFileSchema = z.strictObject({
  version: z.literal(SUPPORTED_POLICY_VERSION),
  'base-score': z.number(),
  adjustments: z.strictObject({
    event: bonusMap,
    'multi-node': z.number(),
    agentic: z.number(),
    'eval-only': z.number(),
    precision: bonusMap,
    'spec-decoding': bonusMap,
    /** Ordered: the first key in file order that matches applies. */
    'framework-prefix': bonusMap,
    'model-prefix': bonusMap,
  }),
  labels: z.strictObject({
    'skip-queue': z.strictObject({ name: z.string() }),
    'checklist-complete': z.strictObject({ names, adjustment: z.number() }),
    patchwork: z.strictObject({ names, score: z.number(), 'waived-by': names }),
  }),
});
type PriorityPolicyFile = z.infer<typeof PriorityPolicyFileSchema>;

/** The policy as scoring uses it: exact decimals, ordered prefix list. */
export interface PriorityPolicy {
  baseScore: Decimal;
  event: Map<string, Decimal>;
  multiNode: Decimal;
  agentic: Decimal;
  evalOnly: Decimal;
  precision: Map<string, Decimal>;
  specDecoding: Map<string, Decimal>;
  frameworkPrefix: [prefix: string, bonus: Decimal][];
  modelPrefix: Map<string, Decimal>;
  skipQueueLabel: string;
  checklistLabels: string[];
  checklistAdjustment: Decimal;
  patchworkLabels: string[];
  patchworkScore: Decimal;
  patchworkWaivedBy: string[];
}

function decimals(map: Record<string, number>, order?: string[]): [string, Decimal][] {
  const keys = order?.filter((key) => Object.hasOwn(map, key)) ?? Object.keys(map);
  return keys.map((key) => [key, decimalFromNumber(map[key]!)]);
}

/** `frameworkOrder` restores file order for keys a JS object would reorder (integer-like ones). */
function normalizePolicy(file: PriorityPolicyFile, frameworkOrder?: string[]): PriorityPolicy {
  const a = file.adjustments;
  const l = file.labels;
  return {
    baseScore: decimalFromNumber(file['base-score']),
    event: new Map(decimals(a.event)),
    multiNode: decimalFromNumber(a['multi-node']),
    agentic: decimalFromNumber(a.agentic),
    evalOnly: decimalFromNumber(a['eval-only']),
    precision: new Map(decimals(a.precision)),
    specDecoding: new Map(decimals(a['spec-decoding'])),
    frameworkPrefix: decimals(a['framework-prefix'], frameworkOrder),
    modelPrefix: new Map(decimals(a['model-prefix'])),
    skipQueueLabel: l['skip-queue'].name,
    checklistLabels: l['checklist-complete'].names,
    checklistAdjustment: decimalFromNumber(l['checklist-complete'].adjustment),
    patchworkLabels: l.patchwork.names,
    patchworkScore: decimalFromNumber(l.patchwork.score),
    patchworkWaivedBy: l.patchwork['waived-by'],
  };
}

const FIX_HINT = 'compare with the policy format in docs/merge-prep.md#priority-policy';

/** Parses and validates a policy file's text; every problem names the file and key path. */
export async function parsePriorityPolicy(text: string, file: string): Promise<PriorityPolicy> {
  const doc = parseDocument(text, { version: '1.1', uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    throw new SweepkitError(
      doc.errors.map((error) => ({
        message: `not valid YAML: ${error.message.split('\n')[0]}`,
        file,
        line: error.linePos?.[0]?.line,
      })),
    );
  }
  const raw: unknown = doc.toJS();
  const version = (raw as { version?: unknown } | null)?.version;
  if (version !== SUPPORTED_POLICY_VERSION) {
    throw new SweepkitError({
      message: `Unsupported CI priority policy version: ${String(version)}`,
      file,
      path: 'version',
      hint: `set 'version: ${SUPPORTED_POLICY_VERSION}'`,
    });
  }
  const parsed = PriorityPolicyFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new SweepkitError(
      parsed.error.issues.map((issue): Issue => ({
        message: issue.message,
        file,
        path: issue.path.join('.'),
        hint: FIX_HINT,
      })),
      `${file} is not a valid priority policy`,
    );
  }
  const prefixNode = doc.getIn(['adjustments', 'framework-prefix'], true);
  const order = isMap(prefixNode)
    ? prefixNode.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)))
    : undefined;
  return normalizePolicy(parsed.data, order);
}
