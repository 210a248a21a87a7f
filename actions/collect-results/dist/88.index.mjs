export const id = 88;
export const ids = [88];
export const modules = {

/***/ 82088:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ uploadFile),
/* harmony export */   u: () => (/* binding */ downloadMatching)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79632);
/**
 * Artifact transfer with @actions/artifact: download the run's artifacts whose names match a
 * pattern (newest upload per name, as download-artifact does) and upload the aggregate.
 * FIX (download-artifact puts a single match straight into the folder, several into subfolders):
 * every artifact goes into `<dir>/<name>/`, even when only one matches,
 * so the layout never depends on the match count. The collectors still accept the flat layout.
 */



/** Loaded on demand: process-result runs once per benchmark job and never needs the artifact client. */
async function artifactClient() {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(803), __webpack_require__.e(974)]).then(__webpack_require__.bind(__webpack_require__, 40974));
    return new DefaultArtifactClient();
}
async function downloadMatching(pattern, dir) {
    const client = await artifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    const matching = artifacts
        .filter((artifact) => (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_2__/* .matchesArtifactPattern */ .wU)(pattern, artifact.name))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    for (const artifact of matching) {
        await client.downloadArtifact(artifact.id, { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, artifact.name) });
    }
    return { names: matching.map((artifact) => artifact.name) };
}
async function uploadFile(name, file) {
    const client = await artifactClient();
    const { id } = await client.uploadArtifact(name, [file], (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file) || '.', {});
    return id;
}


/***/ }),

/***/ 79632:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uS: () => (/* reexport */ BaselineFile),
  A0: () => (/* reexport */ names/* RUN_ARTIFACTS */.A0),
  lb: () => (/* reexport */ RunStatsAuthError),
  Fb: () => (/* reexport */ aggregateEvals),
  Cp: () => (/* reexport */ aggregateThroughput),
  ex: () => (/* reexport */ compareResults),
  P9: () => (/* reexport */ names/* evalNames */.P9),
  Yr: () => (/* reexport */ evalSummaryMarkdown),
  Xn: () => (/* reexport */ findBaseline),
  cy: () => (/* reexport */ gatherRunStats),
  Wl: () => (/* reexport */ hardwareLabels),
  wU: () => (/* reexport */ matchesArtifactPattern),
  S6: () => (/* reexport */ json_text/* parsePythonJson */.S6),
  R$: () => (/* reexport */ summary/* runStatsSummary */.R$),
  Ny: () => (/* reexport */ names/* throughputNames */.Ny),
  FI: () => (/* reexport */ summary/* throughputSummary */.FI),
  M3: () => (/* reexport */ json_text/* toPythonJson */.M3),
  nu: () => (/* reexport */ walkEvalSets),
  VO: () => (/* reexport */ walkJsonFiles)
});

// UNUSED EXPORTS: AGENTIC_SCENARIO, EVAL_META_FILE, computeRunStats, isFailedRun, matchLabel, perJobFile, planMultinodeRuns, processResult, runStatsConsoleTable, runStatsTable, throughputTable

// EXTERNAL MODULE: ./lib/shared/collect/names.js
var names = __webpack_require__(17637);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(59413);
// EXTERNAL MODULE: ./lib/shared/collect/json-text.js + 1 modules
var json_text = __webpack_require__(38025);
// EXTERNAL MODULE: ./lib/shared/collect/json-scan.js
var json_scan = __webpack_require__(41329);
;// CONCATENATED MODULE: ./lib/shared/collect/throughput.js
/**
 * agg_bmk.json: a transport bundle with one element per JSON file found at any depth,
 * appended as is (a file holding an array stays one nested element), no validation, sorting of
 * rows, dedup or failed-row handling: the consumer relies on seeing every row, agentic and
 * `failed_run` rows included (kept as the reference does it for that reason).
 *
 * Each element is the file's own JSON text, validated and spliced in (re-indented), not parsed
 * and re-serialised: that keeps key order (integer-like keys included), integers beyond 2^53,
 * duplicate-key semantics and the int/float distinction of every number exactly as the reference
 * round-trip does, without a custom JSON writer.
 */




const CHUNK = 1 << 20;
/**
 * One element, indented by two spaces and ASCII-escaped, in pieces. JSON strings cannot hold a
 * raw newline, so indenting every line never touches string content, and both the indent and
 * the escape work character by character, so cutting anywhere is safe.
 */
function* indentedElement(text) {
    const trimmed = text.trim();
    yield '  ';
    for (let at = 0; at < trimmed.length; at += CHUNK)
        yield (0,json_text/* escapeNonAscii */.Al)(trimmed.slice(at, at + CHUNK).replaceAll('\n', '\n  '));
}
/** The consumer's `failed_run` rule: successful count numerically 0 and a numeric total. */
function isFailedRun(row) {
    const successful = row.num_requests_successful;
    const numeric = typeof successful === 'number' || (typeof successful === 'string' && successful.trim() !== '');
    return typeof row.num_requests_total === 'number' && numeric && Number(successful) === 0;
}
/** Keys the counts look at; a longer raw key (escapes included) cannot spell one of them. */
const COUNTED_KEYS = new Set(['scenario_type', 'num_requests_successful', 'num_requests_total']);
const LONGEST_RAW_KEY = 6 * 'num_requests_successful'.length + 2;
/** The counted top-level fields of an object (the last of duplicate keys wins, as in JSON.parse). */
function countedFields(text, members) {
    const row = {};
    for (const m of members) {
        if (m.keyEnd - m.keyStart > LONGEST_RAW_KEY)
            continue;
        const key = JSON.parse(text.slice(m.keyStart, m.keyEnd));
        if (!COUNTED_KEYS.has(key))
            continue;
        const value = (0,json_text/* parsePythonJson */.S6)(text.slice(m.valueStart, m.valueEnd));
        if (value.ok)
            row[key] = value.value;
    }
    return row;
}
/** Files below this size are parsed natively (faster than the scan, and their value is small). */
const SCAN_FROM_CHARS = 1 << 20;
function countValue(value, counts) {
    if (Array.isArray(value))
        counts.arrays++;
    else if (value && typeof value === 'object') {
        const row = value;
        if (row.scenario_type === names/* AGENTIC_SCENARIO */.NW)
            counts.agentic++;
        if (isFailedRun(row))
            counts.failedRuns++;
    }
}
/**
 * Validates one file's text and counts it. A large text is scanned, not parsed: only validity
 * and three top-level fields matter here, and parsing would build the whole value (see
 * json-scan.ts); both accept exactly the same texts.
 */
