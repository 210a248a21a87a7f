/**
 * Colour for people at a terminal only: on when the stream is a TTY and NO_COLOR is absent or
 * empty (the no-color.org convention), so pipes, files and CI logs get plain text.
 */

import { isatty } from 'node:tty';

export type Role = 'header' | 'dim' | 'warning' | 'error';

const SGR: Record<Role, [string, string]> = {
  header: ['\u001b[1m', '\u001b[22m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  warning: ['\u001b[33m', '\u001b[39m'],
  error: ['\u001b[31m', '\u001b[39m'],
};

/** Whether text written to `fd` may be coloured. */
export function colourEnabled(fd: number, env: NodeJS.ProcessEnv = process.env, tty = isatty): boolean {
  return tty(fd) && !env.NO_COLOR;
}

/** A styling function: the text wrapped in the role's escape codes when `on`, else as it is. */
export function painter(on: boolean): (text: string, role: Role) => string {
  return on ? (text, role) => `${SGR[role][0]}${text}${SGR[role][1]}` : (text) => text;
}
