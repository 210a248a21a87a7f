import { pending } from '../_common/subcommands.js';

export default pending('annotate a plan or matrix with scheduling priority fields', 'changelog priority');
