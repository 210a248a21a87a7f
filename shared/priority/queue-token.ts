/** The per-row queue token the external scheduler keys runner labels on. */
import { createHash } from 'node:crypto';
import { pythonJson } from './python-json.js';

const QUEUE_TOKEN_LENGTH = 32;

/**
 * First 32 hex chars of SHA-256 over `<namespace>:<path>:<entry as received, keys sorted,
 * compact, ASCII-escaped>`. `path` is the key/index chain from the root ("single_node/8k1k/0").
 */
export function queueToken(namespace: string, path: readonly (string | number)[], entry: unknown): string {
  const material = `${namespace}:${path.join('/')}:${pythonJson(entry, true)}`;
  return createHash('sha256').update(material, 'utf8').digest('hex').slice(0, QUEUE_TOKEN_LENGTH);
}
