/**
 * The rules a repaired changelog must meet against its base before a recovery uses it: history
 * byte-for-byte, exactly one empty line, then only well-formed entries of one PR. The first broken
 * rule refuses with its message. Used for the original PR's change (scope) and for the recovery
 * PR's change (open-pr), so a recovery can never rewrite or reorder history.
 */
import { Buffer } from 'node:buffer';
import { parseChangelog, type ParsedEntry } from '../../changelog/parse.js';
import { PrLinks, pyRepr } from '../../changelog/pr-link.js';
import { validateRawChange } from '../../changelog/raw-change.js';
import { errorMessage } from '../../errors.js';
import { stop } from './refusal.js';

const ENTRY_START = '- config-keys:';

export interface Reconstruction {
  /** The appended entries, parsed. */
  appended: ParsedEntry[];
  /** The appended bytes (what follows the base, separator included). */
  suffix: Buffer;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function validateReconstruction(
  baseBytes: Uint8Array,
  repairedBytes: Uint8Array,
  pr: number,
  repo: string,
  file: string,
): Promise<Reconstruction> {
  const base = asBuffer(baseBytes);
  const repaired = asBuffer(repairedBytes);
  if (repaired.length < base.length || !repaired.subarray(0, base.length).equals(base))
    stop('repaired changelog does not preserve the recovery base byte-for-byte');
  const suffix = repaired.subarray(base.length);
  const needed = base.toString('latin1').endsWith('\n\n') ? ENTRY_START : `\n${ENTRY_START}`;
  if (!suffix.subarray(0, needed.length).equals(Buffer.from(needed)))
    stop('repaired changelog does not append target entries after one empty line');
  const appendedText = suffix.subarray(needed.length - ENTRY_START.length);
  let appended: ParsedEntry[];
  try {
    appended = (await parseChangelog(appendedText, { file, label: 'reconstructed target PR entries' }))
      .entries;
    validateRawChange(base, repaired, appended.length, 0, { file, label: file });
  } catch (error) {
    stop(errorMessage(error));
  }
  if (appended.length === 0) stop('recovery reconstruction must contain only appended target PR entries');
  const link = new PrLinks(repo).forPr(pr);
  const offending = appended.map((e) => String(e.raw['pr-link'])).filter((l) => l !== link);
  if (offending.length)
    stop(`reconstructed entries must all use ${link}: [${offending.map(pyRepr).join(', ')}]`);
  return { appended, suffix };
}
