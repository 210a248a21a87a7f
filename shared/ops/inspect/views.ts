/**
 * The built-in views of `run show`: a bounded table of the fields a maintainer reads from the
 * aggregate files (agg_bmk.json, agg_eval_all.json, run_stats.json), instead of dumping
 * megabytes of JSON. Numbers are rounded half away from zero on their decimal form, so 1234.565
 * (stored as 1234.56499...) prints 1234.57, as a reader of the file expects.
 */
import { SweepkitError } from '../../errors.js';
import type { ViewName } from './names.js';

export interface View {
  columns: string[];
  rows: string[][];
  /** Rows left out by the limit. */
  omitted: number;
  /** Field names some rows lacked (printed as empty cells). */
  missing: string[];
}

/** Rounds half away from zero to `digits` decimals, on the number's shortest decimal form. */
export function roundHalfAway(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return value.toFixed(digits);
  const [int, frac = ''] = text.split('.');
  const padded = (frac + '0'.repeat(digits + 1)).slice(0, digits + 1);
  let scaled = BigInt(int! + padded.slice(0, digits));
  if (Number(padded[digits]) >= 5) scaled += 1n;
  const s = scaled.toString().padStart(digits + 1, '0');
  const out = digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
  return value < 0 && /[1-9]/.test(out) ? `-${out}` : out;
}

type Cell = (row: Record<string, unknown>, missing: Set<string>) => string;

function field(name: string): Cell {
  return (row, missing) => {
    if (!(name in row)) {
      missing.add(name);
      return '';
    }
    const v = row[name];
    return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
}

function rounded(name: string, digits: number): Cell {
  return (row, missing) => {
    if (!(name in row)) {
      missing.add(name);
      return '';
    }
    const v = row[name];
    return typeof v === 'number' ? roundHalfAway(v, digits) : v === null || v === undefined ? '' : String(v);
  };
}

const islOsl: Cell = (row, missing) => `${field('isl')(row, missing)}/${field('osl')(row, missing)}`;

const ROW_VIEWS: Record<'results' | 'evals', { columns: string[]; cells: Cell[] }> = {
  results: {
    columns: ['hw', 'infmax_model_prefix', 'framework', 'precision', 'isl/osl', 'tp', 'conc', 'tput_per_gpu'],
    cells: [
      field('hw'),
      field('infmax_model_prefix'),
      field('framework'),
      field('precision'),
      islOsl,
      field('tp'),
      field('conc'),
      rounded('tput_per_gpu', 2),
    ],
  },
  evals: {
    columns: ['hw', 'model_prefix', 'framework', 'precision', 'tp', 'conc', 'task', 'score_name', 'score'],
    cells: [
      field('hw'),
      field('model_prefix'),
      field('framework'),
      field('precision'),
      field('tp'),
      field('conc'),
      field('task'),
      field('score_name'),
      rounded('score', 4),
    ],
  },
};

function expected(file: string, what: string): SweepkitError {
  return new SweepkitError({
    file,
    message: `expected ${what}`,
    hint: 'pick the view that matches the artifact',
  });
}

/** Builds view `name` over parsed JSON `data` read from `file`, at most `limit` rows. */
export function buildView(name: ViewName, data: unknown, file: string, limit: number): View {
  const missing = new Set<string>();
  let rows: string[][];
  let columns: string[];
  if (name === 'stats') {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw expected(file, 'a JSON object of run statistics');
    columns = ['key', 'n_success', 'total'];
    rows = Object.entries(data as Record<string, unknown>).map(([key, value]) => {
      const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      return [key, field('n_success')(v, missing), field('total')(v, missing)];
    });
  } else {
    if (!Array.isArray(data)) throw expected(file, 'a JSON array of result rows');
    const view = ROW_VIEWS[name];
    columns = view.columns;
    rows = data.map((item) => {
      const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      return view.cells.map((cell) => cell(row, missing));
    });
  }
  return {
    columns,
    rows: rows.slice(0, limit),
    omitted: Math.max(0, rows.length - limit),
    missing: [...missing].sort(),
  };
}
