import { pending } from '../_common/subcommands.js';

export default pending('print (or send) the ingest dispatch payloads for a run', 'ingest payload');
