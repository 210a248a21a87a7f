// One top-level key's lines of a YAML document, or undefined when they do not stand plainly.
import { describe, expect, it } from '@jest/globals';
import { topLevelBlock } from '../../shared/yaml/top-level-block.js';

describe('topLevelBlock', () => {
  it.each<[string, string, string | undefined]>([
    [
      'a block to the next top-level key',
      'a: 1\nr:\n  x: 1\n\n  # c\n  y: 2\nb: 3\n',
      'r:\n  x: 1\n\n  # c\n  y: 2\n',
    ],
    ['a block to the end, no final line break', 'a: 1\nr:\n  x: 1', 'r:\n  x: 1'],
    ['a comment at column 0 stays inside', 'r:\n  x: 1\n# c\n  y: 2\nb: 1\n', 'r:\n  x: 1\n# c\n  y: 2\n'],
    ['a flow mapping on the key line', 'r: {x: 1}\nb: 1\n', 'r: {x: 1}\n'],
    ['CRLF line ends', 'r:\r\n  x: 1\r\nb: 1\r\n', 'r:\r\n  x: 1\r\n'],
    ['a longer key with the same start', 'rr:\n  x: 1\n', undefined],
    ['a nested key of that name', 'a:\n  r:\n    x: 1\n', undefined],
    ['a repeated key (the last one would win)', 'r:\n  x: 1\nr:\n  x: 2\n', undefined],
    ['a document marker', '---\nr:\n  x: 1\n', undefined],
    ['a directive', '%YAML 1.1\nr:\n  x: 1\n', undefined],
  ])('%s', (_name, text, expected) => {
    expect(topLevelBlock(text, 'r')).toBe(expected);
  });
});
