import { pending } from '../_common/subcommands.js';

export default pending('find the approved PR sweep run that a push to main may reuse', 'reuse find');
