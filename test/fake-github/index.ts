export { startFakeGitHub } from './server.js';
export type {
  ExtraHandler,
  FakeGitHub,
  FakeGitHubOptions,
  FaultMatcher,
  FaultSpec,
  RecordedRequest,
} from './server.js';
export type * from './state.js';