function check(text, counts) {
    if (text.length < SCAN_FROM_CHARS) {
        const parsed = (0,json_text/* parsePythonJson */.S6)(text);
        if (!parsed.ok)
            return { reason: `invalid JSON: ${parsed.problem.message}`, line: parsed.problem.line };
        countValue(parsed.value, counts);
        return undefined;
    }
    const scan = (0,json_scan/* scanPythonJson */.m)(text);
    if (!scan.ok) {
        const { line, column } = (0,json_text/* lineAndColumn */.q1)(text, scan.offset);
        return { reason: `invalid JSON: ${scan.message} at line ${line}, column ${column}`, line };
    }
    if (scan.kind === 'array')
        counts.arrays++;
    else if (scan.kind === 'object')
        countValue(countedFields(text, scan.members), counts);
    return undefined;
}
/**
 * `strict` (the reference, and the CLI default): an unreadable or invalid file aborts with no
 * output. Otherwise (the action) it is skipped, and named in the result so nothing drops silently.
 */
function aggregateThroughput(files, options = {}) {
    const elements = [];
    const skipped = [];
    const counts = { rows: 0, agentic: 0, failedRuns: 0, arrays: 0 };
    for (const file of files) {
        const problem = typeof file.text === 'string' ? check(file.text, counts) : { reason: `unreadable: ${file.text.error}` };
        if (problem) {
            if (options.strict)
                throw new errors/* SweepkitError */.R0({
                    message: problem.reason,
                    file: file.path,
                    line: problem.line,
                    hint: 'every *.json under the results directory must be valid JSON; remove or fix the file',
                });
            skipped.push({
                path: file.path,
                reason: problem.reason,
                ...(problem.line ? { line: problem.line } : {}),
            });
            continue;
        }
        counts.rows++;
        elements.push(file.text);
    }
    function* chunks() {
        if (elements.length === 0)
            return yield '[]';
        yield '[\n';
        for (let k = 0; k < elements.length; k++) {
            if (k > 0)
                yield ',\n';
            yield* indentedElement(elements[k]);
        }
        yield '\n]';
    }
    let text;
    return {
        get text() {
            // Escaping per piece keeps the regex work on small strings (no 10 MB rope to flatten).
            return (text ??= [...chunks()].join(''));
        },
        chunks,
        counts,
        skipped,
    };
}

