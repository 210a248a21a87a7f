/**
 * The GITHUB_OUTPUT file format for the CLI (which does not load @actions/core): every value in
 * the multi-line form `name<<DELIMITER\nvalue\nDELIMITER` with a random delimiter, as
 * core.setOutput writes it, so a newline in a value (API data: a run title, a branch) cannot
 * start another output.
 */
import { randomUUID } from 'node:crypto';

export function githubOutputText(outputs: Record<string, string>): string {
  let text = '';
  for (const [name, value] of Object.entries(outputs)) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    // A guessed delimiter would end the value early: refuse rather than write it.
    if (name.includes('\n') || name.includes(delimiter) || value.includes(delimiter))
      throw new Error(
        `output '${name}' cannot be written: its name or value contains a line break or the delimiter`,
      );
    text += `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
  }
  return text;
}
