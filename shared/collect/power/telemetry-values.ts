/**
 * Reading the cells of a GPU monitor CSV (nvidia-smi or amd-smi): which columns hold the time,
 * the power and the GPU identity, and how a cell becomes Unix seconds or watts.
 *
 * Time zone rule: nvidia-smi stamps (`2026/01/01 00:00:00.000`) and ISO stamps without an offset
 * carry no zone; they are read in the local zone of the process, because the monitor writes the
 * host's local wall clock and the step that reads the file runs on the same host. Runners use UTC,
 * so in practice the stamps are UTC; set TZ on the step if the host clock is not. A local time that
 * does not exist (spring-forward gap) moves forward by the gap; a repeated one (fall-back) takes
 * its first occurrence. Stamps with an offset or `Z`, and epoch numbers, are absolute.
 */

/** Column indexes of the three fields a telemetry row needs (undefined: no such column). */
export interface TelemetryColumns {
  timestamp?: number;
  power?: number;
  gpu?: number;
}

const GPU_ID_NAMES = new Set(['index', 'gpu', 'gpu_id', 'gpu_index', 'card', 'device']);
const POWER_EXCLUDED = ['limit', 'cap', 'max', 'min'];

/** First matching header for each role; names are trimmed and compared case-insensitively. */
export function detectColumns(header: readonly string[]): TelemetryColumns {
  const names = header.map((name) => name.trim().toLowerCase());
  const first = (test: (name: string) => boolean) => {
    const at = names.findIndex(test);
    return at < 0 ? undefined : at;
  };
  return {
    timestamp: first((name) => name.includes('time')),
    power: first((name) => name.includes('power') && !POWER_EXCLUDED.some((word) => name.includes(word))),
    gpu: first((name) => GPU_ID_NAMES.has(name)),
  };
}

const NOT_AVAILABLE = new Set(['[n/a]', 'n/a', 'na']);
const FIRST_NUMBER = /-?\d+(?:\.\d+)?/;
/** The common case: the cell starts with the number (`412.34 W`). */
const LEADING_NUMBER = /^\d+(?:\.\d+)?/;

/**
 * Watts in a power cell: the first decimal number in the text (`412.34 W`); none for an empty or
 * not-available cell. The first number is taken as is, so `1,234.5 W` reads as 1 and `.5` as 5:
 * monitors never write thousands separators or bare fractions, and rows read this way must give
 * the same verdict as the rows already published.
 */
export function parsePower(cell: string): number | undefined {
  const text = cell.trim();
  const first = text.charCodeAt(0);
  if (first >= 48 && first <= 57) return Number(LEADING_NUMBER.exec(text)![0]);
  if (text === '' || NOT_AVAILABLE.has(text.toLowerCase())) return undefined;
  const match = FIRST_NUMBER.exec(text);
  return match ? Number(match[0]) : undefined;
}

const EPOCH = /^-?\d+(?:\.\d+)?$/;
const NVIDIA_SMI = /^(\d{4})\/(\d{1,2})\/(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,6}))?$/;
const ISO =
  /^([+-]?\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?)?(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2}(?:\.\d{1,6})?)?)?)?$/;

/** Epoch values above this are milliseconds. */
const EPOCH_MS_THRESHOLD = 1e12;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function validFields(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && h <= 23 && mi <= 59 && s <= 59;
}

/** The last conversion: a stream at 10 Hz repeats each wall-clock second ten times. */
let lastLocal = { key: NaN, seconds: 0 };

/** Seconds since the epoch of a local wall-clock time (whole seconds). */
function localSeconds(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const key = ((((y * 100 + mo) * 100 + d) * 100 + h) * 100 + mi) * 100 + s;
  if (key === lastLocal.key) return lastLocal.seconds;
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  date.setFullYear(y, mo - 1, d);
  date.setHours(h, mi, s, 0);
  lastLocal = { key, seconds: date.getTime() / 1000 };
  return lastLocal.seconds;
}

function microseconds(fraction: string | undefined): number {
  return fraction ? Number(fraction.slice(0, 6).padEnd(6, '0')) : 0;
}

function offsetSeconds(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(/:/g, '');
  const [hh, mm, ss] = [digits.slice(0, 2), digits.slice(2, 4) || '0', digits.slice(4) || '0'];
  return sign * (Number(hh) * 3600 + Number(mm) * 60 + Number(ss));
}

function parseIso(text: string): number | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!validFields(y, mo, d, h, mi, s)) return undefined;
  const us = microseconds(m[7]);
  if (m[8] === undefined) return localSeconds(y, mo, d, h, mi, s) + us / 1e6;
  const offset = offsetSeconds(m[8]);
  if (Math.abs(offset) >= 86400) return undefined;
  // An aware time counts whole microseconds from the epoch, then divides once.
  const utc = new Date(Date.UTC(2000, 0, 1));
  utc.setUTCFullYear(y, mo - 1, d);
  utc.setUTCHours(h, mi, s, 0);
  return ((utc.getTime() / 1000 - offset) * 1e6 + us) / 1e6;
}

/** Unix seconds of a timestamp cell, or undefined when it cannot be read. */
export function parseTimestamp(cell: string): number | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  if (EPOCH.test(text)) {
    const value = Number(text);
    return value > EPOCH_MS_THRESHOLD ? value / 1000 : value;
  }
  const nv = NVIDIA_SMI.exec(text);
  if (nv) {
    const [y, mo, d, h, mi, s] = nv.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (validFields(y, mo, d, h, mi, s)) return localSeconds(y, mo, d, h, mi, s) + microseconds(nv[7]) / 1e6;
  }
  const iso = text.includes(' ') && !text.includes('T') ? text.replace(' ', 'T') : text;
  return parseIso(iso);
}

/** GPU ids in report order: all-digit ids by value first, then the others by string order. */
export function compareGpuIds(a: string, b: string): number {
  const da = /^[0-9]+$/.test(a);
  const db = /^[0-9]+$/.test(b);
  if (da !== db) return da ? -1 : 1;
  if (da) {
    const diff = BigInt(a) - BigInt(b);
    if (diff !== 0n) return diff < 0n ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
