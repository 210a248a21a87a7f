/**
 * The runner's side of a step, for the actions: inputs from INPUT_*, outputs and the job summary
 * through the GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, annotations, masks and log lines as
 * workflow commands on stdout. Same names, signatures and bytes as the parts of @actions/core the
 * actions use, so a step reads the same either way.
 *
 * Why not @actions/core itself: importing it loads its OIDC client (@actions/http-client, undici,
 * tunnel, and node's http, https, net and tls) and @actions/exec, ~490 KB of the ~870 KB
 * matrix-generate bundle, all evaluated at start-up although no action asks for an OIDC token or
 * the platform details. Measured whole-process on the full sweep (bench/actions.mjs): the bundle
 * without it starts within the CLI's time, with it ~1.6x the CLI. Actions that talk to GitHub
 * load @actions/github, which brings those modules anyway; this file costs them nothing.
 */
import {
  constants,
  accessSync,
  appendFileSync,
  closeSync,
  openSync,
  writeFileSync,
  writevSync,
} from 'node:fs';
import { outputDelimiter } from './delimiter.js';
import { EOL } from 'node:os';
import { Buffer } from 'node:buffer';

export enum ExitCode {
  Success = 0,
  Failure = 1,
}

export interface InputOptions {
  required?: boolean;
  trimWhitespace?: boolean;
}

/** The runner's name mangling: spaces become underscores, then upper case. */
export function getInput(name: string, options: InputOptions = {}): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
  if (options.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  return options.trimWhitespace === false ? value : value.trim();
}

/** Workflow-command escaping of a message (`%`, CR, LF). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Workflow-command escaping of a property value (also `:` and `,`, which separate properties). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function issue(
  command: string,
  properties: Record<string, string | number | undefined>,
  message: string,
): void {
  const pairs = Object.entries(properties)
    // Falsy values are left out, as @actions/core does (a line or column of 0 is no position).
    .filter(([, value]) => Boolean(value))
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  process.stdout.write(
    `::${command}${pairs.length ? ` ${pairs.join(',')}` : ''}::${escapeData(message)}${EOL}`,
  );
}

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

function annotationProperties(p: AnnotationProperties): Record<string, string | number | undefined> {
  return {
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn,
  };
}

const text = (message: string | Error): string => (message instanceof Error ? message.toString() : message);

export function error(message: string | Error, properties: AnnotationProperties = {}): void {
  issue('error', annotationProperties(properties), text(message));
}

export function warning(message: string | Error, properties: AnnotationProperties = {}): void {
  issue('warning', annotationProperties(properties), text(message));
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function setSecret(secret: string): void {
  issue('add-mask', {}, secret);
}

export function setFailed(message: string | Error): void {
  process.exitCode = ExitCode.Failure;
  error(message);
}

const bytes = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** An output value: text, UTF-8 bytes, or UTF-8 bytes in pieces that are written one after the other. */
export type OutputBytes = string | Uint8Array | readonly Uint8Array[];

/**
 * Whether the value holds `text`, also across the joints of its pieces: each joint is searched in
 * the bytes that end the value so far and the start of the next piece. The joints are compared as
 * latin1 strings (one character per byte, so a byte sequence holds the text's UTF-8 bytes exactly
 * when its latin1 string holds theirs): a few short strings per piece instead of two buffers.
 */
export function valueContains(value: OutputBytes, text: string): boolean {
  if (typeof value === 'string') return value.includes(text);
  if (!Array.isArray(value)) return bytes(value as Uint8Array).includes(text);
  const needle = Buffer.from(text, 'utf8').toString('latin1');
  const overlap = needle.length - 1;
  let end = '';
  for (const piece of value as readonly Uint8Array[]) {
    const b = bytes(piece);
    if (b.includes(text)) return true;
    if (overlap <= 0) continue;
    const start = b.toString('latin1', 0, Math.min(overlap, b.length));
    if (end !== '' && (end + start).includes(needle)) return true;
    end = (end + b.toString('latin1', Math.max(0, b.length - overlap))).slice(-overlap);
  }
  return false;
}

const asText = (value: OutputBytes): string =>
  typeof value === 'string'
    ? value
    : Buffer.concat(Array.isArray(value) ? value : [value as Uint8Array]).toString('utf8');

/** At most this many buffers per writev call (the usual IOV_MAX). */
const IOV_MAX = 1024;

/** Writes every byte of `buffers`, in order, with as few system calls as the kernel allows. */
function writeAll(fd: number, buffers: Uint8Array[]): void {
  let at = 0;
  while (at < buffers.length) {
    const batch = buffers.slice(at, at + IOV_MAX);
    let written = writevSync(fd, batch);
    at += batch.length;
    // A short write: the rest of the batch, from the first byte not written.
    let i = 0;
    while (i < batch.length && written >= batch[i]!.byteLength) written -= batch[i++]!.byteLength;
    if (i < batch.length) {
      at -= batch.length - i;
      buffers[at] = batch[i]!.subarray(written);
    }
  }
}

