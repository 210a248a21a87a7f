import { pending } from '../_common/subcommands.js';

export default pending(
  'check a /reuse-sweep-run comment (grammar, authorization, run)',
  'reuse check-comment',
);
