/**
 * The decision's reasons as a dry run says them: nothing was dispatched, so "sent" becomes
 * "would send" and "not sent" becomes "would not send" (`sweepkit ingest payload` without
 * --send must not claim a dispatch it did not make).
 */
import { INGEST_AGENTIC_EVENT, INGEST_RESULTS_EVENT } from './names.js';

const EVENTS = [INGEST_RESULTS_EVENT, INGEST_AGENTIC_EVENT];

export function dryRunReasons(reasons: readonly string[]): string[] {
  return reasons.map((reason) => {
    for (const event of EVENTS) {
      if (reason.startsWith(`${event}: sent, `))
        return `${event}: would send, ${reason.slice(`${event}: sent, `.length)}`;
      if (reason.startsWith(`${event}: not sent, `))
        return `${event}: would not send, ${reason.slice(`${event}: not sent, `.length)}`;
    }
    return reason;
  });
}
