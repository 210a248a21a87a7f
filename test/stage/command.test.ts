import { describe, expect, it } from '@jest/globals';
import { parseStageCommand, passesStageFilter } from '../../shared/stage/command.js';

describe('/stage-results grammar', () => {
  it.each([
    ['/stage-results', { kind: 'stage' }],
    ['/stage-results 123', { kind: 'stage', runId: '123' }],
    ['/stage-results\n123', { kind: 'stage', runId: '123' }],
    ['/stage-results\r\n\r\n123\r\n', { kind: 'stage', runId: '123' }],
    ['/stage-results\t42', { kind: 'stage', runId: '42' }],
    ['/stage-results\u00a042', { kind: 'stage', runId: '42' }],
    ['/stage-results 00123', { kind: 'stage', runId: '123' }],
    ['/stage-results 0', { kind: 'stage', runId: '0' }],
    ['/stage-results  \n', { kind: 'stage' }],
    // passes the case-insensitive filter, fails the case-sensitive parse
    ['/Stage-Results', { kind: 'usage' }],
    ['/STAGE-RESULTS 5', { kind: 'usage' }],
    ['/stage-results-foo', { kind: 'usage' }],
    ['/stage-results 123 please', { kind: 'usage' }],
    ['/stage-results 1 2', { kind: 'usage' }],
    ['/stage-results abc', { kind: 'usage' }],
    ['/stage-results -1', { kind: 'usage' }],
    ['/stage-results123', { kind: 'usage' }],
    ['/stage-results \u0661\u0662', { kind: 'usage' }],
    // the job filter does not trim (as in the reference) and needs the command first
    [' /stage-results', { kind: 'ignored' }],
    ['\n/stage-results 5', { kind: 'ignored' }],
    ['please /stage-results', { kind: 'ignored' }],
    ['> /stage-results', { kind: 'ignored' }],
    ['`/stage-results`', { kind: 'ignored' }],
    ['', { kind: 'ignored' }],
  ])('%j -> %j', (body, expected) => {
    expect(parseStageCommand(body)).toEqual(expected);
  });

  it.each([
    ['/stage-results', true],
    ['/STAGE-results now', true],
    ['/stage-result', false],
    [' /stage-results', false],
  ])('job filter startsWith %j is %s', (body, expected) => {
    expect(passesStageFilter(body)).toBe(expected);
  });
});
