import * as core from '@actions/core';
import { createGitHubClient } from '../../../io/github.js';
import type { RepoRef } from '../../../shared/github/client.js';
import { repoName } from '../../../shared/github/repo.js';
import type { IngestDispatch } from '../../../shared/ingest/payload.js';
import { DISPATCH_LOG_MARKER } from '../../../shared/ops/inspect/names.js';
import { setOutputs } from '../../_common/outputs.js';

export interface SendOptions {
  appRepo: RepoRef;
  token: string | undefined;
  dryRun: boolean;
  reasons: string[];
  /** Markdown added to the job summary after the payloads (the preflight table). */
  details?: string;
}

/** A dispatch needs the app token unless it is a dry run; checked before any request is made. */
export function requireDispatchToken(
  dispatches: IngestDispatch[],
  options: Omit<SendOptions, 'appRepo' | 'reasons'>,
): void {
  if (dispatches.length && !options.dryRun && !options.token) {
    throw new Error(
      "input 'dispatch-token' is required to dispatch (the token allowed to send repository_dispatch to the app repository); set dry-run: true to only print the payloads",
    );
  }
}

/**
 * Sends each repository_dispatch with the app token, in order, then writes outputs and the summary.
 * The payload is built by a serializer from validated ids; nothing reaches a shell.
 */
export async function sendDispatches(dispatches: IngestDispatch[], options: SendOptions): Promise<void> {
  requireDispatchToken(dispatches, options);
  if (dispatches.length && !options.dryRun) {
    const client = createGitHubClient({ token: options.token! });
    for (const dispatch of dispatches) {
      await client.dispatchRepositoryEvent(options.appRepo, dispatch.event_type, dispatch.client_payload);
      core.info(
        `Dispatched ${dispatch.event_type} to ${repoName(options.appRepo)}: ${JSON.stringify(dispatch.client_payload)}`,
      );
      // The same facts as one machine-readable line for `sweepkit verify-publication` (sent
      // dispatches only: a dry run must never read as a dispatch).
      core.info(`${DISPATCH_LOG_MARKER} ${JSON.stringify(dispatch)}`);
    }
  }
  const sent = dispatches.length > 0 && !options.dryRun;
  setOutputs({
    dispatched: String(sent),
    'event-types': dispatches.map((d) => d.event_type).join(','),
    payloads: dispatches,
    reason: options.reasons.join('\n'),
  });
  const verb = options.dryRun ? 'Would dispatch' : 'Dispatched';
  await core.summary
    .addHeading(
      dispatches.length
        ? `${verb} ${dispatches.map((d) => d.event_type).join(' and ')}`
        : 'No ingest dispatch',
      3,
    )
    .addList(options.reasons)
    .addCodeBlock(JSON.stringify(dispatches, null, 2), 'json')
    .addRaw(options.details ? `\n${options.details}\n` : '')
    .write();
}
