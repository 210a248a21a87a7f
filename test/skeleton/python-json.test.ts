// The one Python-JSON writer. Expected strings are what CPython's json.dumps prints for the same
// value and options (ensure_ascii=True always), worked out from its documented behaviour.
import { describe, expect, it } from '@jest/globals';
import { COLLECT_JSON } from '../../shared/collect/json-text.js';
import { PRIORITY_JSON } from '../../shared/priority/python-json.js';
import { escapeNonAscii } from '../../shared/text.js';
import { type PythonJsonOptions, writePythonJson } from '../../shared/python-json.js';

/** json.dumps defaults, bar the number spelling, which each case states. */
const DUMPS: PythonJsonOptions = { separators: [', ', ': '], nonFinite: 'python', numbers: 'javascript' };
const COMPACT: PythonJsonOptions = { ...DUMPS, separators: [',', ':'] };
const INDENT_2: PythonJsonOptions = { ...DUMPS, separators: [',', ': '], indent: 2 };

const sample = { a: [1, 2], b: {}, c: 'x' };

describe('writePythonJson layout (separators, indent)', () => {
  it.each<[string, unknown, PythonJsonOptions, string]>([
    ['json.dumps defaults', sample, DUMPS, '{"a": [1, 2], "b": {}, "c": "x"}'],
    ["separators=(',', ':')", sample, COMPACT, '{"a":[1,2],"b":{},"c":"x"}'],
    ['indent=2', sample, INDENT_2, '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {},\n  "c": "x"\n}'],
    [
      "indent=2, separators=(', ', ': ') keeps the space before each newline",
      [1, [2]],
      { ...INDENT_2, separators: [', ', ': '] },
      '[\n  1, \n  [\n    2\n  ]\n]',
    ],
    [
      'indent=0: newlines without indentation',
      [1, { k: 2 }],
      { ...INDENT_2, indent: 0 },
      '[\n1,\n{\n"k": 2\n}\n]',
    ],
    [
      'indent=12 (wider than JSON.stringify allows)',
      [1],
      { ...INDENT_2, indent: 12 },
      `[\n${' '.repeat(12)}1\n]`,
    ],
    [
      'nested empty containers stay on one line with indent',
      { x: [[], {}], y: [{}], z: {} },
      INDENT_2,
      '{\n  "x": [\n    [],\n    {}\n  ],\n  "y": [\n    {}\n  ],\n  "z": {}\n}',
    ],
    ['empty top-level array with indent', [], INDENT_2, '[]'],
    ['empty top-level object with indent', {}, INDENT_2, '{}'],
    ['scalars', [null, true, false, 'text', 0, -3.5], DUMPS, '[null, true, false, "text", 0, -3.5]'],
  ])('%s', (_, value, options, expected) => {
    expect(writePythonJson(value, options)).toBe(expected);
  });
});

describe('writePythonJson ensure_ascii (every option set)', () => {
  const forms: [string, PythonJsonOptions][] = [
    ['json.dumps defaults', DUMPS],
    ['PRIORITY_JSON', PRIORITY_JSON],
    ['COLLECT_JSON', COLLECT_JSON],
    ['indent=2 with sorted keys', { ...INDENT_2, sortKeys: true }],
  ];
  const strings: [string, string, string][] = [
    ['printable ASCII as is, " and \\ escaped, / not', 'a "q" \\ / ~', '"a \\"q\\" \\\\ / ~"'],
    ['DEL as \\u007f', '\u007f', '"\\u007f"'],
    ['Latin-1 and BMP in lowercase hex', 'é→漢\uffff', '"\\u00e9\\u2192\\u6f22\\uffff"'],
    ['astral characters as a surrogate pair', 'a😀', '"a\\ud83d\\ude00"'],
    ['a lone surrogate as itself', '\ud800x', '"\\ud800x"'],
    ['short escapes for \\n \\r \\t \\b \\f', '\n\r\t\b\f', '"\\n\\r\\t\\b\\f"'],
    ['other control characters as \\u00XX', '\u0000\u001f', '"\\u0000\\u001f"'],
    ['U+2028 and U+2029 escaped', '\u2028\u2029', '"\\u2028\\u2029"'],
  ];
  const cases = forms.flatMap(([form, options]) =>
    strings.map(([what, text, literal]) => [form, what, text, literal, options] as const),
  );

  it.each(cases)('%s: %s, in values and keys', (_, __, text, literal, options) => {
    expect(writePythonJson(text, options)).toBe(literal);
    const keyed = writePythonJson({ [text]: 1 }, options);
    const [, keySeparator] = options.separators;
    expect(keyed.replace(/\s+/g, '')).toBe(`{${literal}${keySeparator}1}`.replace(/\s+/g, ''));
    expect(keyed).toContain(`${literal}${keySeparator}1`);
  });
});

