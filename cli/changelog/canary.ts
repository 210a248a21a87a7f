import { pending } from '../_common/subcommands.js';

export default pending('pick the canary row from a search-space-config on stdin', 'changelog canary');
