/** Small text helpers several capabilities share. */

/** `text` as a literal inside a RegExp source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const NON_ASCII = /[\u007f-\uffff]/;

/**
 * Python's json.dumps ensure_ascii: DEL and every non-ASCII UTF-16 unit as lowercase \uXXXX
 * (astral characters as two escapes, as Python writes them). Outside strings JSON text is pure
 * ASCII, so this is safe on whole documents.
 */
export function escapeNonAscii(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