/**
 * Writes outputs to GITHUB_OUTPUT in one append, each as `name<<DELIMITER`, value, `DELIMITER`
 * with a random delimiter (a newline in a value cannot start another output). The pieces go to
 * the file as they are (a multi-megabyte value, the matrix, is never joined into one buffer or
 * string); a value containing its delimiter is refused before anything is written. A value may
 * come as UTF-8 bytes, whole or in pieces (shared/json-views.ts builds the matrix views that way).
 */
export function setOutputs(outputs: Iterable<[string, OutputBytes]>): void {
  const entries = [...outputs];
  const file = process.env.GITHUB_OUTPUT;
  if (!file) {
    // Outside a runner (or an old one): the deprecated stdout command, as @actions/core does.
    for (const [name, value] of entries) {
      process.stdout.write(EOL);
      issue('set-output', { name }, asText(value));
    }
    return;
  }
  const pieces: Uint8Array[] = [];
  const utf8 = (text: string) => pieces.push(Buffer.from(text, 'utf8'));
  for (const [name, value] of entries) {
    const delimiter = outputDelimiter();
    if (name.includes(delimiter))
      throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (valueContains(value, delimiter))
      throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    utf8(`${name}<<${delimiter}${EOL}`);
    if (typeof value === 'string') utf8(value);
    else if (Array.isArray(value)) pieces.push(...(value as readonly Uint8Array[]));
    else pieces.push(value as Uint8Array);
    utf8(`${EOL}${delimiter}${EOL}`);
  }
  const fd = openSync(file, 'a');
  try {
    writeAll(fd, pieces);
  } finally {
    closeSync(fd);
  }
}

export function setOutput(name: string, value: unknown): void {
  setOutputs([[name, commandValue(value)]]);
}

/** Outputs are strings on the runner; anything else is written as JSON. */
function commandValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export type SummaryTableCell =
  string | { data: string; header?: boolean; colspan?: string; rowspan?: string };
export type SummaryTableRow = SummaryTableCell[];

function wrap(tag: string, content: string | null, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return content ? `<${tag}${attrs}>${content}</${tag}>` : `<${tag}${attrs}>`;
}

/** The job summary: Markdown/HTML buffered, then appended to GITHUB_STEP_SUMMARY by write(). */
class Summary {
  private buffer = '';

  private file(): string {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
      throw new Error(
        'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
      );
    try {
      accessSync(file, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(
        `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`,
      );
    }
    return file;
  }

  async write(options: { overwrite?: boolean } = {}): Promise<Summary> {
    const file = this.file();
    if (options.overwrite) writeFileSync(file, this.buffer);
    else appendFileSync(file, this.buffer);
    return this.emptyBuffer();
  }

  async clear(): Promise<Summary> {
    return this.emptyBuffer().write({ overwrite: true });
  }

  stringify(): string {
    return this.buffer;
  }

  isEmptyBuffer(): boolean {
    return this.buffer.length === 0;
  }

  emptyBuffer(): Summary {
    this.buffer = '';
    return this;
  }

  addRaw(text: string, addEOL = false): Summary {
    this.buffer += text;
    return addEOL ? this.addEOL() : this;
  }

  addEOL(): Summary {
    return this.addRaw(EOL);
  }

  addCodeBlock(code: string, lang?: string): Summary {
    return this.addRaw(wrap('pre', wrap('code', code), lang ? { lang } : {})).addEOL();
  }

  addList(items: string[], ordered = false): Summary {
    return this.addRaw(wrap(ordered ? 'ol' : 'ul', items.map((item) => wrap('li', item)).join(''))).addEOL();
  }

  addTable(rows: SummaryTableRow[]): Summary {
    const body = rows
      .map((row) => {
        const cells = row
          .map((cell) => {
            if (typeof cell === 'string') return wrap('td', cell);
            const attributes: Record<string, string> = {};
            if (cell.colspan) attributes.colspan = cell.colspan;
            if (cell.rowspan) attributes.rowspan = cell.rowspan;
            return wrap(cell.header ? 'th' : 'td', cell.data, attributes);
          })
          .join('');
        return wrap('tr', cells);
      })
      .join('');
    return this.addRaw(wrap('table', body)).addEOL();
  }

  addHeading(text: string, level: number | string = 1): Summary {
    const tag = `h${level}`;
    return this.addRaw(wrap(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag) ? tag : 'h1', text)).addEOL();
  }

  addSeparator(): Summary {
    return this.addRaw(wrap('hr', null)).addEOL();
  }

  addBreak(): Summary {
    return this.addRaw(wrap('br', null)).addEOL();
  }

  addQuote(text: string, cite?: string): Summary {
    return this.addRaw(wrap('blockquote', text, cite ? { cite } : {})).addEOL();
  }

  addLink(text: string, href: string): Summary {
    return this.addRaw(wrap('a', text, { href })).addEOL();
  }

  addDetails(label: string, content: string): Summary {
    return this.addRaw(wrap('details', `${wrap('summary', label)}${content}`)).addEOL();
  }
}

export const summary = new Summary();
