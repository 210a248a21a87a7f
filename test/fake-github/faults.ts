/**
 * The fault kinds of the fail-closed matrix, injected on one page of one list endpoint of the
 * fake server. Shared by the client, decision and action fault tests so every layer is checked
 * against the same faults.
 */
import type { FakeGitHub, RecordedRequest } from './server.js';

export const PAGE_FAULTS = [
  '409',
  '204',
  'empty body',
  'null',
  'non-JSON',
  'object',
  '500 then ok',
  'hang',
  'Link loop',
  'endless Link',
  'cross-origin next',
] as const;
export type PageFault = (typeof PAGE_FAULTS)[number];

/** What the error of each fatal fault says (a part of it). */
export const FAULT_MESSAGE: Record<PageFault, RegExp> = {
  '409': /HTTP 409/,
  '204': /HTTP 204: a list page must answer 200/,
  'empty body': /expected a JSON list, got an empty body/,
  null: /expected a JSON list, got null/,
  'non-JSON': /expected a JSON list, got a body that is not JSON/,
  object: /expected a JSON list, got an object/,
  '500 then ok': /HTTP 500/,
  hang: /timed out/,
  'Link loop': /Link loop/,
  'endless Link': /page cap/,
  'cross-origin next': /leaves the API/,
};

/** Matches GET `path` on `page` (1 = the first request, which has no `page` parameter). */
export function onPage(path: string, page: number): (request: RecordedRequest) => boolean {
  return (request) =>
    request.method === 'GET' && request.path === path && (request.query.page ?? '1') === String(page);
}

/**
 * Injects `fault` on `page` of GET `path`. `elsewhere` is a second server standing for another
 * origin (the cross-origin `next` points there; the test asserts it received nothing).
 */
export function injectPageFault(
  gh: FakeGitHub,
  path: string,
  page: number,
  fault: PageFault,
  elsewhere?: FakeGitHub,
): void {
  const match = onPage(path, page);
  switch (fault) {
    case '409':
      return gh.fault(match, { status: 409, body: { message: 'Conflict' } });
    case '204':
      return gh.fault(match, { status: 204 });
    case 'empty body':
      return gh.fault(match, { status: 200, body: '' });
    case 'null':
      return gh.fault(match, { status: 200, body: 'null' });
    case 'non-JSON':
      return gh.fault(match, { status: 200, body: '<html>oops</html>' });
    case 'object':
      return gh.fault(match, { status: 200, body: { message: 'not a list' } });
    case '500 then ok':
      return gh.fault(match, { status: 500, times: 1 });
    case 'hang':
      return gh.fault(match, { hang: true });
    case 'Link loop':
      return gh.fault(match, { link: 'self' });
    case 'endless Link':
      return gh.fault((request) => request.method === 'GET' && request.path === path, { link: 'endless' });
    case 'cross-origin next':
      if (!elsewhere) throw new Error('a cross-origin fault needs a second server');
      return gh.fault(match, { link: { next: `${elsewhere.url}${path}?per_page=100&page=${page + 1}` } });
  }
}
