import { pending } from '../_common/subcommands.js';

export default pending(
  'resolve a merge conflict in the changelog (re-append the PR entries)',
  'changelog resolve-conflict',
);
