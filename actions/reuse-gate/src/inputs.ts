/** Inputs shared by the reuse modes, read once per mode with readInputs (zod). */
import { z } from 'zod';
import {
  DEFAULT_ALLOWED_ASSOCIATIONS,
  DEFAULT_BOT_LOGIN,
  DEFAULT_WORKFLOW_ID,
  REUSE_COMMAND,
  REUSE_INCOMPATIBLE_LABELS,
} from '../../../shared/reuse/names.js';

/** `a, b,,c` → ['a', 'b', 'c'] (entries trimmed, empties dropped). */
export const commaList = z.string().transform((text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

export const ReuseInputs = z.object({
  'github-token': z.string({ error: 'a token is required (default: github.token)' }),
  'workflow-id': z.string().default(DEFAULT_WORKFLOW_ID),
  'reuse-incompatible-labels': commaList.default([...REUSE_INCOMPATIBLE_LABELS]),
  'allowed-author-associations': commaList.default([...DEFAULT_ALLOWED_ASSOCIATIONS]),
});
export type ReuseInputs = z.infer<typeof ReuseInputs>;

export const ValidateCommentInputs = ReuseInputs.extend({
  'bot-login': z.string().default(DEFAULT_BOT_LOGIN),
});
export type ValidateCommentInputs = z.infer<typeof ValidateCommentInputs>;

export const COMMAND = REUSE_COMMAND;
