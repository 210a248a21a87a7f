/**
 * Colour for people at a terminal only: on when the stream is a TTY and NO_COLOR is absent or
 * empty (the no-color.org convention), so pipes, files and CI logs get plain text.
 */

import { fstatSync } from 'node:fs';

/**
 * Asked only when a command is about to colour something: loading node:tty at start-up loads
 * Node's network module with it, ~10 ms of every run, coloured or not. A Node without
 * `process.getBuiltinModule` (20.15 and older) gets the nearest answer without it: a terminal
 * is a character device.
 */
function isatty(fd: number): boolean {
  if (typeof process.getBuiltinModule === 'function') return process.getBuiltinModule('node:tty').isatty(fd);
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}

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
