/**
 * Reading config YAML with the YAML 1.1 semantics the reference's PyYAML safe loader has
 * (`2_063_837` is an integer, duplicate keys: last value wins at the first position).
 * The fast subset reader handles real config files; anything else goes through the full
 * `yaml` package (loaded only then, so a normal run does not pay its start-up cost).
 */
import { SweepkitError } from '../errors.js';
import { OutsideSubset, parseYamlSubset } from './yaml-fast.js';

function viaFullParser(yaml: typeof import('yaml'), text: string, file: string): unknown {
  const doc = yaml.parseDocument(text, { version: '1.1', uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length) {
    throw new SweepkitError(
      doc.errors.map((error) => ({
        file,
        line: text.slice(0, error.pos[0]).split('\n').length,
        message: `YAML syntax error: ${error.message.split('\n')[0]}`,
        hint: 'fix the YAML syntax at that line',
      })),
      `Could not parse '${file}' as YAML:`,
    );
  }
  return doc.toJS({ maxAliasCount: 10_000 });
}

/** Parses one YAML document; syntax errors become a SweepkitError naming the file and line. */
export async function readYaml(text: string, file: string): Promise<unknown> {
  try {
    return parseYamlSubset(text);
  } catch (error) {
    if (!(error instanceof OutsideSubset)) throw error;
  }
  return viaFullParser(await import('yaml'), text, file);
}
