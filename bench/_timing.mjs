// Shared timing helpers for bench/*.mjs: whole-process runs, median of N.
import { spawnSync } from 'node:child_process';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `node args...` `runs` times (after one warm-up) and returns the wall-clock seconds of each. */
export function timeProcess(args, { runs = 9, cwd, input, env } = {}) {
  const once = () => {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, {
      cwd,
      input,
      env: env ? { ...process.env, ...env } : process.env,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0) throw new Error(`bench command failed (${r.status}): ${args.join(' ')}\n${r.stderr}`);
    return seconds;
  };
  once();
  return Array.from({ length: runs }, once);
}

export function report(label, seconds, extra = '') {
  const m = median(seconds);
  console.log(
    `${label}: median ${m.toFixed(3)} s over ${seconds.length} runs (min ${Math.min(...seconds).toFixed(3)}, max ${Math.max(...seconds).toFixed(3)})${extra ? ` ${extra}` : ''}`,
  );
  return m;
}
