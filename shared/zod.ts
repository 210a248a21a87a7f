/**
 * The project's one import of zod: `zod/mini`, the same validation engine and messages as
 * `zod`, with functions instead of chained methods. Classic zod attaches every method to every
 * schema and cannot be tree-shaken, so every bundle would build all of it at start-up.
 * zod/mini ships no messages by default: the English
 * locale is configured here, once, so every issue reads as it does with classic zod.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * as z from './zod-api.js';
