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
export {
  fakeGitHubEnv,
  runHtmlUrl,
  seedCollaboratorPermission,
  seedPullRequest,
  seedWorkflowRuns,
  withFakeGitHub,
  type PullRequestSeed,
} from './seed.js';
