export { startFakeGitHub } from './server.js';
export type { FakeGitHub, FaultSpec, RecordedRequest } from './server.js';
export type * from './state.js';
export {
  fakeGitHubEnv,
  runHtmlUrl,
  seedCollaboratorPermission,
  seedPullRequest,
  seedSweepHistory,
  seedWorkflowRuns,
  withFakeGitHub,
  type PastSweepRun,
} from './seed.js';
export { FAULT_MESSAGE, PAGE_FAULTS, injectPageFault, onPage } from './faults.js';
export { ALL_NULLS } from './nulls.js';