describe('writePythonJson sort_keys', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'ASCII: upper case before lower case, prefixes first',
      { b: 1, aa: 2, a: 3, B: 4, '': 5 },
      '{"":5,"B":4,"a":3,"aa":2,"b":1}',
    ],
    [
      // JS's default sort compares UTF-16 units and would put 😀 (0xD83D...) before U+E000.
      'by code point: astral characters after the whole BMP',
      { '😀': 1, '\ue000': 2, é: 3, z: 4 },
      '{"z":4,"\\u00e9":3,"\\ue000":2,"\\ud83d\\ude00":1}',
    ],
    [
      'a lone surrogate is its own code point (U+D800 < U+E000 < U+1F600)',
      { '😀': 1, '\ue000': 2, '\ud800': 3 },
      '{"\\ud800":3,"\\ue000":2,"\\ud83d\\ude00":1}',
    ],
    [
      'nested objects sorted too, arrays keep their order',
      { b: [{ y: 1, x: 2 }], a: { d: 1, c: 2 } },
      '{"a":{"c":2,"d":1},"b":[{"x":2,"y":1}]}',
    ],
  ])('%s', (_, value, expected) => {
    expect(writePythonJson(value, { ...COMPACT, sortKeys: true })).toBe(expected);
  });

  it('without sortKeys keys keep insertion order', () => {
    expect(writePythonJson({ b: 1, a: 2 }, COMPACT)).toBe('{"b":1,"a":2}');
  });
});

describe('writePythonJson values JSON.stringify leaves out', () => {
  it.each<[string, unknown, string, string]>([
    ['undefined members skipped', { a: undefined, b: 1, c: undefined }, '{"b": 1}', '{\n  "b": 1\n}'],
    ['an object of undefined members is empty', { a: undefined }, '{}', '{}'],
    ['functions skipped as members', { f: () => 1, b: 1 }, '{"b": 1}', '{\n  "b": 1\n}'],
    ['undefined array items are null', [undefined, 1], '[null, 1]', '[\n  null,\n  1\n]'],
    ['undefined on its own is null', undefined, 'null', 'null'],
    [
      'Date as its ISO string (toJSON)',
      { at: new Date(0) },
      '{"at": "1970-01-01T00:00:00.000Z"}',
      '{\n  "at": "1970-01-01T00:00:00.000Z"\n}',
    ],
  ])('%s', (_, value, oneLine, indented) => {
    expect(writePythonJson(value, DUMPS)).toBe(oneLine);
    expect(writePythonJson(value, INDENT_2)).toBe(indented);
    expect(writePythonJson(value, COLLECT_JSON)).toBe(indented);
  });

  it('a bigint is a TypeError, as in JSON.stringify', () => {
    expect(() => writePythonJson({ n: 1n }, DUMPS)).toThrow(TypeError);
  });
});

