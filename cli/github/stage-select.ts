import { pending } from '../_common/subcommands.js';

export default pending('select the run a /stage-results comment stages', 'stage select');
