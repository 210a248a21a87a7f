/**
 * Reading config YAML as PyYAML's safe loader reads it (`2_063_837` is an integer; a repeated
 * key: the last value wins at the first key's place), with the project's one loader. The text is
 * checked for NUL characters and sizes first, so a hostile or broken file fails with its file and
 * line instead of exhausting memory or the stack inside the parser.
 */
import { SweepkitError } from '../errors.js';
import { decodeUtf8Strict, notUtf8Message } from '../utf8.js';
import { LineIndex, loadYaml, type YamlProblem } from '../yaml/load.js';

/**
 * Limits on what a config file may hold, each a wide margin over the real files (the largest
 * master config is a few hundred KB, its longest line a few hundred bytes, its nesting a few
 * levels deep).
 */
export const CONFIG_LIMITS = {
  fileBytes: 16 * 1024 * 1024,
  lineBytes: 1024 * 1024,
  depth: 1000,
  aliasExpansions: 10_000,
};

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

/** NUL characters and the size limits, checked on the text before the parser sees it. */
function checkText(text: string, file: string): void {
  const nul = text.indexOf('\0');
  if (nul >= 0)
    fail(file, new LineIndex(text).lineOf(nul), `${file} contains NUL bytes`, 'remove the NUL bytes');
  if (text.length > CONFIG_LIMITS.fileBytes)
    fail(
      file,
      new LineIndex(text).lineOf(CONFIG_LIMITS.fileBytes),
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

function refuse(problem: YamlProblem, file: string): never {
  switch (problem.kind) {
    case 'too-deep':
      return fail(
        file,
        problem.line,
        `YAML nested too deeply to parse (more than ${CONFIG_LIMITS.depth} levels): ${problem.reason}`,
        'config values are shallow; flatten the value or fix the brackets',
      );
    case 'alias-bomb':
      return fail(
        file,
        problem.line,
        `${problem.reason} (an alias bomb)`,
        'write the values out instead of nesting aliases of aliases',
      );
    default:
      throw new SweepkitError(
        {
          file,
          line: problem.line,
          message: `YAML syntax error: ${problem.reason}`,
          hint: 'fix the YAML syntax at that line',
        },
        `Could not parse '${file}' as YAML:`,
      );
  }
}

/**
 * Parses one YAML document; syntax errors, NUL characters and values over the limits become a
 * SweepkitError naming the file and line.
 */
export function readYaml(text: string, file: string): unknown {
  checkText(text, file);
  const loaded = loadYaml(text, {
    duplicateKeys: 'last-wins',
    mergeKeys: true,
    aliasExpansions: CONFIG_LIMITS.aliasExpansions,
    maxDepth: CONFIG_LIMITS.depth,
  });
  if (!loaded.ok) refuse(loaded.problem, file);
  return loaded.value;
}