describe('writePythonJson numbers', () => {
  const nonFinite = [NaN, Infinity, -Infinity];
  it.each<[PythonJsonOptions['nonFinite'], string]>([
    ['python', '[NaN, Infinity, -Infinity]'],
    ['null', '[null, null, null]'],
  ])('nonFinite %s', (mode, expected) => {
    expect(writePythonJson(nonFinite, { ...DUMPS, nonFinite: mode })).toBe(expected);
  });

  it.each(nonFinite)('nonFinite throw (allow_nan=False) rejects %p and names it', (value) => {
    expect(() => writePythonJson({ x: [value] }, { ...DUMPS, nonFinite: 'throw' })).toThrow(
      new RangeError(`JSON cannot carry ${value}`),
    );
  });

  it('the indented native layout writes non-finite numbers as null', () => {
    expect(writePythonJson([NaN], COLLECT_JSON)).toBe('[\n  null\n]');
  });

  it.each<[number, string, string]>([
    // [value, Python float repr, JavaScript String(value)]
    [0.1, '0.1', '0.1'],
    [-2.5, '-2.5', '-2.5'],
    [0.0001, '0.0001', '0.0001'],
    [1e-5, '1e-05', '0.00001'],
    [1e-7, '1e-07', '1e-7'],
    [1.5e-10, '1.5e-10', '1.5e-10'],
    [123456789.125, '123456789.125', '123456789.125'],
    [1e15 + 0.5, '1000000000000000.5', '1000000000000000.5'],
    [1e16, '1e+16', '10000000000000000'],
    [2 ** 60, '1.152921504606847e+18', '1152921504606847000'],
    [1e21, '1e+21', '1e+21'],
    [1.7976931348623157e308, '1.7976931348623157e+308', '1.7976931348623157e+308'],
    [5e-324, '5e-324', '5e-324'],
    // JSON.parse cannot tell 3.0 from 3: integral values print as integers in both spellings.
    [3, '3', '3'],
  ])('%p: python %s, javascript %s', (value, python, javascript) => {
    expect(writePythonJson(value, { ...COMPACT, numbers: 'python' })).toBe(python);
    expect(writePythonJson(value, { ...COMPACT, numbers: 'javascript' })).toBe(javascript);
  });
});

describe('each capability names its form', () => {
  const document = { model: 'é', list: [1e-7, { z: null, a: true }], empty: [] };
  it.each<[string, PythonJsonOptions, string]>([
    [
      'json.dumps defaults',
      DUMPS,
      '{"model": "\\u00e9", "list": [1e-7, {"z": null, "a": true}], "empty": []}',
    ],
    [
      'PRIORITY_JSON: compact, Python float repr',
      PRIORITY_JSON,
      '{"model":"\\u00e9","list":[1e-07,{"z":null,"a":true}],"empty":[]}',
    ],
    [
      'COLLECT_JSON: json.dump(indent=2)',
      COLLECT_JSON,
      '{\n  "model": "\\u00e9",\n  "list": [\n    1e-7,\n    {\n      "z": null,\n      "a": true\n    }\n  ],\n  "empty": []\n}',
    ],
  ])('%s', (_, options, expected) => {
    expect(writePythonJson(document, options)).toBe(expected);
  });

  it('PRIORITY_JSON refuses NaN; json.dumps defaults spell it as Python does', () => {
    expect(() => writePythonJson([NaN], PRIORITY_JSON)).toThrow(RangeError);
    expect(writePythonJson([NaN], DUMPS)).toBe('[NaN]');
  });
});

describe('COLLECT_JSON prints what JSON.stringify prints, ASCII-escaped', () => {
  const documents: unknown[] = [
    {
      a: [1, 2.5, -0.001, 1e21, NaN],
      b: {},
      c: [[], [{}]],
      d: 'é😀\u007f\n',
      e: undefined,
      f: new Date(86_400_000),
    },
    [undefined, null, true, { x: { y: { z: [] } } }],
    'text',
    42,
  ];
  it.each(documents)('%p', (value) => {
    expect(writePythonJson(value, COLLECT_JSON)).toBe(escapeNonAscii(JSON.stringify(value, null, 2)));
  });
});
