import { pending } from '../_common/subcommands.js';

export default pending('canonicalise the pr-link of the entries a PR appends', 'changelog canonicalize');
