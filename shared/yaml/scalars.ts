/**
 * The one YAML scalar contract of the project: plain scalars resolve as PyYAML's safe loader
 * resolves them (YAML 1.1; the workflows this project replaces read every config and the
 * changelog with it), written as js-yaml scalar tags so the loader applies them while it reads.
 *
 * What matters for real files: `2_063_837` is an integer. Also kept: yes/no/on/off booleans
 * (but `y`/`n` are strings, unlike the YAML 1.1 spec), leading-0 octal, 0b/0x, base-60 integers,
 * floats need a dot and a signed exponent (`1e3` is a string), bare dates are timestamps only as
 * `YYYY-MM-DD` (so `2024-1-2` is a string), and timestamps fail string fields, as they do for
 * PyYAML users.
 */
import { NOT_RESOLVED, defineScalarTag, timestampTag } from 'js-yaml';

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FALSES = new Set(['no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);

const INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** The characters a number may start with: the loader tries the number tags only on these. */
const NUMBER_FIRST_CHARS = [...'0123456789+-.'];

function sexagesimal(text: string): number {
  let value = 0;
  for (const part of text.split(':')) value = value * 60 + Number(part);
  return value;
}

function intValue(raw: string): number {
  let text = raw.replace(/_/g, '');
  let sign = 1;
  if (text[0] === '-' || text[0] === '+') {
    if (text[0] === '-') sign = -1;
    text = text.slice(1);
  }
  if (text === '0') return 0;
  if (text.startsWith('0b')) return sign * parseInt(text.slice(2), 2);
  if (text.startsWith('0x')) return sign * parseInt(text.slice(2), 16);
  if (text[0] === '0') return sign * parseInt(text, 8);
  if (text.includes(':')) return sign * sexagesimal(text);
  return sign * Number(text);
}

function floatValue(raw: string): number {
  const text = raw.replace(/_/g, '').toLowerCase();
  if (text.endsWith('.inf')) return text[0] === '-' ? -Infinity : Infinity;
  if (text === '.nan') return NaN;
  if (text.includes(':')) {
    const sign = text[0] === '-' ? -1 : 1;
    return sign * sexagesimal(text.replace(/^[-+]/, ''));
  }
  return Number(text);
}

/** Loading only: the project never writes YAML, so no value is ever identified as these tags. */
const loadOnly = () => false;

export const nullTag = defineScalarTag<null>('tag:yaml.org,2002:null', {
  implicit: true,
  implicitFirstChars: ['', '~', 'n', 'N'],
  resolve: (source) => (NULLS.has(source) ? null : NOT_RESOLVED),
  identify: loadOnly,
});

export const boolTag = defineScalarTag<boolean>('tag:yaml.org,2002:bool', {
  implicit: true,
  implicitFirstChars: [...'yYnNtTfFoO'],
  resolve: (source) => (TRUES.has(source) ? true : FALSES.has(source) ? false : NOT_RESOLVED),
  identify: loadOnly,
});

export const intTag = defineScalarTag<number>('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => (INT.test(source) ? intValue(source) : NOT_RESOLVED),
  identify: loadOnly,
});

export const floatTag = defineScalarTag<number>('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => (FLOAT.test(source) ? floatValue(source) : NOT_RESOLVED),
  identify: loadOnly,
});

/** js-yaml's YAML 1.1 timestamp is PyYAML's (the date-only form needs two-digit month and day). */
export { timestampTag };
