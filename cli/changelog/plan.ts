import { pending } from '../_common/subcommands.js';

export default pending('turn the appended entries into the search-space-config JSON', 'changelog plan');
