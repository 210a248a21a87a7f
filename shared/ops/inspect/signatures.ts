/**
 * Failure signatures: the texts in annotations and log lines that decide a class. A starting set
 * is built in; the benchmark repository may ship `configs/failure-signatures.yaml` to replace the
 * list of any class, so a new infrastructure message needs no sweepkit release. A pattern is
 * matched case-insensitively as plain text, or as a regular expression when written `/.../`.
 */
import { SweepkitError } from '../../errors.js';
import { z } from 'zod';

export const SIGNATURES_FILE = 'configs/failure-signatures.yaml';

export interface Signatures {
  'runner-infrastructure': string[];
  'configuration-runtime': string[];
  'policy-gate': string[];
}

export const DEFAULT_SIGNATURES: Signatures = {
  'runner-infrastructure': [
    'lost communication with the server',
    'runner has received a shutdown signal',
    'The job was not acquired by Runner',
    'No space left on device',
    'ECONNRESET',
    'ETIMEDOUT',
    '503 Service Unavailable',
    '/EACCES.*_work/',
  ],
  'configuration-runtime': [
    'out of memory',
    '/\\bOOM\\b/',
    'CUDA error',
    'HIP error',
    'NCCL',
    'RCCL',
    'never became ready',
    'Traceback',
    'ValidationError',
    'RESULT_FILENAME',
    'no eval files',
    'score validation',
    'matrix generation',
  ],
  'policy-gate': [
    'conflicting sweep labels',
    '/reuse-sweep-run authorization',
    'refusing to reuse',
    'Reusable source run',
  ],
};

const ListSchema = z.optional(z.array(z.string()));
const SignaturesFileSchema = z.strictObject({
  'runner-infrastructure': ListSchema,
  'configuration-runtime': ListSchema,
  'policy-gate': ListSchema,
});

/** The built-in lists with each class the file names replaced by the file's list. */
export function mergeSignatures(data: unknown, file: string): Signatures {
  if (data === null || data === undefined) return DEFAULT_SIGNATURES;
  const parsed = z.safeParse(SignaturesFileSchema, data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SweepkitError({
      file,
      path: issue.path.join('.') || undefined,
      message: issue.message,
      hint: 'the file maps runner-infrastructure, configuration-runtime and policy-gate to lists of texts or /regex/',
    });
  }
  for (const list of Object.values(parsed.data)) for (const p of list ?? []) compile(p, file);
  return { ...DEFAULT_SIGNATURES, ...stripUndefined(parsed.data) };
}

function stripUndefined(data: Partial<Signatures>): Partial<Signatures> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

function compile(pattern: string, file?: string): RegExp {
  const m = /^\/(.+)\/$/.exec(pattern);
  if (!m) return new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  try {
    return new RegExp(m[1]!, 'i');
  } catch (error) {
    throw new SweepkitError({
      file,
      message: `invalid regular expression ${pattern}: ${(error as Error).message}`,
      hint: 'escape special characters, or write the text without slashes',
    });
  }
}

/** The first pattern of `patterns` found in `texts`, with the text that matched. */
export function findSignature(
  patterns: readonly string[],
  texts: readonly string[],
): { pattern: string; text: string } | undefined {
  for (const pattern of patterns) {
    const re = compile(pattern);
    const text = texts.find((t) => re.test(t));
    if (text !== undefined) return { pattern, text: text.length > 200 ? `${text.slice(0, 197)}...` : text };
  }
  return undefined;
}
