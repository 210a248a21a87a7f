/** Inputs shared by the reuse-gate entries, read once per entry with readInputs (zod). */
import {
  DEFAULT_ALLOWED_ASSOCIATIONS,
  DEFAULT_BOT_LOGIN,
  DEFAULT_WORKFLOW_ID,
  REUSE_COMMAND,
  REUSE_INCOMPATIBLE_LABELS,
} from '../../../shared/reuse/names.js';
import { z } from 'zod';
import { DEFAULT_CHANGELOG_FILE } from '../../../shared/changelog/names.js';
import { SWEEP_DECISIONS } from '../../../shared/readiness/names.js';

/** `a, b,,c` → ['a', 'b', 'c'] (entries trimmed, empties dropped). */
const commaList = z.pipe(
  z.string(),
  z.transform((text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
);

export const ReuseInputs = z.object({
  'github-token': z.string({ error: 'a token is required (default: github.token)' }),
  'workflow-id': z._default(z.string(), DEFAULT_WORKFLOW_ID),
  'reuse-incompatible-labels': z._default(commaList, [...REUSE_INCOMPATIBLE_LABELS]),
  'allowed-author-associations': z._default(commaList, [...DEFAULT_ALLOWED_ASSOCIATIONS]),
});
export type ReuseInputs = z.infer<typeof ReuseInputs>;

export const ValidateCommentInputs = ReuseInputs.extend({
  'bot-login': z._default(z.string(), DEFAULT_BOT_LOGIN),
});
export type ValidateCommentInputs = z.infer<typeof ValidateCommentInputs>;

const booleanText = z.pipe(
  z.enum(['true', 'false'], { error: 'expected true or false' }),
  z.transform((text: 'true' | 'false') => text === 'true'),
);

export const ReadinessInputs = ReuseInputs.extend({
  'pr-number': z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]*$/, { error: 'expected a PR number' })),
    z.transform(Number),
  ),
  'changelog-changed': booleanText,
  'gate-result': z._default(z.string(), ''),
  'changelog-file': z._default(z.string(), DEFAULT_CHANGELOG_FILE),
  'sweep-decision': z._default(z.enum(SWEEP_DECISIONS), 'required'),
});
export type ReadinessInputs = z.infer<typeof ReadinessInputs>;

export const COMMAND = REUSE_COMMAND;