;// CONCATENATED MODULE: ./lib/shared/collect/evals/extract.js
/**
 * Metric records from one lm-eval result file: one per task of `results`, with the
 * strict / flexible / accuracy pairs chosen by the task's filter list.
 * Kept as the reference does it, because `agg_eval_all.json` must stay identical: tasks reporting `acc,none` under a filter list get no score; a later
 * filter of the same family overwrites an earlier one even with null; values are copied without
 * type checks (a string "N/A" stderr passes through).
 */

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function get(value, key) {
    return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
function malformed(file, task, message) {
    return new errors/* SweepkitError */.R0({
        message,
        file,
        entry: task,
        hint: 'the file must be an unmodified lm-eval results file',
    });
}
function baseMetric(file, task, config) {
    const list = get(config, 'metric_list');
    if (list === undefined || list === null || (Array.isArray(list) && list.length === 0))
        return 'exact_match';
    const metric = Array.isArray(list) ? get(list[0], 'metric') : undefined;
    if (typeof metric !== 'string')
        throw malformed(file, task, "configs.metric_list[0] has no 'metric' name");
    return metric;
}
/** Python truthiness for the JSON values `model_name` can hold. */
function truthy(value) {
    if (Array.isArray(value))
        return value.length > 0;
    if (isObject(value))
        return Object.keys(value).length > 0;
    return Boolean(value);
}
const value = (results, key) => (Object.hasOwn(results, key) ? results[key] : null);
function extractMetrics(file, data) {
    const results = data.results;
    if (!isObject(results))
        return [];
    const records = [];
    for (const [task, taskResults] of Object.entries(results)) {
        if (!isObject(taskResults))
            throw malformed(file, task, 'task results are not an object');
        const config = get(data.configs, task);
        const base = baseMetric(file, task, config);
        const record = {
            task,
            strict: null,
            strictSe: null,
            flex: null,
            flexSe: null,
            accuracy: null,
            accuracySe: null,
            nEff: null,
            model: null,
        };
        const filters = get(config, 'filter_list');
        if (!Array.isArray(filters) || filters.length === 0) {
            if (Object.hasOwn(taskResults, 'acc')) {
                record.accuracy = value(taskResults, 'acc');
                record.accuracySe = value(taskResults, 'acc_stderr');
            }
            else {
                record.strict = value(taskResults, base);
                record.strictSe = value(taskResults, `${base}_stderr`);
            }
        }
        else {
            for (const filter of filters) {
                const name = get(filter, 'name');
                if (typeof name !== 'string')
                    throw malformed(file, task, "a filter_list entry has no 'name'");
                if (name.includes('strict') || name.includes('resolved')) {
                    record.strict = value(taskResults, `${base},${name}`);
                    record.strictSe = value(taskResults, `${base}_stderr,${name}`);
                }
                else if (name.includes('flex') || name.includes('extract')) {
                    record.flex = value(taskResults, `${base},${name}`);
                    record.flexSe = value(taskResults, `${base}_stderr,${name}`);
                }
            }
        }
        const samples = Object.hasOwn(data, 'n-samples') ? data['n-samples'] : {};
        if (samples === null)
            throw malformed(file, task, "'n-samples' is null");
        record.nEff = get(get(samples, task), 'effective') ?? null;
        record.model = truthy(data.model_name)
            ? data.model_name
            : (get(get(config, 'metadata'), 'model') ?? null);
        records.push(record);
    }
    return records;
}

// EXTERNAL MODULE: ./lib/shared/collect/python-values.js
var python_values = __webpack_require__(79750);
;// CONCATENATED MODULE: ./lib/shared/collect/evals/row.js
/**
 * The eval row: the set's metadata (with `conc` possibly overridden by a batched
 * file name) plus one metric record, in the contract's key order.
 */


const has = (meta, key) => Object.hasOwn(meta, key);
const metaGet = (meta, key, fallback) => (has(meta, key) ? meta[key] : fallback);
/**
 * `as_bool`, kept as the reference does it so the row values stay identical: the integer 1 is
 * false (only a 'true' string form is true).
 */
function asBool(value, fallback) {
    if (typeof value === 'boolean')
        return value;
    if (value === null || value === undefined)
        return fallback;
    return (0,python_values/* pyStr */.rD)(value).toLowerCase() === 'true';
}
/** Python `==` between JSON scalars: True == 1, but True != "true". */
function pyEquals(a, b) {
    const numeric = (v) => (typeof v === 'boolean' ? Number(v) : v);
    if (typeof a === 'string' || typeof b === 'string')
        return a === b;
    if (a === null || b === null || a === undefined || b === undefined)
        return a === b;
    return numeric(a) === numeric(b) || JSON.stringify(a) === JSON.stringify(b);
}
function lowerStr(value) {
    return (0,python_values/* pyStr */.rD)(value).toLowerCase();
}
function withFallback(meta, key, fallbackKey, fallback) {
    return (0,python_values/* pyIntOr */.GL)(metaGet(meta, key, meta[fallbackKey]), fallback);
}
function buildEvalRow(meta, record, source, conc) {
    const isMultinode = asBool(meta.is_multinode, false);
    const prefillTp = withFallback(meta, 'prefill_tp', 'tp', 1);
    const prefillEp = withFallback(meta, 'prefill_ep', 'ep', 1);
    const rawDp = metaGet(meta, 'dp_attention', 'none');
    const rawPrefillDp = meta.prefill_dp_attention ?? rawDp;
    const rawDecodeDp = meta.decode_dp_attention ?? rawDp;
    const dp = !isMultinode
        ? rawDp
        : pyEquals(rawPrefillDp, rawDecodeDp)
            ? rawPrefillDp
            : `prefill=${lowerStr(rawPrefillDp)},decode=${lowerStr(rawDecodeDp)}`;
    const score = record.strict !== null
        ? { score: record.strict, score_name: 'em_strict', score_se: record.strictSe }
        : record.accuracy !== null
            ? { score: record.accuracy, score_name: 'accuracy', score_se: record.accuracySe }
            : { score: null, score_name: null, score_se: null };
    return {
        is_multinode: isMultinode,
        model_prefix: metaGet(meta, 'infmax_model_prefix', 'unknown'),
        model: truthy(record.model) ? record.model : metaGet(meta, 'model', 'unknown'),
        hw: (0,python_values/* pyStr */.rD)(meta.hw ?? 'unknown').toUpperCase(),
        framework: (0,python_values/* pyStr */.rD)(meta.framework ?? 'unknown').toLowerCase(),
        precision: (0,python_values/* pyStr */.rD)(meta.precision ?? 'unknown').toLowerCase(),
        spec_decoding: metaGet(meta, 'spec_decoding', 'unknown'),
        isl: (0,python_values/* pyIntOr */.GL)(meta.isl, 0),
        osl: (0,python_values/* pyIntOr */.GL)(meta.osl, 0),
        tp: has(meta, 'tp') ? (0,python_values/* pyIntOr */.GL)(meta.tp, prefillTp) : prefillTp,
        ep: has(meta, 'ep') ? (0,python_values/* pyIntOr */.GL)(meta.ep, prefillEp) : prefillEp,
        prefill_tp: prefillTp,
        prefill_ep: prefillEp,
        prefill_num_workers: (0,python_values/* pyIntOr */.GL)(meta.prefill_num_workers, 1),
        decode_tp: withFallback(meta, 'decode_tp', 'tp', 1),
        decode_ep: withFallback(meta, 'decode_ep', 'ep', 1),
        decode_num_workers: (0,python_values/* pyIntOr */.GL)(meta.decode_num_workers, 1),
        conc: conc ?? (0,python_values/* pyIntOr */.GL)(meta.conc, 0),
        dp_attention: lowerStr(dp),
        prefill_dp_attention: lowerStr(rawPrefillDp),
        decode_dp_attention: lowerStr(rawDecodeDp),
        task: record.task,
        em_strict: record.strict,
        em_strict_se: record.strictSe,
        em_flexible: record.flex,
        em_flexible_se: record.flexSe,
        n_eff: record.nEff,
        source,
        ...score,
    };
}

;// CONCATENATED MODULE: ./lib/shared/collect/evals/select.js
/**
 * Which result files of an eval set are used: lm-eval result objects only; in a
 * batched set the newest file per concurrency, in ascending concurrency, filtered by
 * `completed_eval_concs` (else `eval_concs`); in a legacy set the single newest file.
 * FIX (deterministic tie-break): "newest" is the greatest (timestamp embedded in
 * the file name, modification time, file name) instead of whichever the OS listed first.
 */

const BATCHED_SUFFIX = /_conc(\d+)(?:_\d+)?\.json$/;
const EMBEDDED_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?/;
function batchedConcurrency(name) {
    const match = BATCHED_SUFFIX.exec(name);
    return match ? Number(match[1]) : undefined;
}
function newerThan(a, b) {
    const stampA = EMBEDDED_TIMESTAMP.exec(a.name)?.[0] ?? '';
    const stampB = EMBEDDED_TIMESTAMP.exec(b.name)?.[0] ?? '';
    if (stampA !== stampB)
        return stampA > stampB;
    if (a.mtimeMs !== b.mtimeMs)
        return a.mtimeMs > b.mtimeMs;
    return a.name > b.name;
}
function newest(files) {
    return files.reduce((best, file) => (newerThan(file, best) ? file : best));
}
/** The allowed concurrencies of a batched set, or undefined for "no filter". */
function allowedConcurrencies(meta) {
    const chosen = Object.hasOwn(meta, 'completed_eval_concs') ? meta.completed_eval_concs : meta.eval_concs;
    return Array.isArray(chosen) ? new Set(chosen.map((entry) => (0,python_values/* pyIntOr */.GL)(entry, -1))) : undefined;
}
function selectResultFiles(meta, candidates) {
    const dropped = [];
    if (candidates.length === 0)
        return { selected: [], dropped };
    if (!Array.isArray(meta.eval_concs)) {
        const chosen = newest(candidates);
        for (const file of candidates)
            if (file !== chosen)
                dropped.push({ source: file.source, reason: `superseded by newer ${chosen.name}` });
        return { selected: [chosen], dropped };
    }
    const byConc = new Map();
    for (const file of candidates) {
        const conc = batchedConcurrency(file.name);
        if (conc === undefined) {
            dropped.push({ source: file.source, reason: 'batched eval set: file name has no _conc<N> suffix' });
            continue;
        }
        byConc.set(conc, [...(byConc.get(conc) ?? []), file]);
    }
    const allowed = allowedConcurrencies(meta);
    const selected = [];
    for (const conc of [...byConc.keys()].sort((a, b) => a - b)) {
        const files = byConc.get(conc);
        const chosen = newest(files);
        for (const file of files)
            if (file !== chosen)
                dropped.push({ source: file.source, reason: `superseded by newer ${chosen.name}` });
        if (allowed && !allowed.has(conc))
            dropped.push({
                source: chosen.source,
                reason: `concurrency ${conc} is not in completed_eval_concs/eval_concs`,
            });
        else
            selected.push({ ...chosen, conc });
    }
    return { selected, dropped };
}

;// CONCATENATED MODULE: ./lib/shared/collect/evals/aggregate.js
/**
 * agg_eval_<exp>.json: rows in discovery order (sets, then selected files, then
 * tasks). Sets are the root (flat layout) and its immediate children holding meta_env.json,
 * children in code-point order (FIX: the reference used the OS listing order).
 */





function aggregateEvals(sets, options = {}) {
    const rows = [];
    const dropped = [];
    for (const set of sets) {
        const candidates = [];
        for (const file of set.files) {
            if (!file.parsed.ok)
                dropped.push({ source: file.source, reason: `unreadable: ${file.parsed.error}` });
            else if (typeof file.parsed.value !== 'object' ||
                file.parsed.value === null ||
                Array.isArray(file.parsed.value))
                dropped.push({ source: file.source, reason: 'not an lm-eval result (not a JSON object)' });
            else if (!Object.hasOwn(file.parsed.value, 'lm_eval_version'))
                dropped.push({ source: file.source, reason: "not an lm-eval result (no 'lm_eval_version')" });
            else
                candidates.push({ ...file, data: file.parsed.value });
        }
        const selection = selectResultFiles(set.meta, candidates);
        dropped.push(...selection.dropped);
        for (const file of selection.selected) {
            let records;
            try {
                records = extractMetrics(file.source, file.data);
            }
            catch (error) {
                if (options.strict || !(error instanceof errors/* SweepkitError */.R0))
                    throw error;
                dropped.push({
                    source: file.source,
                    reason: `malformed lm-eval result: ${error.issues[0].message}`,
                });
                continue;
            }
            for (const record of records)
                rows.push(buildEvalRow(set.meta, record, file.source, file.conc));
        }
    }
    return { rows, text: (0,json_text/* toPythonJson */.M3)(rows), dropped };
}

// EXTERNAL MODULE: ./lib/shared/collect/python-format.js
var python_format = __webpack_require__(74759);
;// CONCATENATED MODULE: ./lib/shared/collect/markdown-table.js
/**
 * Markdown tables as Python `tabulate(rows, headers, tablefmt="github")` 0.10 renders them, so the
 * job summaries read like the reference's: the column type is the most
 * general type of its non-empty cells (int, then float, then string; numeric-looking strings count
 * as numbers), numbers are re-rendered (floats in 6-significant-digit 'g') and decimal-aligned,
 * strings are left-aligned, and each column is at least its header width + 2.
 */

const INT_TEXT = /^\s*[+-]?\d+\s*$/;
const FLOAT_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$|^\s*[+-]?(?:inf|infinity|nan)\s*$/i;
function cellType(cell) {
    if (cell === null || cell === undefined || cell === '')
        return 0;
    if (typeof cell === 'boolean' || cell === 'True' || cell === 'False')
        return 1;
    if (typeof cell === 'number')
        return Number.isInteger(cell) ? 2 : 3;
    if (INT_TEXT.test(cell))
        return 2;
    if (FLOAT_TEXT.test(cell))
        return 3;
    return 4;
}
function render(cell, type) {
    if (cell === null || cell === undefined)
        return '';
    if (typeof cell === 'boolean')
        return cell ? 'True' : 'False';
    if (type === 3 && cell !== '')
        return (0,python_format/* formatGeneral */.c)(Number(cell));
    return String(cell).trim();
}
/** Digits after the decimal point (or exponent marker); -1 for integers and non-numbers. */
function afterPoint(text) {
    if (INT_TEXT.test(text) || !FLOAT_TEXT.test(text))
        return -1;
    let at = text.lastIndexOf('.');
    if (at < 0)
        at = text.toLowerCase().lastIndexOf('e');
    return at < 0 ? -1 : text.length - at - 1;
}
function markdownTable(headers, rows) {
    const columns = headers.map((header, c) => {
        const cells = rows.map((row) => row[c]);
        const type = cells.reduce((most, cell) => Math.max(most, cellType(cell)), 0);
        const numeric = type === 2 || type === 3;
        let texts = cells.map((cell) => render(cell, type));
        if (numeric) {
            const decimals = texts.map(afterPoint);
            const most = Math.max(...decimals);
            texts = texts.map((text, i) => text + ' '.repeat(most - decimals[i]));
        }
        const width = Math.max(header.length + 2, ...texts.map((text) => text.length));
        const pad = (text) => (numeric ? text.padStart(width) : text.padEnd(width));
        return { header: pad(header), cells: texts.map(pad), width };
    });
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [
        line(columns.map((column) => column.header)),
        `|${columns.map((column) => '-'.repeat(column.width + 2)).join('|')}|`,
        ...rows.map((_, r) => line(columns.map((column) => column.cells[r]))),
    ].join('\n');
}

;// CONCATENATED MODULE: ./lib/shared/collect/evals/summary.js
/**
 * The eval Markdown summary: single-node and multi-node tables, each sorted stably by
 * its key tuple (the JSON stays in discovery order). FIX: keys of mixed types (null vs string)
 * crashed the reference's sort; they are ordered by type here instead.
 */



const SINGLE_KEYS = [
    'model_prefix',
    'hw',
    'framework',
    'precision',
    'spec_decoding',
    'isl',
    'osl',
    'tp',
    'ep',
    'conc',
];
const MULTI_KEYS = [
    'model_prefix',
    'hw',
    'framework',
    'precision',
    'spec_decoding',
    'isl',
    'osl',
    'prefill_tp',
    'prefill_ep',
    'prefill_num_workers',
    'decode_tp',
    'decode_ep',
    'decode_num_workers',
    'conc',
];
function typeRank(value) {
    return value === null || value === undefined
        ? 0
        : typeof value === 'number' || typeof value === 'boolean'
            ? 1
            : 2;
}
function compareValues(a, b) {
    const rank = typeRank(a) - typeRank(b);
    if (rank !== 0)
        return rank;
    if (typeof a === 'string' && typeof b === 'string')
        return a < b ? -1 : a > b ? 1 : 0;
    if (typeRank(a) === 1)
        return Number(a) - Number(b);
    return 0;
}
function sortRows(rows, keys) {
    return [...rows].sort((x, y) => {
        for (const key of keys) {
            const order = compareValues(x[key], y[key]);
            if (order !== 0)
                return order;
        }
        return 0;
    });
}
/** `pct(x)`: ×100 with two half-even decimals and '%', or N/A. */
function pct(value) {
    const number = value === null ? undefined : (0,python_values/* pyFloatOrUndefined */.Br)(value);
    return number === undefined ? 'N/A' : `${(0,python_format/* formatFixed */.g)(number * 100, 2)}%`;
}
/** `se(x)`: ' ±' + ×100 with two decimals + '%', or ''. */
function se(value) {
    const number = value === null ? undefined : (0,python_values/* pyFloatOrUndefined */.Br)(value);
    return number === undefined ? '' : ` ±${(0,python_format/* formatFixed */.g)(number * 100, 2)}%`;
}
const nEff = (value) => (value ? (0,python_values/* pyStr */.rD)(value) : '');
const upper = (value) => (0,python_values/* pyStr */.rD)(value).toUpperCase();
const cell = (value) => (typeof value === 'number' ? value : value === null ? null : (0,python_values/* pyStr */.rD)(value));
function singleNodeTable(rows) {
    return markdownTable([
        'Model Prefix',
        'Hardware',
        'Framework',
        'Precision',
        'Spec Decode',
        'ISL',
        'OSL',
        'TP',
        'EP',
        'Conc',
        'DP Attention',
        'Task',
        'Score',
        'EM Strict',
        'EM Flexible',
        'N (eff)',
        'Model',
    ], rows.map((r) => [
        cell(r.model_prefix),
        r.hw,
        upper(r.framework),
        upper(r.precision),
        cell(r.spec_decoding),
        r.isl,
        r.osl,
        r.tp,
        r.ep,
        r.conc,
        r.dp_attention,
        r.task,
        pct(r.score) + se(r.score_se),
        pct(r.em_strict) + se(r.em_strict_se),
        pct(r.em_flexible) + se(r.em_flexible_se),
        nEff(r.n_eff),
        cell(r.model),
    ]));
}
function multiNodeTable(rows) {
    return markdownTable([
        'Model Prefix',
        'Hardware',
        'Framework',
        'Precision',
        'Spec Decode',
        'ISL',
        'OSL',
        'Prefill TP',
        'Prefill EP',
        'Prefill DP Attn',
        'Prefill Workers',
        'Decode TP',
        'Decode EP',
        'Decode DP Attn',
        'Decode Workers',
        'Conc',
        'Task',
        'Score',
        'EM Strict',
        'EM Flexible',
        'N (eff)',
        'Model',
    ], rows.map((r) => [
        cell(r.model_prefix),
        r.hw,
        upper(r.framework),
        upper(r.precision),
        cell(r.spec_decoding),
        r.isl,
        r.osl,
        r.prefill_tp,
        r.prefill_ep,
        r.prefill_dp_attention,
        r.prefill_num_workers,
        r.decode_tp,
        r.decode_ep,
        r.decode_dp_attention,
        r.decode_num_workers,
        r.conc,
        r.task,
        pct(r.score) + se(r.score_se),
        pct(r.em_strict) + se(r.em_strict_se),
        pct(r.em_flexible) + se(r.em_flexible_se),
        nEff(r.n_eff),
        cell(r.model),
    ]));
}
/** The collector's stdout: what run-sweep appends to the job summary under "## Eval Summary". */
function evalSummaryMarkdown(rows, sortBy = 'model_prefix') {
    if (rows.length === 0)
        return '> No eval results found to summarize.\n';
    const drop = sortBy === 'hw' ? 1 : 0;
    const single = rows.filter((r) => !r.is_multinode);
    const multi = rows.filter((r) => r.is_multinode);
    let text = '';
    if (single.length)
        text += `### Single-Node Eval Results\n\n${singleNodeTable(sortRows(single, SINGLE_KEYS.slice(drop)))}\n`;
    if (multi.length) {
        if (single.length)
            text += '\n\n';
        text += `### Multi-Node Eval Results\n\n${multiNodeTable(sortRows(multi, MULTI_KEYS.slice(drop)))}\n`;
    }
    return text;
}

// EXTERNAL MODULE: ./lib/shared/text.js
var shared_text = __webpack_require__(24493);
;// CONCATENATED MODULE: ./lib/shared/collect/run-stats/stats.js
/**
 * run_stats.json: per cluster label, successes and totals over every job of every
 * attempt of the run. Only names carrying an exact cluster label count (broad labels such as
 * `h200` count nowhere), `skipped` jobs are left out, and every other conclusion, null (still
 * running) included, counts as not successful — all kept for parity with the history the
 * results app holds.
 */


const CLUSTER_PREFIX = 'cluster:';
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The hardware labels from configs/runners.yaml: the `cluster:` keys of `labels` (or of the whole
 * document), prefix removed, sorted by code point; the `hardware` map's keys when there are none.
 */
function hardwareLabels(runners) {
    const labels = isRecord(runners) && isRecord(runners.labels) ? runners.labels : runners;
    let keys = isRecord(labels)
        ? Object.keys(labels)
            .filter((key) => key.startsWith(CLUSTER_PREFIX))
            .map((key) => key.slice(CLUSTER_PREFIX.length))
        : [];
    if (keys.length === 0 && isRecord(runners) && isRecord(runners.hardware))
        keys = Object.keys(runners.hardware);
    return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
/** The first label (in sorted order) occurring in the lower-cased name between non-alphanumerics. */
function matchLabel(jobName, labels) {
    const name = jobName.toLowerCase();
    return labels.find((label) => [label, `${CLUSTER_PREFIX}${label}`].some((needle) => new RegExp(`(?<![a-z0-9])${(0,shared_text/* escapeRegExp */.N)(needle.toLowerCase())}(?![a-z0-9])`).test(name)));
}
function computeRunStats(jobs, labels) {
    const stats = {};
    for (const label of labels)
        stats[label] = { n_success: 0, total: 0 };
    for (const job of jobs) {
        const label = matchLabel(job.name, labels);
        if (label === undefined || job.conclusion === 'skipped')
            continue;
        stats[label].total += 1;
        if (job.conclusion === 'success')
            stats[label].n_success += 1;
    }
    return stats;
}
/** The console table (the reference prints it; the action puts the same rows in the summary). */
function runStatsConsoleTable(stats) {
    const rule = '='.repeat(60);
    const lines = [rule, 'Hardware Success Rates', rule];
    lines.push(`${'Hardware'.padEnd(20)}${'Success'.padEnd(10)}${'Total'.padEnd(10)}${'Rate'.padEnd(10)}`, '-'.repeat(60));
    for (const [label, { n_success, total }] of Object.entries(stats)) {
        if (total === 0)
            continue;
        const rate = (0,python_format/* formatFixed */.g)((n_success / total) * 100, 2).padEnd(10);
        lines.push(`${label.padEnd(20)}${String(n_success).padEnd(10)}${String(total).padEnd(10)}${rate}%`);
    }
    lines.push(rule);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./lib/shared/zod.js + 13 modules
var zod = __webpack_require__(23956);
;// CONCATENATED MODULE: ./lib/shared/collect/compare/baseline.js
/**
 * The production baseline of one PR row: the query's parameters and the
 * matching rule, applied to baseline records (an export of the production database, since the
 * database itself is reached only through a port). The newest record matching every parameter wins.
 * Kept as the reference does it, so comparisons read as they always have: `hw` is the runner
 * label, so cluster labels never match canonical hardware names.
 */

const BaselineRecord = zod.z.looseObject({
    hardware: zod.z.string(),
    framework: zod.z.string(),
    precision: zod.z.string(),
    spec_method: zod.z.string(),
    model: zod.z.string(),
    disagg: zod.z.boolean(),
    is_multinode: zod.z.boolean(),
    prefill_tp: zod.z.number(),
    prefill_ep: zod.z.number(),
    prefill_dp_attention: zod.z.union([zod.z.boolean(), zod.z.string()]),
    decode_tp: zod.z.number(),
    decode_ep: zod.z.number(),
    decode_dp_attention: zod.z.union([zod.z.boolean(), zod.z.string()]),
    isl: zod.z.number(),
    osl: zod.z.number(),
    conc: zod.z.number(),
    date: zod.z.string(),
    head_branch: zod.z._default(zod.z.string(), 'main'),
    error: zod.z._default(zod.z.nullable(zod.z.string()), null),
    metrics: zod.z.record(zod.z.string(), zod.z.nullable(zod.z.number())),
});
const BaselineFile = zod.z.array(BaselineRecord);
/** One trailing -multinode, -trt or -disagg removed, then lower-cased. */
function stripHardwareSuffix(hw) {
    return hw.replace(/-(multinode|trt|disagg)$/, '').toLowerCase();
}
const lower = (value) => String(value ?? '').toLowerCase();
const asBoolean = (value) => value === true || (typeof value === 'string' && value.toLowerCase() === 'true');
function need(row, key) {
    if (!Object.hasOwn(row, key))
        throw new Error(`row for ${String(row.hw)} conc ${String(row.conc)} has no '${key}' (KeyError in the reference)`);
    return row[key];
}
function baselineQuery(row) {
    const multinode = asBoolean(row.is_multinode);
    const topology = multinode
        ? {
            prefill_tp: need(row, 'prefill_tp'),
            prefill_ep: need(row, 'prefill_ep'),
            prefill_dp_attention: need(row, 'prefill_dp_attention'),
            decode_tp: need(row, 'decode_tp'),
            decode_ep: need(row, 'decode_ep'),
            decode_dp_attention: need(row, 'decode_dp_attention'),
        }
        : (() => {
            const tp = need(row, 'tp');
            const ep = need(row, 'ep');
            const dp = need(row, 'dp_attention');
            return {
                prefill_tp: tp,
                prefill_ep: ep,
                prefill_dp_attention: dp,
                decode_tp: tp,
                decode_ep: ep,
                decode_dp_attention: dp,
            };
        })();
    return {
        hardware: stripHardwareSuffix(String(row.hw ?? '')),
        framework: lower(row.framework),
        precision: lower(row.precision),
        spec_method: lower(row.spec_decoding ?? 'none'),
        model_prefix: lower(row.infmax_model_prefix),
        disagg: asBoolean(row.disagg),
        is_multinode: multinode,
        ...topology,
        isl: row.isl,
        osl: row.osl,
        conc: row.conc,
    };
}
/** SQL `LIKE prefix || '%'`: `%` and `_` inside the prefix are wildcards too. */
function likePrefix(prefix) {
    const body = prefix
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.');
    return new RegExp(`^${body}`, 's');
}
const sameDp = (a, b) => lower(a) === lower(b);
function findBaseline(query, records) {
    const model = likePrefix(query.model_prefix);
    const matches = records.filter((r) => r.hardware === query.hardware &&
        r.framework === query.framework &&
        r.precision === query.precision &&
        r.spec_method === query.spec_method &&
        model.test(r.model) &&
        r.disagg === query.disagg &&
        r.is_multinode === query.is_multinode &&
        r.prefill_tp === query.prefill_tp &&
        r.prefill_ep === query.prefill_ep &&
        sameDp(r.prefill_dp_attention, query.prefill_dp_attention) &&
        r.decode_tp === query.decode_tp &&
        r.decode_ep === query.decode_ep &&
        sameDp(r.decode_dp_attention, query.decode_dp_attention) &&
        r.isl === query.isl &&
        r.osl === query.osl &&
        r.conc === query.conc &&
        r.head_branch === 'main' &&
        r.error === null);
    return matches.reduce((newest, r) => (!newest || r.date > newest.date ? r : newest), undefined);
}

;// CONCATENATED MODULE: ./lib/shared/collect/compare/report.js
/**
 * The PR-vs-production comparison: value and delta cells per metric, coloured by
 * whether the change is an improvement, in single-node and multi-node Markdown tables.
 * Delta thresholds: any non-zero change is coloured (green better, red worse); exactly zero is
 * plain; a missing or zero baseline gives N/A.
 */





const metric = (key, header, higherIsBetter, decimals = 4, scale = 1) => ({
    key,
    header,
    higherIsBetter,
    decimals,
    scale,
});
const COMPARED_METRICS = [
    metric('tput_per_gpu', 'TPUT/GPU', true, 2),
    metric('median_ttft', 'TTFT Median (ms)', false, 4, 1000),
    metric('p90_ttft', 'TTFT P90 (ms)', false, 4, 1000),
    metric('p99_ttft', 'TTFT P99 (ms)', false, 4, 1000),
    metric('p99.9_ttft', 'TTFT P99.9 (ms)', false, 4, 1000),
    metric('median_intvty', 'Intvty Median', true),
    metric('p90_intvty', 'Intvty@P90 TPOT', true),
    metric('p99_intvty', 'Intvty@P99 TPOT', true),
    metric('p99.9_intvty', 'Intvty@P99.9 TPOT', true),
    metric('median_e2el', 'E2EL Median (s)', false),
    metric('p90_e2el', 'E2EL P90 (s)', false),
    metric('p99_e2el', 'E2EL P99 (s)', false),
    metric('p99.9_e2el', 'E2EL P99.9 (s)', false),
];
/** Loaded rows: arrays flattened one level, agentic rows dropped. */
function comparableRows(elements) {
    return elements
        .flatMap((element) => (Array.isArray(element) ? element : [element]))
        .filter((row) => typeof row === 'object' && row !== null && !Array.isArray(row))
        .filter((row) => row.scenario_type !== names/* AGENTIC_SCENARIO */.NW);
}
const numberOf = (value) => value === null || value === undefined ? undefined : (0,python_values/* pyFloatOrUndefined */.Br)(value);
function valueCell(row, m) {
    const value = numberOf(row[m.key]);
    return value === undefined ? 'N/A' : (0,python_format/* formatFixed */.g)(value * m.scale, m.decimals);
}
function deltaCell(row, m, baseline) {
    const current = numberOf(row[m.key]);
    const base = baseline ? numberOf(baseline.metrics[m.key]) : undefined;
    if (current === undefined || base === undefined || base === 0)
        return 'N/A';
    const now = current * m.scale;
    const before = base * m.scale;
    const delta = now - before;
    const text = (0,python_format/* formatFixed */.g)(delta, m.decimals, true);
    const pct = `(${(0,python_format/* formatFixed */.g)((delta / before) * 100, 1, true)}%)`;
    if (delta === 0)
        return `${text} ${pct}`;
    const better = m.higherIsBetter ? delta > 0 : delta < 0;
    return `$\\color{${better ? 'green' : 'red'}}\\text{${text}}$ ${pct}`;
}
const report_upper = (value) => String(value ?? '').toUpperCase();
function sortKey(row) {
    return [
        row.infmax_model_prefix,
        report_upper(stripHardwareSuffix(String(row.hw ?? ''))),
        report_upper(row.framework),
        row.isl,
        row.osl,
        row.conc,
    ];
}
function compareKeys(a, b) {
    for (let i = 0; i < a.length; i++) {
        const [x, y] = [a[i], b[i]];
        if (x === y)
            continue;
        if (typeof x === 'number' && typeof y === 'number')
            return x - y;
        return String(x) < String(y) ? -1 : 1;
    }
    return 0;
}
function metricCells(row, baseline) {
    return COMPARED_METRICS.flatMap((m) => [valueCell(row, m), deltaCell(row, m, baseline)]);
}
const metricHeaders = COMPARED_METRICS.flatMap((m) => [m.header, `Δ ${m.header}`]);
function compareResults(elements, lookup) {
    const rows = comparableRows(elements);
    const log = [`Loaded ${rows.length} benchmark results`];
    if (rows.length === 0)
        return { markdown: 'No benchmark results found to compare.\n', log, matched: 0, unmatched: 0 };
    let matched = 0;
    const baselines = new Map();
    for (const row of rows) {
        const query = baselineQuery(row);
        log.push(JSON.stringify(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), null, 2));
        const baseline = lookup(query);
        baselines.set(row, baseline);
        if (baseline) {
            matched++;
            log.push(`  -> Matched DB model=${baseline.model}, tput=${baseline.metrics.tput_per_gpu}`);
        }
        else
            log.push('  -> No baseline found');
    }
    log.push(`Summary: ${matched} matched, ${rows.length - matched} unmatched out of ${rows.length} results`);
    const sorted = [...rows].sort((a, b) => compareKeys(sortKey(a), sortKey(b)));
    const common = (row) => [
        row.infmax_model_prefix,
        row.model,
        report_upper(stripHardwareSuffix(String(row.hw ?? ''))),
        report_upper(row.framework),
        report_upper(row.precision),
        row.isl,
        row.osl,
    ];
    const single = sorted.filter((row) => row.is_multinode !== true);
    const multi = sorted.filter((row) => row.is_multinode === true);
    let markdown = '';
    if (single.length)
        markdown += `## Single-Node Comparison vs. Most Recent\n\n${markdownTable([
            'Model',
            'Served Model',
            'Hardware',
            'Framework',
            'Precision',
            'ISL',
            'OSL',
            'TP',
            'EP',
            'DP Attention',
            'Conc',
            ...metricHeaders,
        ], single.map((row) => [
            ...common(row),
            String(row.tp),
            String(row.ep),
            (row.dp_attention ?? false),
            row.conc,
            ...metricCells(row, baselines.get(row)),
        ]))}\n\n`;
    if (multi.length)
        markdown += `## Multi-Node Comparison vs. Most Recent\n\n${markdownTable([
            'Model',
            'Served Model',
            'Hardware',
            'Framework',
            'Precision',
            'ISL',
            'OSL',
            'Prefill TP',
            'Prefill EP',
            'Decode TP',
            'Decode EP',
            'Conc',
            ...metricHeaders,
        ], multi.map((row) => [
            ...common(row),
            row.prefill_tp,
            row.prefill_ep,
            row.decode_tp,
            row.decode_ep,
            row.conc,
            ...metricCells(row, baselines.get(row)),
        ]))}\n\n`;
    return { markdown, log, matched, unmatched: rows.length - matched };
}

// EXTERNAL MODULE: ./lib/shared/collect/process-result/index.js + 3 modules
var process_result = __webpack_require__(69849);
;// CONCATENATED MODULE: ./lib/shared/collect/read-tree.js
/**
 * Reading result folders as download-artifact leaves them (one artifact lands flat, several
 * each in its own folder), over the ResultTree port (io/result-tree.ts reads the local file
 * system): fetch first, decide second. Order is
 * deterministic: a directory's files first, then its sub-directories, each sorted by code point
 * (the reference used the OS listing order; for single-artifact runs both agree).
 */


const join = (dir, name) => (dir.endsWith('/') ? dir + name : `${dir}/${name}`);
function readText(tree, path) {
    const read = tree.read(path);
    return 'error' in read ? read : read.text;
}
/**
 * Every *.json at any depth (hidden files included), and every entry that cannot be walked
 * safely (named with its problem); a missing root gives none.
 */
function walkJsonFiles(tree, root) {
    const files = [];
    const walk = (dir, relative) => {
        const entries = tree.list(dir);
        for (const entry of entries) {
            if (entry.problem)
                files.push({ path: relative + entry.name, text: { error: entry.problem } });
            else if (!entry.directory && entry.name.endsWith('.json'))
                files.push({ path: relative + entry.name, text: readText(tree, join(dir, entry.name)) });
        }
        for (const entry of entries)
            if (entry.directory && !entry.problem) {
                if (entry.name.endsWith('.json'))
                    files.push({ path: relative + entry.name, text: { error: 'EISDIR (a directory named *.json)' } });
                walk(join(dir, entry.name), `${relative}${entry.name}/`);
            }
    };
    walk(root, '');
    return files;
}
/** Python `str(Path(root) / relative)`: no trailing '/', no leading './', '/' separators. */
function displayPath(root, ...parts) {
    const absolute = root.startsWith('/');
    const segments = [root, ...parts].flatMap((part) => part.split('/')).filter((s) => s !== '' && s !== '.');
    const path = segments.join('/');
    return absolute ? `/${path}` : path || '.';
}
function readSet(tree, root, dirPath, relative) {
    let meta = {};
    const metaText = readText(tree, join(dirPath, names/* EVAL_META_FILE */.o$));
    if (typeof metaText === 'string') {
        const parsed = (0,json_text/* parsePythonJson */.S6)(metaText);
        // An unreadable or invalid meta_env.json counts as {} (reference behaviour).
        if (parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value))
            meta = parsed.value;
    }
    const files = [];
    for (const entry of tree.list(dirPath)) {
        if (entry.name === names/* EVAL_META_FILE */.o$)
            continue;
        if (!entry.problem && (entry.directory || !entry.name.endsWith('.json')))
            continue;
        const read = entry.problem ? { error: entry.problem } : tree.read(join(dirPath, entry.name));
        const parsed = 'error' in read ? { ok: false, problem: { message: read.error } } : (0,json_text/* parsePythonJson */.S6)(read.text);
        files.push({
            name: entry.name,
            source: displayPath(root, ...relative, entry.name),
            mtimeMs: 'error' in read ? 0 : read.mtimeMs,
            parsed: parsed.ok ? { ok: true, value: parsed.value } : { ok: false, error: parsed.problem.message },
        });
    }
    return { dir: displayPath(root, ...relative), meta, files };
}
/**
 * The eval sets under `root`: the root itself, then each immediate child holding meta_env.json.
 * `displayRoot` is the root as the caller named it (rows' `source` starts with it). Children
 * that cannot be walked safely (a symbolic link to a directory, a loop) are `skipped`, with why.
 */
function walkEvalSets(tree, root, displayRoot = root) {
    const sets = [];
    const ignoredDirs = [];
    const skipped = [];
    if (tree.exists(join(root, names/* EVAL_META_FILE */.o$)))
        sets.push(readSet(tree, displayRoot, root, []));
    for (const entry of tree.list(root)) {
        if (entry.problem)
            skipped.push({ path: displayPath(displayRoot, entry.name), reason: entry.problem });
        if (!entry.directory || entry.problem)
            continue;
        if (tree.exists(join(join(root, entry.name), names/* EVAL_META_FILE */.o$)))
            sets.push(readSet(tree, displayRoot, join(root, entry.name), [entry.name]));
        else
            ignoredDirs.push(displayPath(displayRoot, entry.name));
    }
    return { sets, ignoredDirs, skipped };
}

;// CONCATENATED MODULE: ./lib/shared/collect/run-stats/gather.js
/**
 * Fetch first, decide second: run statistics from a source of the run's jobs (the REST API in
 * production, the fake server in tests), with the reference's console log and failure modes.
 */

/** The token was rejected (401): the reference writes `null` and exits 0, and so do we. */
class RunStatsAuthError extends Error {
    name = 'RunStatsAuthError';
}
/**
 * Kept as the reference does it: an authentication failure yields `null` stats (exit 0) because the consumer
 * tolerates a null run_stats.json; any other failure (repository, run, jobs) propagates, so no
 * file is written. FIX: a token that may not read /user (GITHUB_TOKEN) is not an auth failure.
 */
async function gatherRunStats(source, labels) {
    const log = [];
    try {
        const login = await source.authenticatedUser();
        log.push(login === undefined ? 'Authenticated with an installation token' : `Authenticated as user: ${login}`);
    }
    catch (error) {
        if (!(error instanceof RunStatsAuthError))
            throw error;
        log.push(`Authentication failed: ${error.message}`, 'No data to display');
        return { stats: null, log, authFailure: error.message };
    }
    log.push(`Found repo: ${await source.repositoryName()}`);
    const run = await source.run();
    log.push(`Found run: ${run.id} - ${run.name}`);
    const stats = computeRunStats(await source.jobs(), labels);
    log.push(runStatsConsoleTable(stats));
    return { stats, log };
}

// EXTERNAL MODULE: ../../node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __webpack_require__(92876);
;// CONCATENATED MODULE: ./lib/shared/collect/artifact-pattern.js
/**
 * download-artifact's `pattern` over artifact names: it filters the run's artifacts with
 * `minimatch(name, pattern)` and default options, so this is the same call (bundled), not a
 * re-implementation: `*`, `?`, `[...]`, braces, extglobs and a leading `!` mean what they mean
 * there, and `*` does not match a name starting with `.`.
 */

function matchesArtifactPattern(pattern, name) {
    return (0,esm/* minimatch */.xF)(name, pattern);
}

// EXTERNAL MODULE: ./lib/shared/collect/summary.js
var summary = __webpack_require__(50085);
;// CONCATENATED MODULE: ./lib/shared/collect/index.js
/** Result collection: per-job rows, run-level aggregates, run statistics and the PR comparison. */
















/***/ })

};
