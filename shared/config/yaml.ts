/**
 * Reading config YAML with the YAML 1.1 semantics of PyYAML's safe loader (`2_063_837` is an
 * integer, duplicate keys: last value wins at the first position). The fast subset reader
 * handles real config files; anything else goes through the full `yaml` package (loaded only
 * then, so a normal run does not pay its start-up cost). Both resolve every plain scalar with
 * the one function in shared/yaml/scalars.ts, so a value never depends on which path read it.
 */
import { SweepkitError } from '../errors.js';
import { decodeUtf8Strict, notUtf8Message } from '../utf8.js';
import { applyPlainScalarContract } from '../yaml/full-parser.js';
import { OutsideSubset, parseYamlSubset } from './yaml-fast.js';

/**
 * Limits on what a config file may hold, each a wide margin over the real files (the largest
 * master config is ~320 KB, its longest line a few hundred bytes, its flow nesting 3 deep), so
 * a hostile or broken file fails fast with its file and line instead of exhausting memory,
 * the call stack or the alias expansion budget inside a parser.
 */
export const CONFIG_LIMITS = {
  fileBytes: 16 * 1024 * 1024,
  lineBytes: 1024 * 1024,
  /** Reported when a parser runs out of stack; the parsers themselves set the real bound. */
  flowDepth: 1000,
  aliasExpansions: 10_000,
};

/** 1-based line of character `index`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

function fail(file: string, line: number | undefined, message: string, hint: string): never {
  throw new SweepkitError({ file, line, message, hint });
}

/**
 * A config file's bytes as text: bytes that are not UTF-8 are refused with the line (the
 * changelog gate's rule and message), never read as U+FFFD.
 */
export function decodeConfigBytes(bytes: Uint8Array, file: string): string {
  const decoded = decodeUtf8Strict(bytes);
  if (!decoded.ok) fail(file, decoded.line, notUtf8Message(file, decoded.line), 'save the file as UTF-8');
  return decoded.text;
}

/**
 * NUL characters and the size limits, checked on the text before any parser sees it. Cheap on
 * real files: one native search, and the line scan only runs on a text longer than a line may be.
 */
function checkText(text: string, file: string): void {
  const nul = text.indexOf('\0');
  if (nul >= 0) fail(file, lineAt(text, nul), `${file} contains NUL bytes`, 'remove the NUL bytes');
  if (text.length > CONFIG_LIMITS.fileBytes)
    fail(
      file,
      lineAt(text, CONFIG_LIMITS.fileBytes),
      `${file} is larger than ${CONFIG_LIMITS.fileBytes} characters (the limit is crossed on this line)`,
      'config files are far smaller; check that the right file is named',
    );
  if (text.length <= CONFIG_LIMITS.lineBytes) return;
  let start = 0;
  for (let n = 1; ; n++) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > CONFIG_LIMITS.lineBytes)
      fail(
        file,
        n,
        `line ${n} is longer than ${CONFIG_LIMITS.lineBytes} characters (a scalar this large is not a config value)`,
        'shorten the value',
      );
    if (end === -1) return;
    start = end + 1;
  }
}

/**
 * The line where flow brackets ([ {) first nest deeper than the limit (quoted text and comments
 * skipped, line by line), or undefined. Only run after a parser ran out of stack.
 */
function deepNestingLine(text: string): number | undefined {
  let depth = 0;
  let line = 1;
  let quote = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      quote = 0;
    } else if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) <= 32)) {
      const end = text.indexOf('\n', i);
      i = (end === -1 ? text.length : end) - 1;
    } else if (c === 91 || c === 123) {
      if (++depth > CONFIG_LIMITS.flowDepth) return line;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return undefined;
}

/** Parser stack exhaustion as a message naming the file and the line where nesting got deep. */
function tooDeep(error: RangeError, text: string, file: string): never {
  return fail(
    file,
    deepNestingLine(text),
    `YAML nested too deeply to parse (more than ${CONFIG_LIMITS.flowDepth} levels): ${error.message}`,
    'config values are shallow; flatten the value or fix the brackets',
  );
}

/** The line of the first alias (`*name`), for the alias-expansion message. */
function firstAliasLine(text: string): number | undefined {
  const m = /(?:^|[\s[{,:-])\*[^\s,\]}]/m.exec(text);
  return m ? lineAt(text, m.index) : undefined;
}

function viaFullParser(yaml: typeof import('yaml'), text: string, file: string): unknown {
  const doc = yaml.parseDocument(text, { version: '1.1', uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length) {
    // The first error only: once the parser has lost its place, the errors after it are mostly
    // consequences of the first one, and a list of them hides where the mistake is.
    const error = doc.errors[0]!;
    throw new SweepkitError(
      {
        file,
        line: lineAt(text, error.pos[0]),
        message: `YAML syntax error: ${error.message.split('\n')[0]}`,
        hint: 'fix the YAML syntax at that line (later errors often follow from this one)',
      },
      `Could not parse '${file}' as YAML:`,
    );
  }
  applyPlainScalarContract(yaml, doc);
  try {
    return doc.toJS({ maxAliasCount: CONFIG_LIMITS.aliasExpansions });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    return fail(
      file,
      firstAliasLine(text),
      `aliases expand to more than ${CONFIG_LIMITS.aliasExpansions} nodes (an alias bomb): ${error.message}`,
      'write the values out instead of nesting aliases of aliases',
    );
  }
}

/**
 * Parses one YAML document; syntax errors, NUL characters and values over the limits become a
 * SweepkitError naming the file and line.
 */
export async function readYaml(text: string, file: string): Promise<unknown> {
  checkText(text, file);
  try {
    return parseYamlSubset(text);
  } catch (error) {
    if (error instanceof RangeError) tooDeep(error, text, file);
    if (!(error instanceof OutsideSubset)) throw error;
  }
  return readYamlWithFullParser(text, file);
}

/**
 * The full parser alone, with the same scalar contract and limits: what `readYaml` falls back to
 * for text outside the fast subset. Exported so tests can read one text both ways.
 */
export async function readYamlWithFullParser(text: string, file: string): Promise<unknown> {
  checkText(text, file);
  const yaml = await import('yaml');
  try {
    return viaFullParser(yaml, text, file);
  } catch (error) {
    if (error instanceof RangeError) tooDeep(error, text, file);
    throw error;
  }
}
