import { describe, expect, it } from '@jest/globals';
import { outputDelimiter, uuidFromBytes } from '../../actions/_common/delimiter.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('output delimiters', () => {
  it('a UUID from 16 bytes carries version 4 and the RFC variant, the other bits unchanged', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('each delimiter is ghadelimiter_ and a fresh random UUID, as @actions/core writes them', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const delimiter = outputDelimiter();
      expect(delimiter).toMatch(/^ghadelimiter_/);
      expect(delimiter.slice('ghadelimiter_'.length)).toMatch(UUID_V4);
      seen.add(delimiter);
    }
    expect(seen.size).toBe(50);
  });
});
