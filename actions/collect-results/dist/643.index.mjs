export const id = 643;
export const ids = [643];
export const modules = {

/***/ 16875:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ finish),
  v: () => (/* binding */ reportSkipped)
});

// EXTERNAL MODULE: ./lib/actions/_common/workflow-commands.js
var workflow_commands = __webpack_require__(98413);
;// CONCATENATED MODULE: ./lib/actions/_common/outputs.js

/**
 * Outputs are strings on the runner; objects are written as compact JSON. All of a step's
 * outputs go to GITHUB_OUTPUT in one append, each value serialised once.
 */
function setOutputs(outputs) {
    const entries = [];
    for (const [name, value] of Object.entries(outputs)) {
        if (value === undefined)
            continue;
        entries.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
    }
    (0,workflow_commands/* setOutputs */.n0)(entries);
}

// EXTERNAL MODULE: ./lib/shared/collect/summary.js
var summary = __webpack_require__(50085);
;// CONCATENATED MODULE: ./lib/actions/collect-results/src/report.js



/** Rows are never dropped silently: each skipped file is a warning and a line of the summary. */
function reportSkipped(skipped) {
    for (const file of skipped)
        workflow_commands/* warning */.$e(`${file.path}: ${file.reason}`, {
            title: 'collect-results: input skipped',
            file: file.path,
            startLine: file.line,
        });
    return (0,summary/* skippedSummary */.vT)(skipped);
}
async function finish(summary, outputs) {
    setOutputs({
        file: outputs.file ?? '',
        artifact: outputs.artifact ?? '',
        rows: outputs.rows,
        skipped: outputs.skipped,
    });
    await workflow_commands/* summary */.z.addRaw(summary, true).write();
}


/***/ }),

/***/ 41329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ scanPythonJson)
/* harmony export */ });
/**
 * Checks that a text is JSON as Python's `json.loads` accepts it (the bare NaN / Infinity /
 * -Infinity constants included) without building its value, and reports the top-level object's
 * members as spans of the text.
 *
 * Hand-written because the throughput aggregate only needs "is it valid" and three top-level
 * fields, while JSON.parse materialises every value: measured on a 32 MB result file holding an
 * array of 4.4 million numbers, JSON.parse alone adds ~200 MB and ~1.5 s of garbage collection,
 * the scan adds nothing but its explicit stack (no recursion, so nesting depth costs no call
 * stack) and runs in about the time JSON.parse does. Grammar: RFC 8259 as JSON.parse reads it
 * (whitespace is space, tab, LF and CR only; unescaped U+0000-U+001F are invalid in strings;
 * lone surrogates are allowed), plus the three constants wherever a value may stand.
 */
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const PLUS = 43;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const ZERO = 48;
const NINE = 57;
const COLON = 58;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const IN_ARRAY = 0;
const IN_OBJECT = 1;
const SIMPLE_ESCAPES = new Set([QUOTE, BACKSLASH, SLASH, 98, 102, 110, 114, 116]); // " \ / b f n r t
const LITERALS = ['true', 'false', 'null', 'NaN', 'Infinity'];
function skipWhitespace(text, at) {
    for (let c = text.charCodeAt(at); c === SPACE || c === LF || c === CR || c === TAB; c = text.charCodeAt(at))
        at++;
    return at;
}
function isHex(c) {
    return (c >= ZERO && c <= NINE) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
/** End of the string starting at `at` (its opening quote), or -(offset + 1) of the first fault. */
function stringEnd(text, at) {
    for (let i = at + 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE)
            return i + 1;
        if (c < SPACE)
            return -(i + 1);
        if (c === BACKSLASH) {
            const e = text.charCodeAt(++i);
            if (e === 117) {
                for (let k = 1; k <= 4; k++)
                    if (!isHex(text.charCodeAt(i + k)))
                        return -(i + k + 1);
                i += 4;
            }
            else if (!SIMPLE_ESCAPES.has(e))
                return -(i + 1);
        }
    }
    return -(text.length + 1);
}
function digitsEnd(text, at) {
    let c = text.charCodeAt(at);
    while (c >= ZERO && c <= NINE)
        c = text.charCodeAt(++at);
    return at;
}
/** End of the number or constant at `at`, or -(offset + 1) of the first fault. */
function scalarEnd(text, at) {
    for (const word of LITERALS)
        if (text.startsWith(word, at))
            return at + word.length;
    let i = at;
    if (text.charCodeAt(i) === MINUS) {
        i++;
        if (text.startsWith('Infinity', i))
            return i + 8;
    }
    const first = text.charCodeAt(i);
    if (first === ZERO)
        i++;
    else if (first > ZERO && first <= NINE)
        i = digitsEnd(text, i + 1);
    else
        return -(i + 1);
    if (text.charCodeAt(i) === DOT) {
        const end = digitsEnd(text, i + 1);
        if (end === i + 1)
            return -(end + 1);
        i = end;
    }
    const e = text.charCodeAt(i);
    if (e === 69 || e === 101) {
        i++;
        const sign = text.charCodeAt(i);
        if (sign === PLUS || sign === MINUS)
            i++;
        const end = digitsEnd(text, i);
        if (end === i)
            return -(end + 1);
        i = end;
    }
    return i;
}
function describe(text, offset, expected) {
    if (offset >= text.length)
        return `unexpected end of data (expected ${expected})`;
    const c = text.charCodeAt(offset);
    const shown = c < SPACE || c > 126 ? `U+${c.toString(16).toUpperCase().padStart(4, '0')}` : text[offset];
    return `unexpected '${shown}' (expected ${expected})`;
}
function scanPythonJson(text) {
    const stack = [];
    const members = [];
    let member;
    let kind;
    let i = skipWhitespace(text, 0);
    const fail = (offset, expected) => ({
        ok: false,
        offset,
        message: describe(text, offset, expected),
    });
    for (;;) {
        // A value starts at i.
        const c = text.charCodeAt(i);
        let expectKey = false;
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            kind ??= c === OPEN_BRACE ? 'object' : 'array';
            i = skipWhitespace(text, i + 1);
            if (text.charCodeAt(i) === (c === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET))
                i++;
            else {
                stack.push(c === OPEN_BRACE ? IN_OBJECT : IN_ARRAY);
                if (c === OPEN_BRACKET)
                    continue;
                expectKey = true;
            }
        }
        else {
            kind ??= 'scalar';
            const end = c === QUOTE ? stringEnd(text, i) : scalarEnd(text, i);
            if (end < 0)
                return fail(-end - 1, c === QUOTE ? 'a string character or the closing quote' : 'a JSON value');
            i = end;
        }
        // A value ended at i: close what it completes, up to the next value or key.
        while (!expectKey) {
            if (member && stack.length === 1) {
                member.valueEnd = i;
                members.push(member);
                member = undefined;
            }
            i = skipWhitespace(text, i);
            if (stack.length === 0)
                return i === text.length ? { ok: true, kind: kind, members } : fail(i, 'the end of the data');
            const top = stack[stack.length - 1];
            const d = text.charCodeAt(i);
            if (d === COMMA) {
                i = skipWhitespace(text, i + 1);
                if (top === IN_ARRAY)
                    break;
                expectKey = true;
            }
            else if (d === (top === IN_OBJECT ? CLOSE_BRACE : CLOSE_BRACKET)) {
                i++;
                stack.pop();
            }
            else
                return fail(i, top === IN_OBJECT ? "',' or '}'" : "',' or ']'");
        }
        if (expectKey) {
            if (text.charCodeAt(i) !== QUOTE)
                return fail(i, 'a double-quoted key');
            const keyStart = i;
            const keyEnd = stringEnd(text, i);
            if (keyEnd < 0)
                return fail(-keyEnd - 1, 'a key character or the closing quote');
            i = skipWhitespace(text, keyEnd);
            if (text.charCodeAt(i) !== COLON)
                return fail(i, "':' after the key");
            i = skipWhitespace(text, i + 1);
            if (stack.length === 1)
                member = { keyStart, keyEnd, valueStart: i, valueEnd: i };
        }
    }
}


/***/ }),

/***/ 38025:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Al: () => (/* reexport */ shared_text/* escapeNonAscii */.A),
  q1: () => (/* binding */ lineAndColumn),
  S6: () => (/* binding */ parsePythonJson),
  M3: () => (/* binding */ toPythonJson)
});

// UNUSED EXPORTS: COLLECT_JSON

// EXTERNAL MODULE: ./lib/shared/text.js
var shared_text = __webpack_require__(24493);
;// CONCATENATED MODULE: ./lib/shared/python-json.js
/**
 * JSON text as Python's `json.dumps` writes it (always ensure_ascii=True), in the forms the
 * reference prints. Each capability names its option set once (PRIORITY_JSON, COLLECT_JSON)
 * next to the code that prints it; the matrix prints plain JSON.stringify output.
 *
 * Values are JSON data as JSON.stringify sees it: null, booleans, numbers, strings, arrays,
 * plain objects (own enumerable keys) and objects with toJSON (Date). Like JSON.stringify,
 * undefined / functions / symbols are skipped as object members and written as null elsewhere;
 * a bigint throws a TypeError.
 */

/** Python's repr of a float: shortest round-trip digits, fixed notation for exponents in [-4, 16), else d.ddde±XX. */
function pythonFloatRepr(value) {
    if (Number.isInteger(value) && Math.abs(value) < 1e16)
        return String(value);
    const [mantissa = '', exp = '0'] = value.toExponential().split('e');
    const exponent = Number(exp);
    // JS prints fixed notation for every exponent in this range too.
    if (exponent >= -4 && exponent < 16)
        return String(value);
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
function numberText(value, options) {
    if (Number.isFinite(value))
        return options.numbers === 'python' ? pythonFloatRepr(value) : String(value);
    if (options.nonFinite === 'null')
        return 'null';
    if (options.nonFinite === 'throw')
        throw new RangeError(`JSON cannot carry ${value}`);
    return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
}
/** Python's str order (code points), not JS's default UTF-16 unit order; lone surrogates count as themselves. */
function byCodePoint(a, b) {
    for (let i = 0; i < a.length && i < b.length;) {
        const left = a.codePointAt(i);
        const diff = left - b.codePointAt(i);
        if (diff)
            return diff;
        i += left > 0xffff ? 2 : 1;
    }
    return a.length - b.length;
}
/** For printable ASCII JSON.stringify escapes exactly what Python does; escapeNonAscii covers the rest. */
function stringText(text) {
    return (0,shared_text/* escapeNonAscii */.A)(JSON.stringify(text));
}
/** JSON.stringify's view of a value: toJSON applied; undefined for what it leaves out. */
function jsonValue(value, key) {
    if (typeof value === 'function' || typeof value === 'symbol')
        return undefined;
    if (typeof value === 'bigint')
        throw new TypeError('JSON cannot carry a bigint');
    const toJSON = value?.toJSON;
    return typeof toJSON === 'function' ? toJSON.call(value, key) : value;
}
function write(value, options, margin) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'string')
        return stringText(value);
    if (typeof value === 'number')
        return numberText(value, options);
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    const [itemSeparator, keySeparator] = options.separators;
    const inner = options.indent === undefined ? undefined : margin + ' '.repeat(options.indent);
    const open = inner === undefined ? '' : `\n${inner}`;
    const between = itemSeparator + open;
    const close = inner === undefined ? '' : `\n${margin}`;
    let out = '';
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            out += (i ? between : open) + write(jsonValue(value[i], String(i)), options, inner ?? '');
        }
        return out ? `[${out}${close}]` : '[]';
    }
    const record = value;
    const keys = Object.keys(record);
    if (options.sortKeys)
        keys.sort(byCodePoint);
    for (const key of keys) {
        const item = jsonValue(record[key], key);
        if (item === undefined)
            continue;
        out += (out ? between : open) + stringText(key) + keySeparator + write(item, options, inner ?? '');
    }
    return out ? `{${out}${close}}` : '{}';
}
/** Whether JSON.stringify (native, far faster on big documents) prints exactly these options' bytes. */
function nativeLayout(options) {
    const { separators, indent, sortKeys, nonFinite, numbers } = options;
    if (sortKeys || nonFinite !== 'null' || numbers !== 'javascript' || separators[0] !== ',')
        return false;
    // JSON.stringify has no indent=0 layout (Python's newlines without spaces) and caps indent at 10.
    if (indent === undefined)
        return separators[1] === ':';
    return Number.isInteger(indent) && indent >= 1 && indent <= 10 && separators[1] === ': ';
}
/** `value` as json.dumps(value, ensure_ascii=True, ...options) prints it (no trailing newline). */
function writePythonJson(value, options) {
    if (nativeLayout(options))
        return (0,shared_text/* escapeNonAscii */.A)(JSON.stringify(value, null, options.indent) ?? 'null');
    return write(jsonValue(value, ''), options, '');
}

// EXTERNAL MODULE: ./lib/shared/collect/json-scan.js
var json_scan = __webpack_require__(41329);
;// CONCATENATED MODULE: ./lib/shared/collect/json-text.js
/**
 * JSON reading and writing with the reference's (Python `json`) acceptance and layout:
 * 2-space indentation, no trailing newline, non-ASCII escaped as \uXXXX.
 * Numbers are spelt the JavaScript way (`1000` for Python's `1000.0`): every consumer parses them.
 */



/**
 * `json.dump(value, f, indent=2)`, but NaN / Infinity written as null and numbers spelt the
 * JavaScript way: exactly JSON.stringify's bytes, so the writer takes its native path on big aggregates.
 */
const COLLECT_JSON = {
    separators: [',', ': '],
    indent: 2,
    nonFinite: 'null',
    numbers: 'javascript',
};
/** Python `json.dump(value, f, indent=2)` layout: same structure, keys and escapes. */
function toPythonJson(value) {
    return writePythonJson(value, COLLECT_JSON);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const CONSTANTS = ['NaN', 'Infinity', '-Infinity'];
const FIRST_CHARS = new Set(CONSTANTS.map((token) => token.charCodeAt(0)));
/**
 * Replaces the bare NaN / Infinity / -Infinity tokens Python accepts (outside strings) with null.
 * One pass over char codes, the unchanged stretches kept as slices and joined once: time and
 * memory linear in the text (appending character by character built a rope of one node per
 * character, ~50 bytes each, so a 32 MB file took 1.6 GB).
 */
function withoutPythonConstants(text) {
    const parts = [];
    let kept = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            let j = i + 1;
            for (let d = text.charCodeAt(j); j < text.length && d !== QUOTE; d = text.charCodeAt(j))
                j += d === BACKSLASH ? 2 : 1;
            i = j;
            continue;
        }
        if (!FIRST_CHARS.has(c))
            continue;
        const token = CONSTANTS.find((candidate) => text.startsWith(candidate, i));
        if (!token)
            continue;
        parts.push(text.slice(kept, i), 'null');
        i += token.length - 1;
        kept = i + 1;
    }
    if (parts.length === 0)
        return undefined;
    parts.push(text.slice(kept));
    return parts.join('');
}
/** Line and column of `offset`, counting newlines without splitting the text. */
function lineAndColumn(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
        line++;
        lineStart = at + 1;
    }
    return { line, column: offset - lineStart + 1 };
}
/** The parser's message, placed where the scan finds the first fault (V8 rarely says where). */
function locate(text, error) {
    const message = error instanceof Error ? error.message : String(error);
    const scan = (0,json_scan/* scanPythonJson */.m)(text);
    return scan.ok ? { message } : { message, ...lineAndColumn(text, scan.offset) };
}
/**
 * Parses JSON as Python's `json.loads` accepts it (the NaN/Infinity constants included; they
 * read back as null here). Returns the value or the syntax problem with its line and column.
 */
function parsePythonJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (error) {
        const relaxed = withoutPythonConstants(text);
        if (relaxed !== undefined) {
            try {
                return { ok: true, value: JSON.parse(relaxed) };
            }
            catch {
                // report the original error below
            }
        }
        return { ok: false, problem: locate(text, error) };
    }
}


/***/ }),

/***/ 17637:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ RUN_ARTIFACTS),
/* harmony export */   Fc: () => (/* binding */ perJobFile),
/* harmony export */   NW: () => (/* binding */ AGENTIC_SCENARIO),
/* harmony export */   Ny: () => (/* binding */ throughputNames),
/* harmony export */   P9: () => (/* binding */ evalNames),
/* harmony export */   o$: () => (/* binding */ EVAL_META_FILE)
/* harmony export */ });
/**
 * The artifact, file and mode names of result collection: a contract with the results app,
 * the reuse validator and the workflows, so they live here once.
 */
/** Run-level artifacts and the single file each holds. */
const RUN_ARTIFACTS = {
    throughput: { artifact: 'results_bmk', file: 'agg_bmk.json' },
    evals: { artifact: 'eval_results_all', file: 'agg_eval_all.json' },
    runStats: { artifact: 'run-stats', file: 'run_stats.json' },
    changelogMetadata: { artifact: 'changelog-metadata', file: 'changelog_metadata.json' },
};
/** An empty prefix becomes the word `all` in output names. */
function prefixOrAll(prefix) {
    return prefix === '' ? 'all' : prefix;
}
/** `results_<prefix>` / `agg_<prefix>.json`. */
function throughputNames(prefix) {
    const name = prefixOrAll(prefix);
    return {
        artifact: `results_${name}`,
        file: `agg_${name}.json`,
        pattern: prefix === '' ? '*' : `${prefix}_*`,
    };
}
/** `eval_results_<prefix>` / `agg_eval_<prefix>.json`, downloaded from `eval_<prefix>_*` or `eval_*`. */
function evalNames(prefix) {
    const name = prefixOrAll(prefix);
    return {
        artifact: `eval_results_${name}`,
        file: `agg_eval_${name}.json`,
        pattern: prefix === '' ? 'eval_*' : `eval_${prefix}_*`,
    };
}
/** Per-job file names. */
const perJobFile = {
    raw: (resultFilename) => `${resultFilename}.json`,
    processed: (resultFilename) => `agg_${resultFilename}.json`,
    powerSidecar: (resultFilename) => `power_validation_${resultFilename}.json`,
};
/** The eval-set marker file. */
const EVAL_META_FILE = 'meta_env.json';
/** The scenario type that marks an agentic row. */
const AGENTIC_SCENARIO = 'agentic-coding';


/***/ }),

/***/ 85073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wi: () => (/* binding */ measurePower),
  qx: () => (/* reexport */ outcomeLines),
  ZN: () => (/* reexport */ parseJsonValue),
  Z: () => (/* reexport */ typedFromPlain)
});

;// CONCATENATED MODULE: ./lib/shared/collect/power/reasons.js
/**
 * Reason codes of the power verdict, names of the constants they depend on, and the list rule:
 * codes are kept in discovery order, each at most once; power is valid exactly when none remain.
 */
/** Largest allowed step between consecutive power samples across the window, in seconds. */
const MAX_SAMPLE_GAP_S = 3.0;
const INTEGRATION_METHOD = 'per_device_trapezoidal_with_linear_boundary_interpolation';
const POWER_SCHEMA_VERSION = 2;
const SIDECAR_SCHEMA_VERSION = 1;
/** Metric keys of a single-node row, in the order they are written. */
const SINGLE_NODE_METRIC_KEYS = [
    'avg_power_w',
    'avg_total_gpu_power_w',
    'total_gpu_energy_j',
    'joules_per_successful_query',
    'joules_per_input_token',
    'joules_per_output_token',
    'joules_per_total_token',
];
/** Multi-node rows add the per-role keys, in this order. */
const MULTI_NODE_METRIC_KEYS = [
    ...SINGLE_NODE_METRIC_KEYS,
    'prefill_gpu_energy_j',
    'prefill_avg_power_w',
    'prefill_joules_per_input_token',
    'decode_gpu_energy_j',
    'decode_avg_power_w',
    'decode_joules_per_output_token',
];
/** Every reason code a verdict can carry (documented one by one in docs/collect.md). */
const REASON = {
    invalidBenchmarkResult: 'invalid_benchmark_result',
    invalidBenchmarkWindow: 'invalid_benchmark_window',
    benchmarkDurationMismatch: 'benchmark_duration_mismatch',
    invalidSuccessfulQueryCount: 'invalid_successful_query_count',
    invalidInputTokenCount: 'invalid_input_token_count',
    invalidOutputTokenCount: 'invalid_output_token_count',
    invalidExpectedGpuCount: 'invalid_expected_gpu_count',
    telemetryFileMissing: 'telemetry_file_missing',
    telemetryFileEmpty: 'telemetry_file_empty',
    telemetryFileUnreadable: 'telemetry_file_unreadable',
    timestampColumnMissing: 'timestamp_column_missing',
    powerColumnMissing: 'power_column_missing',
    gpuIdentityColumnMissing: 'gpu_identity_column_missing',
    invalidTimestampSample: 'invalid_timestamp_sample',
    invalidPowerSample: 'invalid_power_sample',
    gpuIdentityMissing: 'gpu_identity_missing',
    noUsablePowerSamples: 'no_usable_power_samples',
    expectedGpuCountMismatch: 'expected_gpu_count_mismatch',
    insufficientPowerSamples: 'insufficient_power_samples',
    benchmarkWindowNotBracketed: 'benchmark_window_not_bracketed',
    samplingGapExceeded: 'sampling_gap_exceeded',
    aggregateResultUnwritable: 'aggregate_result_unwritable',
    powerArtifactsMissing: 'power_artifacts_missing',
    manifestMissing: 'manifest_missing',
    manifestMalformed: 'manifest_malformed',
    producerPinMissing: 'producer_pin_missing',
    producerCommitMismatch: 'producer_commit_mismatch',
    packageRecomputeInvalid: 'package_recompute_invalid',
    producerVerdictMismatch: 'producer_verdict_mismatch',
    topologyEnvMismatch: 'topology_env_mismatch',
    windowForResultMissing: 'window_for_result_missing',
    measurementWindowResultMissing: 'measurement_window_result_missing',
    resultContentMismatch: 'result_content_mismatch',
    measurementWindowResultMismatch: 'measurement_window_result_mismatch',
    nonFinitePowerMetric: 'non_finite_power_metric',
    aggregationInternalError: 'aggregation_internal_error',
};
/** An ordered set of codes: a repeated code keeps its first position. */
class ReasonList {
    codes = [];
    add(code) {
        if (!this.codes.includes(code))
            this.codes.push(code);
    }
    addAll(codes) {
        for (const code of codes)
            this.add(code);
    }
    get list() {
        return [...this.codes];
    }
    get empty() {
        return this.codes.length === 0;
    }
}

// EXTERNAL MODULE: ./lib/shared/collect/python-format.js
var python_format = __webpack_require__(74759);
;// CONCATENATED MODULE: ./lib/shared/collect/power/round.js
/**
 * Rounding the way the published rows were rounded: the exact binary value is rounded to n
 * decimals with ties to even (`round(1.0625, 3)` is 1.062), which `Math.round(x * 10^n) / 10^n`
 * gets wrong because the multiplication itself rounds.
 */

function roundTo(value, decimals) {
    if (!Number.isFinite(value))
        return value;
    return Number((0,python_format/* formatFixed */.g)(value, decimals));
}
/** Row precision: 3 decimals for watts and joules, 6 for the ratios. */
function rowDecimals(key) {
    return key.endsWith('_w') || key.endsWith('_j') ? 3 : 6;
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/outcome.js
/**
 * From a verdict to what the job leaves behind: the patched row (schema version, integer
 * `power_valid`, the rounded metrics only when valid), the sidecar document, the log lines and the
 * exit status under REQUIRE_POWER (strict) or best effort.
 */



/** Log prefixes of the two aggregators (kept: dashboards grep the job logs for them). */
const SINGLE_NODE_TAG = '[aggregate_power]';
const MULTI_NODE_TAG = '[aggregate_power_multinode]';
/**
 * The row with its power block: old metric keys (the given set) and stale reasons removed, the
 * schema version and verdict set (appended, or in place when already present), then the metrics.
 */
function patchRow(row, removed, valid, metrics, order) {
    const out = {};
    for (const [key, value] of Object.entries(row))
        if (!removed.includes(key) && key !== 'power_invalid_reasons')
            out[key] = value;
    out.power_metric_schema_version = POWER_SCHEMA_VERSION;
    out.power_valid = valid ? 1 : 0;
    if (valid)
        for (const key of order) {
            const value = metrics[key];
            if (value !== undefined)
                out[key] = roundTo(value, rowDecimals(key));
        }
    return out;
}
/** The sidecar's `metrics`: every metric at 6 decimals, `{}` when invalid. */
function sidecarMetrics(valid, metrics, order) {
    const out = {};
    if (valid)
        for (const key of order)
            if (metrics[key] !== undefined)
                out[key] = roundTo(metrics[key], 6);
    return out;
}
const fixed2 = (value) => (0,python_format/* formatFixed */.g)(value ?? 0, 2);
/**
 * The lines and exit status once the files are written. When the sidecar could not be written the
 * job has no audit trail, so under REQUIRE_POWER it fails even with valid power, and no verdict
 * line follows the write error.
 */
function outcomeLines(outcome, sidecarPath, sidecarError) {
    const stderr = [...outcome.diagnostics];
    if (sidecarError !== undefined) {
        stderr.push(`${outcome.tag} Failed to write validation artifact ${sidecarPath}: ${sidecarError}`);
        return { stdoutPrefix: [], stderr, exitCode: outcome.required ? 1 : 0 };
    }
    if (!outcome.valid) {
        stderr.push(outcome.failureLine);
        return { stdoutPrefix: [], stderr, exitCode: outcome.required ? 1 : 0 };
    }
    return { stdoutPrefix: outcome.successLine ? [outcome.successLine] : [], stderr, exitCode: 0 };
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/fallback.js
/**
 * When an aggregator fails unexpectedly the job still gets a row and an audit file: the row loses
 * every metric and is marked invalid, and the sidecar (single-node layout for both kinds, which is
 * what existing audit readers parse) names the error.
 */


const INTERNAL_ERROR_TAG = '[process_result]';
const MESSAGE_LIMIT = 500;
function fallbackOutcome(job, error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_LIMIT);
    const type = error instanceof Error ? error.name : 'Error';
    const sidecar = {
        schema_version: SIDECAR_SCHEMA_VERSION,
        power_valid: false,
        reasons: [REASON.aggregationInternalError],
        telemetry_source: job.telemetrySource,
        benchmark_result: job.rawName,
        benchmark_window: null,
        integration_method: INTEGRATION_METHOD,
        expected_gpu_count: job.expectedGpus,
        observed_gpu_count: 0,
        observed_gpu_ids: [],
        per_gpu_sample_counts: {},
        per_gpu_max_sample_gap_s: {},
        per_gpu_energy_j: {},
        device_issues: {},
        accumulator_check: null,
        metrics: {},
        internal_error: { type, message },
    };
    return {
        row: patchRow(job.row, MULTI_NODE_METRIC_KEYS, false, {}, []),
        sidecar: { name: job.sidecarName, content: sidecar },
        valid: false,
        required: job.required,
        tag: INTERNAL_ERROR_TAG,
        diagnostics: [],
        failureLine: `${INTERNAL_ERROR_TAG} power aggregation failed: ${message}`,
    };
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/integrate.js
/**
 * Energy of one device over [start, end]: the power at each boundary is interpolated linearly
 * between the samples around it (a sample within a nanosecond of the boundary is used as is),
 * then the trapezoidal rule runs over the boundaries and every sample strictly inside.
 */
const BOUNDARY_TOLERANCE_S = 1e-9;
/** Power at `x`; the samples are time-sorted and bracket `x`. */
function powerAt(samples, x) {
    let lo = 0;
    let hi = samples.length - 1;
    // Binary search for the last sample at or before x.
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (samples[mid].t <= x)
            lo = mid;
        else
            hi = mid - 1;
    }
    const before = samples[lo];
    if (Math.abs(before.t - x) <= BOUNDARY_TOLERANCE_S)
        return before.p;
    const after = samples[lo + 1];
    if (!after)
        return before.p;
    if (Math.abs(after.t - x) <= BOUNDARY_TOLERANCE_S)
        return after.p;
    return before.p + ((after.p - before.p) * (x - before.t)) / (after.t - before.t);
}
/** Joules between start and end; the samples are sorted by time and bracket [start, end]. */
function integrateWindow(samples, start, end) {
    let previousT = start;
    let previousP = powerAt(samples, start);
    let energy = 0;
    for (const sample of samples) {
        if (!(sample.t > start && sample.t < end))
            continue;
        energy += ((sample.t - previousT) * (previousP + sample.p)) / 2;
        previousT = sample.t;
        previousP = sample.p;
    }
    const endP = powerAt(samples, end);
    return energy + ((end - previousT) * (previousP + endP)) / 2;
}
/** Largest step between consecutive samples from the last at or before start to the first at or after end. */
function bracketGap(samples, start, end) {
    let first = 0;
    for (let i = 0; i < samples.length; i++)
        if (samples[i].t <= start)
            first = i;
    let last = samples.length - 1;
    for (let i = samples.length - 1; i >= 0; i--)
        if (samples[i].t >= end)
            last = i;
    let gap = 0;
    for (let i = first + 1; i <= last; i++)
        gap = Math.max(gap, samples[i].t - samples[i - 1].t);
    return gap;
}
/** Plain trapezoid over all samples (no clipping), as the accumulator cross-check uses it. */
function integrateAll(samples) {
    let energy = 0;
    for (let i = 1; i < samples.length; i++)
        energy += ((samples[i].t - samples[i - 1].t) * (samples[i - 1].p + samples[i].p)) / 2;
    return energy;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ../../node_modules/lossless-json/lib/esm/index.js + 6 modules
var esm = __webpack_require__(89223);
// EXTERNAL MODULE: ./lib/shared/collect/json-text.js + 1 modules
var json_text = __webpack_require__(38025);
// EXTERNAL MODULE: ./lib/shared/text.js
var shared_text = __webpack_require__(24493);
;// CONCATENATED MODULE: ./lib/shared/collect/power/json-value.js
/**
 * JSON documents read for power validation keep whether each number was written as an integer
 * or a float: a count written `16.0` is rejected where `16` is accepted, and the content binding
 * of a multi-node result hashes `1` and `1.0` differently. lossless-json keeps the number text;
 * JSON.parse cannot. Python's bare NaN / Infinity constants and duplicate keys (last wins) fall
 * back to the ordinary reader, whose numbers are then typed by value.
 */




/** A JSON number with its source text. */
class JsonNumber {
    text;
    value;
    constructor(text) {
        this.text = text;
        this.value = Number(text);
    }
    /** Written without a fraction or exponent (Python reads it as an int). */
    get isInteger() {
        return /^-?\d+$/.test(this.text);
    }
}
/** Types the numbers of an already-parsed value: integral finite numbers count as integers. */
function typedFromPlain(value) {
    if (typeof value === 'number')
        return new JsonNumber(Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value));
    if (Array.isArray(value))
        return value.map(typedFromPlain);
    if (value && typeof value === 'object') {
        const out = {};
        for (const [key, item] of Object.entries(value))
            out[key] = typedFromPlain(item);
        return out;
    }
    if (value === undefined)
        return null;
    return value;
}
/** Parses JSON text; undefined when it is not JSON. */
function parseJsonValue(text) {
    try {
        return (0,esm/* parse */.qg)(text, null, (number) => new JsonNumber(number));
    }
    catch {
        const plain = (0,json_text/* parsePythonJson */.S6)(text);
        return plain.ok ? typedFromPlain(plain.value) : undefined;
    }
}
function isObject(value) {
    return (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber));
}
/** A JSON number (booleans are not numbers here). */
function numberOf(value) {
    return value instanceof JsonNumber ? value.value : undefined;
}
/** A JSON integer (a float such as `16.0` is not one). */
function integerOf(value) {
    return value instanceof JsonNumber && value.isInteger ? value.value : undefined;
}
/** Python's repr of a float: shortest round-trip digits, `.0` on integral values, exponent outside [1e-4, 1e16). */
function pythonFloatRepr(value) {
    if (Number.isNaN(value))
        return 'nan';
    if (!Number.isFinite(value))
        return value > 0 ? 'inf' : '-inf';
    if (value === 0)
        return Object.is(value, -0) ? '-0.0' : '0.0';
    const [mantissa = '', exp = '0'] = value.toExponential().split('e');
    const e = Number(exp);
    if (e < -4 || e >= 16)
        return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
    // JavaScript also prints fixed notation in this range, with the same shortest digits.
    const fixed = String(value);
    return fixed.includes('.') ? fixed : `${fixed}.0`;
}
/** Python's repr of a JSON value as the failure texts quote it (`'x'`, `None`, `True`, `2`, `1.0`). */
function pythonRepr(value) {
    if (value === undefined || value === null)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (value instanceof JsonNumber)
        return value.isInteger ? BigInt(value.text).toString() : pythonFloatRepr(value.value);
    if (typeof value === 'string')
        return pythonStringRepr(value);
    if (Array.isArray(value))
        return `[${value.map(pythonRepr).join(', ')}]`;
    return `{${Object.entries(value)
        .map(([key, item]) => `${pythonStringRepr(key)}: ${pythonRepr(item)}`)
        .join(', ')}}`;
}
/** Python's str repr: single quotes unless the text holds a single quote and no double quote. */
function pythonStringRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = '';
    for (const c of text) {
        if (c === '\\')
            out += '\\\\';
        else if (c === quote)
            out += `\\${c}`;
        else if (c === '\n')
            out += '\\n';
        else if (c === '\r')
            out += '\\r';
        else if (c === '\t')
            out += '\\t';
        else if (c < ' ' || c === '\x7f')
            out += `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
        else
            out += c;
    }
    return `${quote}${out}${quote}`;
}
function canonical(value) {
    if (value === null)
        return 'null';
    if (value === true)
        return 'true';
    if (value === false)
        return 'false';
    if (value instanceof JsonNumber)
        return value.isInteger ? BigInt(value.text).toString() : pythonJsonFloat(value.value);
    if (typeof value === 'string')
        return (0,shared_text/* escapeNonAscii */.A)(JSON.stringify(value));
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    const keys = Object.keys(value).sort(byCodePoint);
    return `{${keys.map((key) => `${(0,shared_text/* escapeNonAscii */.A)(JSON.stringify(key))}:${canonical(value[key])}`).join(',')}}`;
}
function pythonJsonFloat(value) {
    if (Number.isNaN(value))
        return 'NaN';
    if (!Number.isFinite(value))
        return value > 0 ? 'Infinity' : '-Infinity';
    return pythonFloatRepr(value);
}
function byCodePoint(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * SHA-256 of the value serialised with sorted keys, no spaces, non-ASCII escaped and Python's
 * number text: two copies of a result bind only when they serialise identically.
 */
function contentDigest(value) {
    return (0,external_node_crypto_.createHash)('sha256').update(canonical(value)).digest('hex');
}
/** Deep equality with numeric equality (`1` equals `1.0`, `true` equals `1`), unordered keys, ordered lists. */
function deepEqualNumeric(a, b) {
    const num = (v) => v instanceof JsonNumber ? v.value : typeof v === 'boolean' ? (v ? 1 : 0) : undefined;
    const na = num(a);
    const nb = num(b);
    if (na !== undefined || nb !== undefined)
        return na !== undefined && nb !== undefined && na === nb;
    if (a === undefined || b === undefined)
        return a === b;
    if (a === null || b === null || typeof a === 'string' || typeof b === 'string')
        return a === b;
    if (Array.isArray(a) || Array.isArray(b)) {
        if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
            return false;
        return a.every((item, i) => deepEqualNumeric(item, b[i]));
    }
    if (!isObject(a) || !isObject(b))
        return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length)
        return false;
    return ka.every((key) => Object.hasOwn(b, key) && deepEqualNumeric(a[key], b[key]));
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/ports.js
/**
 * The file questions power validation asks, as a port: the core stays pure and the adapter in
 * io/power-files.ts answers them relative to the job's working directory.
 */
/** `dir/name`, with '' meaning the working directory. */
function joinPath(dir, name) {
    if (dir === '' || dir === '.')
        return name;
    return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/window.js
/**
 * The benchmark window of a raw result: the integration interval [start, end] from the wall-clock
 * stamps, cross-checked against the monotonic `duration`, plus the counts the per-query and
 * per-token metrics divide by. Counts must be positive JSON integers (`16.0` does not count).
 */


function positiveCount(value) {
    const n = integerOf(value);
    return n !== undefined && n > 0 ? n : undefined;
}
function readBenchmarkWindow(raw) {
    if (!isObject(raw))
        return { reasons: [REASON.invalidBenchmarkResult] };
    const start = numberOf(raw.benchmark_start_time_unix);
    const end = numberOf(raw.benchmark_end_time_unix);
    const duration = numberOf(raw.duration);
    if (start === undefined || end === undefined || duration === undefined)
        return { reasons: [REASON.invalidBenchmarkWindow] };
    if (![start, end, duration].every(Number.isFinite) || !(end > start) || !(duration > 0))
        return { reasons: [REASON.invalidBenchmarkWindow] };
    const reasons = [];
    const span = end - start;
    if (Math.abs(duration - span) > Math.max(0.5, 0.01 * span))
        reasons.push(REASON.benchmarkDurationMismatch);
    const completed = positiveCount(raw.completed);
    if (completed === undefined)
        reasons.push(REASON.invalidSuccessfulQueryCount);
    const input = positiveCount(raw.total_input_tokens);
    if (input === undefined)
        reasons.push(REASON.invalidInputTokenCount);
    const output = positiveCount(raw.total_output_tokens);
    if (output === undefined)
        reasons.push(REASON.invalidOutputTokenCount);
    return {
        window: {
            start_time_unix: start,
            end_time_unix: end,
            reported_duration_s: duration,
            integration_duration_s: span,
            completed: completed ?? 0,
            total_input_tokens: input ?? 0,
            total_output_tokens: output ?? 0,
        },
        reasons,
    };
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/multinode/manifest.js
/**
 * The producer's manifest (`manifest.json` of a dcgm-power package): the wire checks whose failures
 * make the package invalid, and the structural parse of the expected devices and windows, whose
 * failure makes the manifest unusable.
 */

const MANIFEST_CONSTANTS = [
    ['producer', 'srt-slurm.dcgm-power'],
    ['source_metric', 'DCGM_FI_DEV_POWER_USAGE'],
    ['unit', 'W'],
    ['power_scope', 'gpu_device_board_as_reported_by_dcgm'],
    ['timestamp_source', 'head_node_unix_clock'],
];
/** Lifecycle failures a complete manifest must not carry. */
const ALWAYS_FATAL = [
    'exporter_exited',
    'collector_exception',
    'collector_interrupted',
    'collector_join_timeout',
    'benchmark_child_reap_timeout',
];
/** Startup failures that matter only when the producer was told power is required. */
const FATAL_WHEN_REQUIRED = [
    'exporter_startup_timeout',
    'exporter_launch_failed',
    'endpoint_resolution_failed',
];
const finite = (v) => numberOf(v) !== undefined && Number.isFinite(numberOf(v));
const positive = (v) => finite(v) && numberOf(v) > 0;
const nonNegativeInt = (v) => integerOf(v) !== undefined && integerOf(v) >= 0;
/** Failure texts of the wire checks, in check order. */
function wireFailures(m) {
    const out = [];
    const schema = m.schema_version;
    if (!(integerOf(schema) === 1))
        out.push(`schema_version is ${pythonRepr(schema)}, expected 1`);
    for (const [key, expected] of MANIFEST_CONSTANTS)
        if (m[key] !== expected)
            out.push(`${key} is ${pythonRepr(m[key])}, expected ${pythonRepr(expected)}`);
    if (m.status !== 'complete')
        out.push(`status is ${pythonRepr(m.status)}, expected 'complete'`);
    if (!finite(m.started_at_unix))
        out.push('started_at_unix is not a finite number');
    if (!finite(m.stopped_at_unix))
        out.push('stopped_at_unix is not finite in a terminal manifest');
    for (const key of ['sample_interval_seconds', 'request_timeout_seconds'])
        if (!positive(m[key]))
            out.push(`${key} is not finite and positive`);
    for (const key of ['scrape_count', 'sample_row_count'])
        if (!nonNegativeInt(m[key]))
            out.push(`${key} is not a non-negative integer`);
    if (typeof m.required !== 'boolean')
        out.push(`required is ${pythonRepr(m.required)}, expected a boolean`);
    const codes = m.reason_codes;
    if (!Array.isArray(codes) || !codes.every((c) => typeof c === 'string'))
        out.push('reason_codes is not a list of strings');
    else {
        const fatal = new Set([...ALWAYS_FATAL, ...(m.required === true ? FATAL_WHEN_REQUIRED : [])]);
        const found = [...new Set(codes)].filter((c) => fatal.has(c)).sort();
        if (found.length)
            out.push(`complete manifest carries lifecycle-failure reasons: ${found.join(', ')}`);
    }
    const exporter = m.dcgm_exporter;
    if (!isObject(exporter))
        out.push('dcgm_exporter is not an object');
    else if (!truthy(exporter.container_image_resolved))
        out.push('dcgm_exporter.container_image_resolved is empty');
    return out;
}
/** Python truthiness of a JSON value. */
function truthy(value) {
    if (value === undefined || value === null || value === false || value === '')
        return false;
    if (value instanceof JsonNumber)
        return value.value !== 0;
    if (Array.isArray(value))
        return value.length > 0;
    if (isObject(value))
        return Object.keys(value).length > 0;
    return true;
}
const ROLES = ['prefill', 'decode', 'agg'];
/** A structural problem in the expected devices or windows (the text is what the sidecar shows). */
class ManifestStructureError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ValueError';
    }
    /** Python repr of the exception, as the failure text quotes it. */
    get repr() {
        return `ValueError(${pythonStringRepr(this.message)})`;
    }
}
function listField(m, key) {
    const value = m[key];
    if (value === undefined || value === null)
        return [];
    if (!Array.isArray(value))
        throw new ManifestStructureError(`${key} must be a list`);
    return value;
}
function entry(value, where) {
    if (!isObject(value))
        throw new ManifestStructureError(`${where} must be an object`);
    return value;
}
function need(o, key, where) {
    if (!Object.hasOwn(o, key))
        throw new ManifestStructureError(`${where} is missing ${key}`);
    return o[key];
}
function indexField(o, key, where) {
    const n = integerOf(need(o, key, where));
    if (n === undefined || n < 0)
        throw new ManifestStructureError(`${where}.${key} must be an integer >= 0`);
    return n;
}
function parseExpectedDevices(m) {
    return listField(m, 'expected_devices').map((item, i) => {
        const where = `expected_devices[${i}]`;
        const o = entry(item, where);
        const hostname = need(o, 'hostname', where);
        if (typeof hostname !== 'string' || hostname === '')
            throw new ManifestStructureError(`${where}.hostname must be a non-empty string`);
        const gpuIndex = indexField(o, 'gpu_index', where);
        const assignments = need(o, 'assignments', where);
        if (!Array.isArray(assignments) || assignments.length === 0)
            throw new ManifestStructureError(`${where}.assignments must be a non-empty list`);
        return {
            hostname,
            gpuIndex,
            assignments: assignments.map((raw, j) => {
                const at = `${where}.assignments[${j}]`;
                const a = entry(raw, at);
                const role = need(a, 'worker_role', at);
                if (typeof role !== 'string' || !ROLES.includes(role))
                    throw new ManifestStructureError(`${at}.worker_role must be one of prefill, decode, agg`);
                indexField(a, 'worker_index', at);
                indexField(a, 'worker_process', at);
                const het = a.het_group;
                let hetGroup = null;
                if (het !== undefined && het !== null) {
                    const n = integerOf(het);
                    if (n === undefined || n < 0)
                        throw new ManifestStructureError(`${at}.het_group must be null or an integer >= 0`);
                    hetGroup = n;
                }
                return { role: role, hetGroup };
            }),
        };
    });
}
function parseExpectedWindows(m) {
    return listField(m, 'expected_windows').map((item, i) => {
        const where = `expected_windows[${i}]`;
        const o = entry(item, where);
        const type = need(o, 'benchmark_type', where);
        if (typeof type !== 'string' || type === '')
            throw new ManifestStructureError(`${where}.benchmark_type must be a non-empty string`);
        const concurrency = integerOf(need(o, 'concurrency', where));
        if (concurrency === undefined || concurrency < 1)
            throw new ManifestStructureError(`${where}.concurrency must be an integer >= 1`);
        return { benchmarkType: type, concurrency };
    });
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/csv.js
/**
 * A CSV reader for telemetry files, in the dialect the monitors write and the original reader
 * accepted: comma-separated, `"` quoting with `""` escapes and line breaks inside quotes, spaces
 * after a delimiter skipped, blank lines dropped, short rows padded with empty cells.
 *
 * Hand-written for speed, measured on a one-hour 8-GPU nvidia-smi stream at 100 ms (288,001 lines,
 * 21 MB): csv-parse 7.0.3 (sync) took 1.73 s and 238 MB RSS, papaparse 5.5.3 took 0.93-1.14 s and
 * 195-259 MB, before any timestamp work. This reader cuts only the needed cells out of each
 * quote-free line (all real ones; 0.04-0.1 s for that file) and runs the full quote-aware parse only
 * on a line that holds a quote or is longer than the field limit.
 */
/** A field longer than this makes the file unreadable (the original reader's default limit). */
const MAX_FIELD_LENGTH = 131072;
class CsvError extends Error {
    line;
    constructor(message, line) {
        super(`${message} (line ${line})`);
        this.line = line;
        this.name = 'CsvError';
    }
}
function skipSpaces(field) {
    let i = 0;
    while (field.charCodeAt(i) === 32)
        i++;
    return i ? field.slice(i) : field;
}
/** Calls `onRow` for every record, in file order, with the line it started on. */
function forEachCsvRow(text, onRow, options = {}) {
    const skipInitial = options.skipInitialSpace ?? true;
    const keepBlank = options.keepBlankLines ?? false;
    let pos = 0;
    let line = 0;
    const length = text.length;
    while (pos < length) {
        line++;
        let next = text.indexOf('\n', pos);
        if (next < 0)
            next = length;
        let raw = text.slice(pos, next);
        if (raw.includes('\r')) {
            // A lone CR also ends a record; keep the rest for the next round.
            const cr = raw.indexOf('\r');
            if (cr < raw.length - 1) {
                next = pos + cr;
                raw = raw.slice(0, cr);
            }
            else
                raw = raw.slice(0, cr);
        }
        if (raw.includes('"')) {
            pos = quotedRecord(text, pos, line, onRow, skipInitial);
            continue;
        }
        pos = next + 1;
        if (raw === '') {
            if (keepBlank)
                onRow([], line);
            continue;
        }
        const fields = raw.split(',');
        for (let i = 0; i < fields.length; i++) {
            const field = fields[i];
            if (field.length > MAX_FIELD_LENGTH)
                throw new CsvError('field larger than field limit', line);
            if (skipInitial && field.charCodeAt(0) === 32)
                fields[i] = skipSpaces(field);
        }
        onRow(fields, line);
    }
}
/** One record that contains a quote; returns the position after it. */
function quotedRecord(text, start, line, onRow, skipInitial) {
    const fields = [];
    let field = '';
    let pos = start;
    let atFieldStart = true;
    let quoted = false;
    const push = () => {
        if (field.length > MAX_FIELD_LENGTH)
            throw new CsvError('field larger than field limit', line);
        fields.push(field);
        field = '';
        atFieldStart = true;
    };
    while (pos < text.length) {
        const c = text[pos];
        if (quoted) {
            if (c === '"') {
                if (text[pos + 1] === '"') {
                    field += '"';
                    pos += 2;
                    continue;
                }
                quoted = false;
            }
            else
                field += c;
            pos++;
            continue;
        }
        if (c === ',') {
            push();
            pos++;
            continue;
        }
        if (c === '\n' || c === '\r') {
            pos += c === '\r' && text[pos + 1] === '\n' ? 2 : 1;
            break;
        }
        if (skipInitial && atFieldStart && c === ' ') {
            pos++;
            continue;
        }
        if (atFieldStart && c === '"')
            quoted = true;
        else
            field += c;
        atFieldStart = false;
        pos++;
    }
    if (quoted)
        throw new CsvError('unexpected end of data inside a quoted field', line);
    push();
    onRow(fields, line);
    return pos;
}
/**
 * The header row in full, then only the cells at `choose(header)` for every later record (in that
 * order, missing cells empty, leading spaces kept). `choose` returning undefined ends the reading.
 * The cells array is reused from record to record (fewer allocations on million-line files):
 * `onRow` must copy what it keeps.
 */
function forEachCsvColumns(text, choose, onRow) {
    forEachCsvColumnsInChunks([text], choose, onRow);
}
/**
 * As forEachCsvColumns, over a text given in pieces that each end where a record ends (outside
 * quotes): the same records, without the whole text in memory at once.
 */
function forEachCsvColumnsInChunks(chunks, choose, onRow) {
    let body;
    for (const text of chunks) {
        if (body) {
            body(text, 0);
            continue;
        }
        const headerEnd = headerLength(text);
        let header = [];
        forEachCsvRow(text.slice(0, headerEnd), (fields) => {
            header = fields;
        });
        const picks = choose(header);
        if (!picks)
            return;
        body = columnReader(picks, onRow);
        body(text, headerEnd);
    }
    if (!body)
        choose([]);
}
/** Reads the records of `text` from `from` on, calling `onRow` with the picked cells. */
function columnReader(picks, onRow) {
    const last = Math.max(...picks);
    const cells = picks.map(() => '');
    return (text, from) => {
        const length = text.length;
        let pos = from;
        // Next quote / CR at or after pos (length when none), searched again only once passed.
        let quote = -1;
        let cr = -1;
        const after = (char, at) => {
            const found = text.indexOf(char, at);
            return found < 0 ? length : found;
        };
        while (pos < length) {
            let next = text.indexOf('\n', pos);
            if (next < 0)
                next = length;
            let stop = next;
            if (stop > pos && text.charCodeAt(stop - 1) === 13)
                stop--;
            if (quote < pos)
                quote = after('"', pos);
            if (cr < pos)
                cr = after('\r', pos);
            if (quote < stop || cr < stop || stop - pos > MAX_FIELD_LENGTH) {
                // The rare record that needs the full parser (quotes, a lone CR, an over-long line).
                const end = quotedRecordEnd(text, pos);
                forEachCsvRow(text.slice(pos, end), (fields) => onRow(picks.map((i) => fields[i] ?? '')));
                pos = end;
                continue;
            }
            if (stop > pos) {
                cells.fill('');
                let fieldStart = pos;
                for (let index = 0; index <= last; index++) {
                    let comma = text.indexOf(',', fieldStart);
                    if (comma < 0 || comma > stop)
                        comma = stop;
                    for (let slot = 0; slot < picks.length; slot++)
                        if (picks[slot] === index)
                            cells[slot] = text.slice(fieldStart, comma);
                    if (comma === stop)
                        break;
                    fieldStart = comma + 1;
                }
                onRow(cells);
            }
            pos = next + 1;
        }
    };
}
/** Where the first record ends (after its line break), quotes respected. */
function headerLength(text) {
    return quotedRecordEnd(text, 0);
}
/** The position after the record starting at `start`, line breaks inside quotes included. */
function quotedRecordEnd(text, start) {
    let quoted = false;
    for (let i = start; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34)
            quoted = !quoted;
        else if (!quoted && c === 10)
            return i + 1;
        else if (!quoted && c === 13)
            return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
    }
    return text.length;
}

// EXTERNAL MODULE: ./lib/shared/collect/python-values.js
var python_values = __webpack_require__(79750);
;// CONCATENATED MODULE: ./lib/shared/collect/power/multinode/samples.js
/**
 * `samples.csv` of a dcgm-power package: one row per device per scrape, with a fixed header.
 * Rows that do not parse are dropped and flagged; a blank line counts as a malformed row (the
 * producer never writes one, so a blank line means the file was edited or truncated).
 */


const SAMPLES_HEADER = 'schema_version,timestamp_unix,scrape_seq,hostname,gpu_index,gpu_uuid,power_w';
function intCell(cell) {
    if (/^\s*[+-]?\d+(?:_\d+)*\s*$/.test(cell))
        return (0,python_values/* pyIntOr */.GL)(cell, undefined);
    return undefined;
}
const deviceKey = (hostname, gpuIndex) => `${hostname}\u0000${gpuIndex}`;
function readSamples(text) {
    const problems = [];
    const flag = (code) => {
        if (!problems.includes(code))
            problems.push(code);
    };
    if (text === undefined)
        return { rows: [], problems: ['samples_csv_missing'], devices: [] };
    const rows = [];
    const seen = new Set();
    let header = true;
    let headerOk = false;
    forEachCsvRow(text, (fields) => {
        if (header) {
            header = false;
            headerOk = fields.join(',') === SAMPLES_HEADER && fields.length === 7;
            if (!headerOk)
                flag('samples_csv_header_mismatch');
            return;
        }
        if (!headerOk)
            return;
        const [schema, ts, seqText, hostname, indexText, uuid, powerText] = fields;
        const t = fields.length === 7 ? (0,python_values/* pyFloatOrUndefined */.Br)(ts) : undefined;
        const watts = fields.length === 7 ? (0,python_values/* pyFloatOrUndefined */.Br)(powerText) : undefined;
        const seq = fields.length === 7 ? intCell(seqText) : undefined;
        const gpuIndex = fields.length === 7 ? intCell(indexText) : undefined;
        if (fields.length !== 7 ||
            intCell(schema) !== 1 ||
            t === undefined ||
            !Number.isFinite(t) ||
            watts === undefined ||
            !Number.isFinite(watts) ||
            watts < 0 ||
            seq === undefined ||
            seq < 0 ||
            gpuIndex === undefined ||
            gpuIndex < 0 ||
            !hostname ||
            !uuid) {
            flag('samples_csv_malformed');
            return;
        }
        const key = `${seq}\u0000${hostname}\u0000${gpuIndex}`;
        if (seen.has(key)) {
            flag('duplicate_sample_row');
            return;
        }
        seen.add(key);
        rows.push({ t, seq, hostname, gpuIndex, uuid, watts });
    }, { skipInitialSpace: false, keepBlankLines: true });
    if (header)
        flag('samples_csv_header_mismatch');
    const groups = new Map();
    for (const row of rows) {
        const key = deviceKey(row.hostname, row.gpuIndex);
        const group = groups.get(key);
        if (group)
            group.push(row);
        else
            groups.set(key, [row]);
    }
    const devices = [];
    let nonMonotonic = false;
    for (const group of groups.values()) {
        const bySeq = [...group].sort((a, b) => a.seq - b.seq);
        for (let i = 1; i < bySeq.length; i++)
            if (!(bySeq[i].t > bySeq[i - 1].t))
                nonMonotonic = true;
        const uuids = [];
        for (const row of bySeq)
            if (!uuids.includes(row.uuid))
                uuids.push(row.uuid);
        const samples = group.map((row) => ({ t: row.t, p: row.watts })).sort((a, b) => a.t - b.t);
        devices.push({
            hostname: group[0].hostname,
            gpuIndex: group[0].gpuIndex,
            uuids,
            first: samples[0].t,
            last: samples[samples.length - 1].t,
            samples,
        });
    }
    if (nonMonotonic)
        flag('timestamp_non_monotonic');
    devices.sort((a, b) => a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex);
    return { rows, problems, devices };
}
/** The stored form of the observed devices, as the manifest records them. */
function observedDevicesEvidence(devices) {
    return devices.map((d) => ({
        hostname: d.hostname,
        gpu_index: d.gpuIndex,
        gpu_uuids: d.uuids,
        first_sample_time_unix: d.first,
        last_sample_time_unix: d.last,
    }));
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/multinode/topology.js

function checkIdentity(expected, observed) {
    const problems = [];
    const flag = (code) => {
        if (!problems.includes(code))
            problems.push(code);
    };
    const expectedKeys = new Set(expected.map((d) => deviceKey(d.hostname, d.gpuIndex)));
    const observedKeys = new Set(observed.map((d) => deviceKey(d.hostname, d.gpuIndex)));
    if (expected.length === 0 || [...expectedKeys].some((key) => !observedKeys.has(key)))
        flag('expected_device_missing');
    if ([...observedKeys].some((key) => !expectedKeys.has(key)))
        flag('unexpected_device');
    const uuidOwners = new Map();
    for (const d of observed)
        for (const uuid of d.uuids) {
            const owners = uuidOwners.get(uuid) ?? new Set();
            owners.add(deviceKey(d.hostname, d.gpuIndex));
            uuidOwners.set(uuid, owners);
        }
    if (observed.some((d) => d.uuids.length !== 1) ||
        [...uuidOwners.values()].some((owners) => owners.size > 1))
        flag('gpu_uuid_changed');
    const roles = new Map();
    let roleConflict = false;
    const hetGroups = new Map();
    let hetConflict = false;
    const hostGroups = new Map();
    for (const d of expected) {
        const key = deviceKey(d.hostname, d.gpuIndex);
        const roleSet = new Set(d.assignments.map((a) => a.role));
        if (roleSet.size !== 1)
            roleConflict = true;
        else
            roles.set(key, d.assignments[0].role);
        const groupSet = new Set(d.assignments.map((a) => a.hetGroup));
        if (groupSet.size !== 1)
            hetConflict = true;
        const group = d.assignments[0].hetGroup;
        hetGroups.set(key, group);
        const hostSet = hostGroups.get(d.hostname) ?? new Set();
        for (const g of groupSet)
            hostSet.add(g);
        hostGroups.set(d.hostname, hostSet);
    }
    if ([...hostGroups.values()].some((groups) => groups.size > 1))
        hetConflict = true;
    if (roleConflict) {
        flag('conflicting_worker_roles');
        roles.clear();
    }
    if (hetConflict)
        flag('conflicting_het_groups');
    return { problems, roles, hetGroups, hetConflict };
}
const pyList = (items) => `[${items.map((s) => `'${s}'`).join(', ')}]`;
const pyGroups = (groups) => `[${groups.map((g) => (g === null ? 'None' : String(g))).join(', ')}]`;
/** Failure texts of the topology check against the workflow environment (empty: consistent). */
function topologyFailures(identity, prefillGpus, decodeGpus) {
    const expectedRoles = new Map();
    if (prefillGpus > 0)
        expectedRoles.set('prefill', prefillGpus);
    if (decodeGpus > 0)
        expectedRoles.set('decode', decodeGpus);
    if (expectedRoles.size === 0)
        return ['PREFILL_GPUS/DECODE_GPUS are both zero'];
    if (identity.roles.size === 0)
        return [];
    const out = [];
    const counts = new Map();
    for (const role of identity.roles.values())
        counts.set(role, (counts.get(role) ?? 0) + 1);
    const wanted = [...expectedRoles.keys()].sort();
    const found = [...counts.keys()].sort();
    if (wanted.join(',') !== found.join(','))
        out.push(`expected roles ${pyList(wanted)}, found ${pyList(found)}`);
    for (const role of wanted) {
        const m = counts.get(role) ?? 0;
        if (m !== expectedRoles.get(role))
            out.push(`expected ${expectedRoles.get(role)} ${role} GPUs, found ${m}`);
    }
    if (identity.hetConflict) {
        out.push('conflicting_het_groups (topology)');
        return out;
    }
    const allNull = [...identity.hetGroups.values()].every((g) => g === null);
    const groupsByRole = new Map();
    for (const [key, role] of identity.roles) {
        const set = groupsByRole.get(role) ?? new Set();
        set.add(identity.hetGroups.get(key) ?? null);
        groupsByRole.set(role, set);
    }
    const roleOfGroup = new Map();
    let shared = false;
    for (const role of [...groupsByRole.keys()].sort()) {
        const groups = [...groupsByRole.get(role)];
        if (groups.length > 1) {
            const sorted = groups.sort((a, b) => (a === null ? -1 : b === null ? 1 : a - b));
            out.push(`role ${role} spans het groups ${pyGroups(sorted)}, expected exactly one`);
            continue;
        }
        const group = groups[0];
        if (group === null) {
            if (!allNull)
                out.push(`role ${role} has het group None while other devices report real het groups`);
            continue;
        }
        const owner = roleOfGroup.get(group);
        if (owner !== undefined && owner !== role)
            shared = true;
        roleOfGroup.set(group, role);
    }
    if (shared)
        out.push('roles share a het group');
    return out;
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/multinode/windows.js
/**
 * Measurement windows of a dcgm-power package (`windows/<stem>.json`, one per benchmark run):
 * the scan that parses them and records artifact errors, and the per-expected-window audit that
 * checks each completed window against its result file and the devices' sample coverage.
 */





const STATUSES = ['running', 'completed', 'failed', 'interrupted'];
const windowKey = (type, concurrency) => `${type}\u0000${concurrency}`;
const finiteNumber = (v) => {
    const n = numberOf(v);
    return n !== undefined && Number.isFinite(n) ? n : undefined;
};
const nonEmptyString = (v) => typeof v === 'string' && v !== '';
/** The stem of a file name (without its last extension). */
function stem(name) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(0, dot) : base;
}
function resultPathValid(value, fileName, resultRoot, files) {
    if (typeof value !== 'string' || value === '' || value.startsWith('/') || value.startsWith('~'))
        return false;
    if (value.split('/').some((segment) => segment === '' || segment === '..'))
        return false;
    try {
        const root = files.resolvePath(resultRoot === '' ? '.' : resultRoot);
        const target = files.resolvePath(joinPath(resultRoot, value));
        if (target !== root && !target.startsWith(root.endsWith('/') ? root : `${root}/`))
            return false;
    }
    catch {
        return false;
    }
    return stem(value) === stem(fileName);
}
function statusInvariants(w, status) {
    const end = w.benchmark_end_time_unix;
    const duration = w.duration;
    const reason = w.reason;
    const isNull = (v) => v === null || v === undefined;
    const positive = (v) => finiteNumber(v) !== undefined && finiteNumber(v) > 0;
    switch (status) {
        case 'running':
            return isNull(end) && isNull(duration) && isNull(reason);
        case 'interrupted':
            return isNull(end) && isNull(duration) && nonEmptyString(reason);
        case 'completed':
            return finiteNumber(end) !== undefined && positive(duration) && isNull(reason);
        default:
            return finiteNumber(end) !== undefined && positive(duration) && nonEmptyString(reason);
    }
}
function scanWindows(packageDir, resultRoot, expected, files) {
    const dir = joinPath(packageDir, 'windows');
    const errors = [];
    const parsed = [];
    let names = [];
    try {
        if (files.stat(dir).kind === 'directory')
            names = files.list(dir).sort();
    }
    catch {
        names = [];
    }
    const error = (path, code) => errors.push({ path, reason_codes: [code] });
    for (const name of names) {
        const path = `windows/${name}`;
        const full = joinPath(dir, name);
        if (files.isSymlink(full) || files.stat(full).kind !== 'file') {
            error(path, 'measurement_window_artifact_path_invalid');
            continue;
        }
        let w;
        try {
            w = parseJsonValue(files.readText(full));
        }
        catch {
            w = undefined;
        }
        const concurrency = isObject(w)
            ? (integerOf(w.concurrency) ?? (w.concurrency === true ? 1 : undefined))
            : undefined;
        if (!isObject(w) ||
            integerOf(w.schema_version) !== 1 ||
            w.clock_source !== 'head_node_unix_clock' ||
            typeof w.status !== 'string' ||
            !STATUSES.includes(w.status) ||
            typeof w.benchmark_type !== 'string' ||
            concurrency === undefined ||
            finiteNumber(w.benchmark_start_time_unix) === undefined) {
            error(path, 'measurement_window_malformed');
            continue;
        }
        if (!resultPathValid(w.result_path, name, resultRoot, files)) {
            error(path, 'measurement_window_result_path_invalid');
            continue;
        }
        if (!statusInvariants(w, w.status)) {
            error(path, 'measurement_window_malformed');
            continue;
        }
        parsed.push({
            path,
            benchmarkType: w.benchmark_type,
            concurrency,
            status: w.status,
            start: finiteNumber(w.benchmark_start_time_unix),
            end: finiteNumber(w.benchmark_end_time_unix),
            duration: finiteNumber(w.duration),
            resultPath: w.result_path,
        });
    }
    const byKey = new Map();
    const duplicateKeys = new Set();
    for (const w of parsed) {
        const key = windowKey(w.benchmarkType, w.concurrency);
        const earlier = byKey.get(key);
        if (earlier || duplicateKeys.has(key)) {
            if (earlier)
                error(earlier.path, 'measurement_window_duplicate');
            error(w.path, 'measurement_window_duplicate');
            byKey.delete(key);
            duplicateKeys.add(key);
        }
        else
            byKey.set(key, w);
    }
    const expectedKeys = new Set(expected.map((e) => windowKey(e.benchmarkType, e.concurrency)));
    const windows = [...byKey.values()];
    const unexpected = windows
        .filter((w) => !expectedKeys.has(windowKey(w.benchmarkType, w.concurrency)))
        .sort((a, b) => a.benchmarkType < b.benchmarkType
        ? -1
        : a.benchmarkType > b.benchmarkType
            ? 1
            : a.concurrency - b.concurrency);
    for (const w of unexpected)
        error(w.path, 'measurement_window_unexpected');
    return { windows, duplicateKeys, errors };
}
function resultMatches(result, w) {
    if (result === undefined)
        return 'missing';
    if (!isObject(result))
        return 'mismatch';
    const same = (key, value) => numberOf(result[key]) === value && value !== undefined;
    return same('benchmark_start_time_unix', w.start) &&
        same('benchmark_end_time_unix', w.end) &&
        same('duration', w.duration)
        ? 'ok'
        : 'mismatch';
}
function validateWindows(expected, scan, devices, observed, resultRoot, files) {
    const byKey = new Map(scan.windows.map((w) => [windowKey(w.benchmarkType, w.concurrency), w]));
    const observedByKey = new Map(observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
    const deviceKeys = [...devices]
        .map((d) => ({ hostname: d.hostname, gpuIndex: d.gpuIndex }))
        .sort((a, b) => (a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex));
    return expected.map((e) => {
        const key = windowKey(e.benchmarkType, e.concurrency);
        const w = byKey.get(key);
        const row = {
            benchmark_type: e.benchmarkType,
            concurrency: e.concurrency,
            window_file: w ? w.path : null,
            power_coverage_valid: false,
            reason_codes: [],
            per_device_max_sample_gap_seconds: {},
        };
        const codes = [];
        const flag = (code) => {
            if (!codes.includes(code))
                codes.push(code);
        };
        if (!w)
            flag(scan.duplicateKeys.has(key) ? 'measurement_window_duplicate' : 'measurement_window_missing');
        else if (w.status !== 'completed')
            flag('measurement_window_incomplete');
        else {
            let result;
            try {
                result = parseJsonValue(files.readText(joinPath(resultRoot, w.resultPath)));
            }
            catch {
                result = undefined;
            }
            const match = resultMatches(result, w);
            if (match === 'missing')
                flag('measurement_window_result_missing');
            else if (match === 'mismatch')
                flag('measurement_window_result_mismatch');
            else if (Math.abs(w.end - w.start - w.duration) > Math.max(0.5, 0.01 * w.duration))
                flag('measurement_window_clock_mismatch');
            if (codes.length === 0) {
                const gaps = {};
                for (const { hostname, gpuIndex } of deviceKeys) {
                    const device = observedByKey.get(deviceKey(hostname, gpuIndex));
                    if (!device) {
                        flag('measurement_window_not_bracketed');
                        continue;
                    }
                    if (device.uuids.length !== 1) {
                        flag('gpu_uuid_changed');
                        continue;
                    }
                    const times = device.samples;
                    if (!times.some((s) => s.t <= w.start) || !times.some((s) => s.t >= w.end)) {
                        flag('measurement_window_not_bracketed');
                        continue;
                    }
                    const gap = bracketGap(times, w.start, w.end);
                    gaps[`${hostname}/${device.uuids[0]}`] = gap;
                    if (gap > MAX_SAMPLE_GAP_S)
                        flag('sample_gap_exceeded');
                }
                if (codes.length === 0)
                    row.per_device_max_sample_gap_seconds = gaps;
            }
        }
        row.reason_codes = codes;
        row.power_coverage_valid = codes.length === 0;
        return row;
    });
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/multinode/aggregate.js
/**
 * Multi-node power verdict from a srt-slurm dcgm-power package: the producer pin, an independent
 * recomputation of the producer's publication verdict (manifest, samples, windows, stored
 * evidence), the topology against the workflow, the window of this result (bound to the result
 * by content), then the integration per expected device and role.
 */









function duplicates(keys) {
    return new Set(keys).size !== keys.length;
}
/** The producer's verdict recomputed; throws ManifestStructureError for unusable device/window lists. */
function recompute(manifest, input, files) {
    const failures = wireFailures(manifest);
    const devices = parseExpectedDevices(manifest);
    const windows = parseExpectedWindows(manifest);
    const samplesPath = joinPath(input.artifactDir, 'samples.csv');
    let text;
    try {
        text = files.stat(samplesPath).kind === 'file' ? files.readText(samplesPath) : undefined;
    }
    catch {
        text = undefined;
    }
    const samples = readSamples(text);
    for (const code of samples.problems)
        failures.push(`${code} in samples.csv`);
    const identity = checkIdentity(devices, samples.devices);
    for (const code of identity.problems)
        failures.push(`${code} (device identity/topology)`);
    const scan = scanWindows(input.artifactDir, input.resultRoot, windows, files);
    const validations = validateWindows(windows, scan, devices, samples.devices, input.resultRoot, files);
    for (const row of validations)
        for (const code of row.reason_codes)
            failures.push(`${code} (window ${row.benchmark_type}/${row.concurrency})`);
    if (windows.length === 0)
        failures.push('no expected measurement window');
    for (const error of scan.errors)
        for (const code of error.reason_codes)
            failures.push(`${code} (${error.path})`);
    const rowCount = samples.rows.length;
    if (!deepEqualNumeric(manifest.sample_row_count, typedFromPlain(rowCount)))
        failures.push(`sample_row_count is ${pythonRepr(manifest.sample_row_count)}, disk has ${rowCount} rows`);
    if (rowCount > 0) {
        const needed = Math.max(...samples.rows.map((r) => r.seq)) + 1;
        const scrapes = integerOf(manifest.scrape_count);
        if (scrapes === undefined || scrapes < needed)
            failures.push(`scrape_count is ${pythonRepr(manifest.scrape_count)}, disk needs at least ${needed}`);
    }
    const derived = typedFromPlain(observedDevicesEvidence(samples.devices));
    if (samples.devices.length === 0)
        failures.push('observed_devices is empty');
    else if (!deepEqualNumeric(manifest.observed_devices, derived))
        failures.push('observed_devices does not match the devices derived from samples.csv');
    if (!deepEqualNumeric(manifest.window_validations, typedFromPlain(validations)))
        failures.push('window_validations does not match the recomputed window audit');
    if (!deepEqualNumeric(manifest.artifact_errors, typedFromPlain(scan.errors)))
        failures.push('artifact_errors does not match the recomputed artifact scan');
    if (duplicates(devices.map((d) => deviceKey(d.hostname, d.gpuIndex))))
        failures.push('expected_devices contains duplicate keys');
    if (duplicates(windows.map((w) => `${w.benchmarkType}\u0000${w.concurrency}`)))
        failures.push('expected_windows contains duplicate keys');
    return {
        failures,
        devices,
        windows,
        observed: samples.devices,
        parsedWindows: scan.windows,
        duplicateKeys: scan.duplicateKeys,
        identity,
    };
}
const pyBool = (value) => (value === null ? 'None' : value ? 'True' : 'False');
function roleLabels(r) {
    const observed = new Map(r.observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
    const out = {};
    const sorted = [...r.devices].sort((a, b) => a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex);
    for (const d of sorted) {
        const key = deviceKey(d.hostname, d.gpuIndex);
        const role = r.identity.roles.get(key);
        if (!role)
            continue;
        const uuids = observed.get(key)?.uuids ?? [];
        out[uuids.length === 1 ? `${d.hostname}/${uuids[0]}` : `${d.hostname}/${d.gpuIndex}`] = role;
    }
    return out;
}
function selectWindow(input, r, benchmark, reasons, failures, files) {
    const fail = (code, text) => {
        reasons.add(code);
        failures.push(text);
        return { selected: null };
    };
    let result;
    try {
        result = parseJsonValue(files.readText(input.rawName));
    }
    catch {
        result = undefined;
    }
    if (result === undefined)
        return fail(REASON.invalidBenchmarkResult, `unreadable result: ${input.rawName}`);
    if (!isObject(result))
        return fail(REASON.invalidBenchmarkResult, 'processed result is not an object');
    const wanted = result.max_concurrency;
    const wantedNumber = numberOf(wanted) ?? (typeof wanted === 'boolean' ? (wanted ? 1 : 0) : undefined);
    const candidates = r.parsedWindows.filter((w) => w.status === 'completed' && w.concurrency === wantedNumber);
    if (candidates.length !== 1)
        return fail(REASON.windowForResultMissing, `found ${candidates.length} completed windows for concurrency ${pythonRepr(wanted)}`);
    const w = candidates[0];
    const originalPath = joinPath(input.resultRoot, w.resultPath);
    let original;
    try {
        original = parseJsonValue(files.readText(originalPath));
    }
    catch {
        original = undefined;
    }
    if (original === undefined)
        return fail(REASON.measurementWindowResultMissing, `original result unreadable: ${originalPath}`);
    if (contentDigest(result) !== contentDigest(original))
        return fail(REASON.resultContentMismatch, `workspace copy ${input.rawName} differs from original ${w.resultPath}`);
    if (benchmark && (benchmark.start_time_unix !== w.start || benchmark.end_time_unix !== w.end))
        return fail(REASON.measurementWindowResultMismatch, 'benchmark window fields do not match the selected window file');
    return {
        selected: {
            window_file: w.path,
            result_path: w.resultPath,
            benchmark_type: w.benchmarkType,
            concurrency: w.concurrency,
            start_time_unix: w.start,
            end_time_unix: w.end,
            duration: w.duration,
        },
    };
}
function integrate(input, r, selected, benchmark, verdict, reasons) {
    const { start_time_unix: start, end_time_unix: end } = selected;
    const duration = end - start;
    const observed = new Map(r.observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
    let total = 0;
    let prefill = 0;
    let decode = 0;
    for (const d of r.devices) {
        const device = observed.get(deviceKey(d.hostname, d.gpuIndex));
        const label = `${d.hostname}/${device.uuids[0]}`;
        const energy = integrateWindow(device.samples, start, end);
        verdict.gaps[label] = bracketGap(device.samples, start, end);
        verdict.energies[label] = Number.isFinite(energy) ? energy : null;
        total += energy;
        const role = r.identity.roles.get(deviceKey(d.hostname, d.gpuIndex));
        if (role === 'prefill')
            prefill += energy;
        else if (role === 'decode')
            decode += energy;
    }
    const n = r.devices.length;
    const { completed, total_input_tokens: inTokens, total_output_tokens: outTokens } = benchmark;
    const metrics = {
        avg_power_w: total / duration / n,
        avg_total_gpu_power_w: total / duration,
        total_gpu_energy_j: total,
        joules_per_successful_query: total / completed,
        joules_per_input_token: total / inTokens,
        joules_per_output_token: total / outTokens,
        joules_per_total_token: total / (inTokens + outTokens),
    };
    if (input.prefillGpus > 0) {
        metrics.prefill_gpu_energy_j = prefill;
        metrics.prefill_avg_power_w = prefill / duration / input.prefillGpus;
        metrics.prefill_joules_per_input_token = prefill / inTokens;
    }
    if (input.decodeGpus > 0) {
        metrics.decode_gpu_energy_j = decode;
        metrics.decode_avg_power_w = decode / duration / input.decodeGpus;
        metrics.decode_joules_per_output_token = decode / outTokens;
    }
    const bad = Object.entries(metrics)
        .filter(([, value]) => !Number.isFinite(value))
        .map(([key]) => key)
        .sort();
    if (bad.length) {
        reasons.add(REASON.nonFinitePowerMetric);
        verdict.failures.push(`non-finite: ${bad.join(', ')}`);
        return;
    }
    verdict.metrics = metrics;
}
function aggregateMultiNode(input, files) {
    const reasons = new ReasonList();
    const bench = readBenchmarkWindow(input.raw);
    const benchmarkValid = bench.window !== undefined && bench.reasons.length === 0;
    const expectedSha = input.expectedSha ? input.expectedSha : null;
    const verdict = {
        reasons: [],
        failures: [],
        window: bench.window ?? null,
        selected: null,
        producer: {
            producer_git_commit: null,
            expected_producer_git_commit: expectedSha,
            exporter_image_sha256: null,
            stored_publication_valid: null,
            recomputed_publication_valid: null,
        },
        expectedGpuCount: 0,
        observedGpuCount: 0,
        roles: {},
        gaps: {},
        energies: {},
        metrics: {},
    };
    const finish = () => {
        reasons.addAll(bench.reasons);
        verdict.reasons = reasons.list;
        if (!reasons.empty)
            verdict.metrics = {};
        return verdict;
    };
    const stop = (code, text) => {
        reasons.add(code);
        verdict.failures.push(text);
        return finish();
    };
    const kind = (path) => {
        try {
            return files.stat(path).kind;
        }
        catch {
            return 'missing';
        }
    };
    if (kind(input.artifactDir === '' ? '.' : input.artifactDir) !== 'directory')
        return stop(REASON.powerArtifactsMissing, `power dir missing: ${input.artifactDir}`);
    const manifestPath = joinPath(input.artifactDir, 'manifest.json');
    if (kind(manifestPath) !== 'file')
        return stop(REASON.manifestMissing, `manifest missing: ${manifestPath}`);
    let manifest;
    let readProblem;
    try {
        manifest = parseJsonValue(files.readText(manifestPath));
        if (manifest === undefined)
            readProblem = 'invalid JSON';
    }
    catch (error) {
        readProblem = error instanceof Error ? error.message : String(error);
    }
    if (readProblem !== undefined)
        return stop(REASON.manifestMalformed, `manifest unreadable: ${readProblem}`);
    if (!isObject(manifest))
        return stop(REASON.manifestMalformed, 'manifest is not an object');
    const stored = typeof manifest.publication_valid === 'boolean' ? manifest.publication_valid : null;
    const commit = typeof manifest.producer_git_commit === 'string' ? manifest.producer_git_commit : null;
    const exporter = manifest.dcgm_exporter;
    verdict.producer.stored_publication_valid = stored;
    verdict.producer.producer_git_commit = commit;
    verdict.producer.exporter_image_sha256 =
        isObject(exporter) && typeof exporter.container_image_sha256 === 'string'
            ? exporter.container_image_sha256
            : null;
    if (expectedSha === null) {
        reasons.add(REASON.producerPinMissing);
        verdict.failures.push('no expected producer SHA configured');
    }
    else if (commit !== expectedSha) {
        reasons.add(REASON.producerCommitMismatch);
        verdict.failures.push(`producer_git_commit ${pythonRepr(commit)} != expected ${pythonRepr(expectedSha)}`);
    }
    let r;
    try {
        r = recompute(manifest, input, files);
    }
    catch (error) {
        if (!(error instanceof ManifestStructureError))
            throw error;
        verdict.producer.recomputed_publication_valid = false;
        return stop(REASON.manifestMalformed, `manifest malformed: ${error.repr}`);
    }
    const recomputed = r.failures.length === 0;
    verdict.producer.recomputed_publication_valid = recomputed;
    if (!recomputed) {
        reasons.add(REASON.packageRecomputeInvalid);
        verdict.failures.push(...r.failures);
    }
    if (stored !== recomputed) {
        reasons.add(REASON.producerVerdictMismatch);
        verdict.failures.push(`stored publication_valid=${pyBool(stored)}, recomputed=${pyBool(recomputed)}`);
    }
    else if (!stored && !recomputed) {
        reasons.add(REASON.packageRecomputeInvalid);
        verdict.failures.push('stored and recomputed both invalid');
    }
    const topology = topologyFailures(r.identity, input.prefillGpus, input.decodeGpus);
    if (topology.length) {
        reasons.add(REASON.topologyEnvMismatch);
        verdict.failures.push(...topology);
    }
    verdict.expectedGpuCount = r.devices.length;
    verdict.observedGpuCount = r.observed.length;
    verdict.roles = roleLabels(r);
    const { selected } = selectWindow(input, r, benchmarkValid ? bench.window : undefined, reasons, verdict.failures, files);
    verdict.selected = selected;
    if (!reasons.empty || !selected || !benchmarkValid)
        return finish();
    integrate(input, r, selected, bench.window, verdict, reasons);
    return finish();
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/multinode/outcome.js



function multiNodeOutcome(job, files) {
    const v = aggregateMultiNode({
        raw: job.raw,
        rawName: job.rawName,
        artifactDir: job.artifactDir,
        resultRoot: job.resultRoot,
        expectedSha: job.expectedSha,
        prefillGpus: job.prefillGpus,
        decodeGpus: job.decodeGpus,
    }, files);
    const valid = v.reasons.length === 0;
    const sidecar = {
        schema_version: SIDECAR_SCHEMA_VERSION,
        power_valid: valid,
        reasons: v.reasons,
        failures: v.failures,
        telemetry_source: job.artifactDir,
        benchmark_result: job.rawName,
        benchmark_window: v.window,
        selected_window: v.selected,
        integration_method: INTEGRATION_METHOD,
        producer: v.producer,
        expected_gpu_count: v.expectedGpuCount,
        observed_gpu_count: v.observedGpuCount,
        per_gpu_role: v.roles,
        per_gpu_max_sample_gap_s: v.gaps,
        per_gpu_energy_j: v.energies,
        metrics: sidecarMetrics(valid, v.metrics, MULTI_NODE_METRIC_KEYS),
    };
    const m = v.metrics;
    return {
        row: patchRow(job.row, MULTI_NODE_METRIC_KEYS, valid, m, MULTI_NODE_METRIC_KEYS),
        sidecar: { name: job.sidecarName, content: sidecar },
        valid,
        required: job.required,
        tag: MULTI_NODE_TAG,
        diagnostics: [],
        successLine: valid
            ? `${MULTI_NODE_TAG} avg_power_w=${fixed2(m.avg_power_w)} total_gpu_energy_j=${fixed2(m.total_gpu_energy_j)} prefill_gpu_energy_j=${fixed2(m.prefill_gpu_energy_j)} decode_gpu_energy_j=${fixed2(m.decode_gpu_energy_j)} (n=${v.expectedGpuCount}) -> ${job.rowName}`
            : undefined,
        failureLine: `${MULTI_NODE_TAG} Power validation failed: ${v.reasons.join(', ')} (details: ${job.sidecarName})`,
    };
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/telemetry-values.js
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
const GPU_ID_NAMES = new Set(['index', 'gpu', 'gpu_id', 'gpu_index', 'card', 'device']);
const POWER_EXCLUDED = ['limit', 'cap', 'max', 'min'];
/** First matching header for each role; names are trimmed and compared case-insensitively. */
function detectColumns(header) {
    const names = header.map((name) => name.trim().toLowerCase());
    const first = (test) => {
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
function parsePower(cell) {
    const text = cell.trim();
    const first = text.charCodeAt(0);
    if (first >= 48 && first <= 57)
        return Number(LEADING_NUMBER.exec(text)[0]);
    if (text === '' || NOT_AVAILABLE.has(text.toLowerCase()))
        return undefined;
    const match = FIRST_NUMBER.exec(text);
    return match ? Number(match[0]) : undefined;
}
const EPOCH = /^-?\d+(?:\.\d+)?$/;
const NVIDIA_SMI = /^(\d{4})\/(\d{1,2})\/(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,6}))?$/;
const ISO = /^([+-]?\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?)?(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2}(?:\.\d{1,6})?)?)?)?$/;
/** Epoch values above this are milliseconds. */
const EPOCH_MS_THRESHOLD = 1e12;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysIn(year, month) {
    return month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
}
function isLeap(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function validFields(y, mo, d, h, mi, s) {
    return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && h <= 23 && mi <= 59 && s <= 59;
}
/** The last conversion: a stream at 10 Hz repeats each wall-clock second ten times. */
let lastLocal = { key: NaN, seconds: 0 };
/** Seconds since the epoch of a local wall-clock time (whole seconds). */
function localSeconds(y, mo, d, h, mi, s) {
    const key = ((((y * 100 + mo) * 100 + d) * 100 + h) * 100 + mi) * 100 + s;
    if (key === lastLocal.key)
        return lastLocal.seconds;
    const date = new Date(2000, 0, 1, 0, 0, 0, 0);
    date.setFullYear(y, mo - 1, d);
    date.setHours(h, mi, s, 0);
    lastLocal = { key, seconds: date.getTime() / 1000 };
    return lastLocal.seconds;
}
function microseconds(fraction) {
    return fraction ? Number(fraction.slice(0, 6).padEnd(6, '0')) : 0;
}
function offsetSeconds(zone) {
    if (zone === 'Z')
        return 0;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(/:/g, '');
    const [hh, mm, ss] = [digits.slice(0, 2), digits.slice(2, 4) || '0', digits.slice(4) || '0'];
    return sign * (Number(hh) * 3600 + Number(mm) * 60 + Number(ss));
}
function parseIso(text) {
    const m = ISO.exec(text);
    if (!m)
        return undefined;
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
    if (!validFields(y, mo, d, h, mi, s))
        return undefined;
    const us = microseconds(m[7]);
    if (m[8] === undefined)
        return localSeconds(y, mo, d, h, mi, s) + us / 1e6;
    const offset = offsetSeconds(m[8]);
    if (Math.abs(offset) >= 86400)
        return undefined;
    // An aware time counts whole microseconds from the epoch, then divides once.
    const utc = new Date(Date.UTC(2000, 0, 1));
    utc.setUTCFullYear(y, mo - 1, d);
    utc.setUTCHours(h, mi, s, 0);
    return ((utc.getTime() / 1000 - offset) * 1e6 + us) / 1e6;
}
/** Unix seconds of a timestamp cell, or undefined when it cannot be read. */
function parseTimestamp(cell) {
    const text = cell.trim();
    if (text === '')
        return undefined;
    if (EPOCH.test(text)) {
        const value = Number(text);
        return value > EPOCH_MS_THRESHOLD ? value / 1000 : value;
    }
    const nv = NVIDIA_SMI.exec(text);
    if (nv) {
        const [y, mo, d, h, mi, s] = nv.slice(1, 7).map(Number);
        if (validFields(y, mo, d, h, mi, s))
            return localSeconds(y, mo, d, h, mi, s) + microseconds(nv[7]) / 1e6;
    }
    const iso = text.includes(' ') && !text.includes('T') ? text.replace(' ', 'T') : text;
    return parseIso(iso);
}
/** GPU ids in report order: all-digit ids by value first, then the others by string order. */
function compareGpuIds(a, b) {
    const da = /^[0-9]+$/.test(a);
    const db = /^[0-9]+$/.test(b);
    if (da !== db)
        return da ? -1 : 1;
    if (da) {
        const diff = BigInt(a) - BigInt(b);
        if (diff !== 0n)
            return diff < 0n ? -1 : 1;
    }
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/accumulator.js
/**
 * Advisory cross-check of the integrated stream against the GPUs' own energy counters (amd-smi
 * snapshots taken when the monitor starts and stops). It never changes the verdict: a counter
 * reset or wrap shows here as a negative delta, which a maintainer can read in the sidecar.
 */




const ACCUMULATOR_TOLERANCE = 0.05;
/** `<dir>/<stem>_energy_start.csv` and `_energy_end.csv` next to the telemetry file. */
function snapshotPaths(telemetryPath) {
    const slash = telemetryPath.lastIndexOf('/');
    const dir = slash < 0 ? '' : telemetryPath.slice(0, slash);
    const name = telemetryPath.slice(slash + 1);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const at = (suffix) => (slash < 0 ? `${stem}${suffix}` : joinPath(dir || '/', `${stem}${suffix}`));
    return { start: at('_energy_start.csv'), end: at('_energy_end.csv') };
}
const FLOAT_TEXT = /^\s*[+-]?(?:\d+(?:_\d+)*(?:\.(?:\d+(?:_\d+)*)?)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+(?:_\d+)*)?\s*$/;
function readSnapshot(text) {
    let gpuAt = -1;
    let energyAt = -1;
    let header = true;
    const energies = new Map();
    forEachCsvRow(text, (fields) => {
        if (header) {
            header = false;
            const names = fields.map((name) => name.trim());
            gpuAt = names.indexOf('gpu');
            energyAt = names.indexOf('total_energy_consumption');
            return;
        }
        if (gpuAt < 0 || energyAt < 0)
            return;
        const gpu = (fields[gpuAt] ?? '').trim();
        const cell = fields[energyAt] ?? '';
        if (gpu === '' || !FLOAT_TEXT.test(cell))
            return;
        const joules = Number(cell.trim().replace(/_/g, ''));
        if (Number.isFinite(joules))
            energies.set(gpu, joules);
    });
    return gpuAt < 0 || energyAt < 0 || energies.size === 0 ? undefined : energies;
}
function fullStream(text) {
    const byGpu = new Map();
    forEachCsvColumns(text, (header) => {
        const c = detectColumns(header);
        return c.timestamp === undefined || c.power === undefined || c.gpu === undefined
            ? undefined
            : [c.timestamp, c.power, c.gpu];
    }, ([stamp, powerCell, gpuCell]) => {
        const t = parseTimestamp(stamp);
        const p = parsePower(powerCell);
        const id = gpuCell.trim();
        if (t === undefined || !Number.isFinite(t) || p === undefined || !Number.isFinite(p) || id === '')
            return;
        let series = byGpu.get(id);
        if (!series)
            byGpu.set(id, (series = []));
        series.push({ t, p });
    });
    for (const series of byGpu.values())
        series.sort((a, b) => a.t - b.t || a.p - b.p);
    return byGpu;
}
function exists(files, path) {
    return files.stat(path).kind !== 'missing';
}
function accumulatorCheck(telemetryPath, files) {
    try {
        const paths = snapshotPaths(telemetryPath);
        const haveStart = exists(files, paths.start);
        const haveEnd = exists(files, paths.end);
        if (!haveStart && !haveEnd)
            return null;
        if (!haveStart)
            return { available: false, reason: 'missing_start_snapshot' };
        if (!haveEnd)
            return { available: false, reason: 'missing_end_snapshot' };
        const start = readSnapshot(files.readText(paths.start));
        if (!start)
            return { available: false, reason: 'unparseable_start_snapshot' };
        const end = readSnapshot(files.readText(paths.end));
        if (!end)
            return { available: false, reason: 'unparseable_end_snapshot' };
        const matched = [...start.keys()].filter((id) => end.has(id)).sort(compareGpuIds);
        const unmatched = [...new Set([...start.keys(), ...end.keys()])]
            .filter((id) => !(start.has(id) && end.has(id)))
            .sort(compareGpuIds);
        const deltas = {};
        for (const id of matched)
            deltas[id] = end.get(id) - start.get(id);
        const negative = matched.filter((id) => deltas[id] < 0);
        const stream = fullStream(files.readText(telemetryPath));
        const integrated = matched.filter((id) => stream.has(id));
        let streamJoules = 0;
        let first = Infinity;
        let last = -Infinity;
        for (const id of integrated) {
            const series = stream.get(id);
            streamJoules += integrateAll(series);
            first = Math.min(first, series[0].t);
            last = Math.max(last, series[series.length - 1].t);
        }
        const deltaSum = matched.reduce((sum, id) => sum + deltas[id], 0);
        const relative = deltaSum > 0 ? Math.abs(deltaSum - streamJoules) / deltaSum : null;
        return {
            available: true,
            accumulator_delta_j: deltaSum,
            integrated_stream_j: streamJoules,
            relative_error: relative,
            within_tolerance: deltaSum > 0 && negative.length === 0 && relative <= ACCUMULATOR_TOLERANCE,
            tolerance: ACCUMULATOR_TOLERANCE,
            per_gpu_delta_j: deltas,
            integrated_gpu_ids: integrated,
            unmatched_gpus: unmatched,
            negative_delta_gpus: negative,
            stream_span_s: integrated.length ? last - first : 0,
        };
    }
    catch {
        return { available: false, reason: 'cross_check_error' };
    }
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/single-node.js
/**
 * Single-node power verdict: the window from the raw result, then the nvidia-smi / amd-smi stream
 * filtered to the window (± the maximum gap), one series per GPU (readings at the same instant
 * averaged), each checked for bracketing and sampling gaps and integrated over the window.
 */





/** The first candidate that is a regular file, else the first candidate. */
function chooseTelemetryPath(configured, files) {
    const candidates = [configured ?? '', 'gpu_metrics.csv', '/workspace/gpu_metrics.csv'].filter(Boolean);
    const isFile = (path) => {
        try {
            return files.stat(path).kind === 'file';
        }
        catch {
            return false;
        }
    };
    return candidates.find(isFile) ?? candidates[0];
}
/** A failure of the file underneath, told apart from a bug in the reading code. */
class UnreadableStream extends Error {
}
function* readable(chunks) {
    const pieces = chunks[Symbol.iterator]();
    for (;;) {
        let next;
        try {
            next = pieces.next();
        }
        catch (error) {
            throw new UnreadableStream(error instanceof Error ? error.message : String(error));
        }
        if (next.done)
            return;
        yield next.value;
    }
}
function readStream(chunks, window, reasons) {
    const lo = window.start_time_unix - MAX_SAMPLE_GAP_S;
    const hi = window.end_time_unix + MAX_SAMPLE_GAP_S;
    const byGpu = new Map();
    let idMissing = false;
    let lastStamp;
    let lastTime;
    const problems = new ReasonList();
    let usable = false;
    forEachCsvColumnsInChunks(chunks, (header) => {
        const found = detectColumns(header);
        if (found.timestamp === undefined)
            reasons.add(REASON.timestampColumnMissing);
        if (found.power === undefined)
            reasons.add(REASON.powerColumnMissing);
        if (found.gpu === undefined)
            reasons.add(REASON.gpuIdentityColumnMissing);
        if (found.timestamp === undefined || found.power === undefined || found.gpu === undefined)
            return undefined;
        usable = true;
        return [found.timestamp, found.power, found.gpu];
    }, ([stamp, powerCell, gpuCell]) => {
        // Every GPU of one poll shares the stamp, so the last conversion is reused.
        const t = stamp === lastStamp ? lastTime : parseTimestamp(stamp);
        lastStamp = stamp;
        lastTime = t;
        if (t === undefined || !Number.isFinite(t)) {
            problems.add(REASON.invalidTimestampSample);
            return;
        }
        if (t < lo || t > hi)
            return;
        const watts = parsePower(powerCell);
        if (watts === undefined || !Number.isFinite(watts) || watts < 0) {
            problems.add(REASON.invalidPowerSample);
            return;
        }
        const id = gpuCell.trim();
        if (id === '') {
            idMissing = true;
            return;
        }
        let series = byGpu.get(id);
        if (!series)
            byGpu.set(id, (series = { t: [], p: [] }));
        series.t.push(t);
        series.p.push(watts);
    });
    if (!usable)
        return undefined;
    if (idMissing)
        problems.add(REASON.gpuIdentityMissing);
    return { byGpu, problems };
}
/** Time-sorted samples; readings that share a timestamp count as one sample at their mean. */
function distinctSamples(series) {
    const order = series.t.map((_, i) => i);
    let sorted = true;
    for (let i = 1; i < series.t.length && sorted; i++)
        if (series.t[i] < series.t[i - 1])
            sorted = false;
    if (!sorted)
        order.sort((a, b) => series.t[a] - series.t[b] || a - b);
    const samples = [];
    for (let k = 0; k < order.length;) {
        const t = series.t[order[k]];
        let sum = 0;
        let n = 0;
        for (; k < order.length && series.t[order[k]] === t; k++, n++)
            sum += series.p[order[k]];
        samples.push({ t, p: sum / n });
    }
    return samples;
}
function emptyVerdict(reasons, window) {
    return {
        reasons: reasons.list,
        window,
        observedIds: [],
        sampleCounts: {},
        maxGaps: {},
        energies: {},
        deviceIssues: {},
        metrics: {},
    };
}
function aggregateSingleNode(input) {
    const bench = readBenchmarkWindow(input.raw);
    const reasons = new ReasonList();
    reasons.addAll(bench.reasons);
    const window = bench.window;
    // Without an interval there is nothing to integrate, so the stream is not read at all.
    if (!window)
        return emptyVerdict(reasons, null);
    const { start_time_unix: start, end_time_unix: end } = window;
    if (input.expectedGpus <= 0)
        reasons.add(REASON.invalidExpectedGpuCount);
    let stat;
    try {
        stat = input.files.stat(input.telemetryPath);
    }
    catch {
        reasons.add(REASON.telemetryFileUnreadable);
        return emptyVerdict(reasons, window);
    }
    if (stat.kind !== 'file') {
        reasons.add(REASON.telemetryFileMissing);
        return emptyVerdict(reasons, window);
    }
    if (stat.size === 0) {
        reasons.add(REASON.telemetryFileEmpty);
        return emptyVerdict(reasons, window);
    }
    let readings;
    try {
        readings = readStream(readable(input.files.readTextChunks(input.telemetryPath)), window, reasons);
    }
    catch (error) {
        if (!(error instanceof CsvError) && !(error instanceof UnreadableStream))
            throw error;
        reasons.add(REASON.telemetryFileUnreadable);
        return emptyVerdict(reasons, window);
    }
    if (!readings)
        return emptyVerdict(reasons, window);
    reasons.addAll(readings.problems.list);
    if (readings.byGpu.size === 0) {
        reasons.add(REASON.noUsablePowerSamples);
        return emptyVerdict(reasons, window);
    }
    const observedIds = [...readings.byGpu.keys()].sort(compareGpuIds);
    if (input.expectedGpus > 0 && input.expectedGpus !== observedIds.length)
        reasons.add(REASON.expectedGpuCountMismatch);
    const verdict = emptyVerdict(reasons, window);
    verdict.observedIds = observedIds;
    for (const id of observedIds) {
        const samples = distinctSamples(readings.byGpu.get(id));
        verdict.sampleCounts[id] = samples.length;
        const issues = [];
        if (samples.length < 2)
            issues.push(REASON.insufficientPowerSamples);
        else if (samples[0].t > start || samples[samples.length - 1].t < end)
            issues.push(REASON.benchmarkWindowNotBracketed);
        else {
            const gap = bracketGap(samples, start, end);
            verdict.maxGaps[id] = gap;
            if (gap > MAX_SAMPLE_GAP_S)
                issues.push(REASON.samplingGapExceeded);
            verdict.energies[id] = integrateWindow(samples, start, end);
        }
        if (issues.length) {
            verdict.deviceIssues[id] = issues;
            reasons.addAll(issues);
        }
    }
    verdict.reasons = reasons.list;
    if (reasons.empty && observedIds.every((id) => id in verdict.energies)) {
        const total = observedIds.reduce((sum, id) => sum + verdict.energies[id], 0);
        const totalPower = total / (end - start);
        verdict.metrics = {
            avg_power_w: totalPower / observedIds.length,
            avg_total_gpu_power_w: totalPower,
            total_gpu_energy_j: total,
            joules_per_successful_query: total / window.completed,
            joules_per_input_token: total / window.total_input_tokens,
            joules_per_output_token: total / window.total_output_tokens,
            joules_per_total_token: total / (window.total_input_tokens + window.total_output_tokens),
        };
    }
    return verdict;
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/single-node-outcome.js
/** The single-node verdict as row, sidecar and log lines. */




function singleNodeOutcome(job, files) {
    const telemetry = chooseTelemetryPath(job.configuredCsv, files);
    const verdict = aggregateSingleNode({
        raw: job.raw,
        expectedGpus: job.expectedGpus,
        telemetryPath: telemetry,
        files,
    });
    let reasons = verdict.reasons;
    let metrics = verdict.metrics;
    let valid = reasons.length === 0;
    let row = patchRow(job.row, SINGLE_NODE_METRIC_KEYS, valid, metrics, SINGLE_NODE_METRIC_KEYS);
    const diagnostics = [];
    const overflow = Object.values(metrics).some((value) => !Number.isFinite(value));
    if (valid && overflow) {
        // A metric that overflowed cannot be written; the row is left without any power block.
        diagnostics.push(`${SINGLE_NODE_TAG} Failed to patch ${job.rowName}: Out of range float values are not JSON compliant`);
        reasons = [REASON.aggregateResultUnwritable];
        metrics = {};
        valid = false;
        row = job.row;
    }
    const sidecar = {
        schema_version: SIDECAR_SCHEMA_VERSION,
        power_valid: valid,
        reasons,
        telemetry_source: telemetry,
        benchmark_result: job.rawName,
        benchmark_window: verdict.window,
        integration_method: INTEGRATION_METHOD,
        expected_gpu_count: job.expectedGpus,
        observed_gpu_count: verdict.observedIds.length,
        observed_gpu_ids: verdict.observedIds,
        per_gpu_sample_counts: verdict.sampleCounts,
        per_gpu_max_sample_gap_s: verdict.maxGaps,
        per_gpu_energy_j: verdict.energies,
        device_issues: verdict.deviceIssues,
        accumulator_check: accumulatorCheck(telemetry, files),
        metrics: sidecarMetrics(valid, metrics, SINGLE_NODE_METRIC_KEYS),
    };
    return {
        row,
        sidecar: { name: job.sidecarName, content: sidecar },
        valid,
        required: job.required,
        tag: SINGLE_NODE_TAG,
        diagnostics,
        successLine: valid
            ? `${SINGLE_NODE_TAG} avg_power_w=${fixed2(metrics.avg_power_w)} avg_total_gpu_power_w=${fixed2(metrics.avg_total_gpu_power_w)} total_gpu_energy_j=${fixed2(metrics.total_gpu_energy_j)} (n=${verdict.observedIds.length}) -> ${job.rowName}`
            : undefined,
        failureLine: `${SINGLE_NODE_TAG} Power validation failed: ${reasons.join(', ')} (details: ${job.sidecarName})`,
    };
}

;// CONCATENATED MODULE: ./lib/shared/collect/power/index.js
/**
 * GPU power validation of a throughput row: which aggregator runs (single-node nvidia-smi /
 * amd-smi stream, or the multi-node dcgm-power package), with what the job environment says, and
 * the fallback when an aggregator fails unexpectedly.
 */






const DEFAULT_ARTIFACT_DIR = 'LOGS/power';
const DEFAULT_RESULT_ROOT = 'LOGS';
function measurePower(job, files, aggregate = runAggregator) {
    try {
        return aggregate(job, files);
    }
    catch (error) {
        const telemetrySource = job.multinode
            ? (job.artifactDir ?? DEFAULT_ARTIFACT_DIR)
            : safeTelemetryPath(job.gpuMetricsCsv, files);
        return fallbackOutcome({
            row: job.row,
            required: job.required,
            telemetrySource,
            rawName: job.rawName,
            sidecarName: job.sidecarName,
            expectedGpus: job.expectedGpus,
        }, error);
    }
}
function safeTelemetryPath(configured, files) {
    try {
        return chooseTelemetryPath(configured, files);
    }
    catch {
        return configured || 'gpu_metrics.csv';
    }
}
function runAggregator(job, files) {
    if (job.multinode)
        return multiNodeOutcome({
            row: job.row,
            raw: job.raw,
            required: job.required,
            artifactDir: job.artifactDir ?? DEFAULT_ARTIFACT_DIR,
            resultRoot: job.resultRoot ?? DEFAULT_RESULT_ROOT,
            expectedSha: job.producerSha,
            prefillGpus: job.prefillGpus,
            decodeGpus: job.decodeGpus,
            rawName: job.rawName,
            rowName: job.rowName,
            sidecarName: job.sidecarName,
        }, files);
    return singleNodeOutcome({
        row: job.row,
        raw: job.raw,
        expectedGpus: job.expectedGpus,
        configuredCsv: job.gpuMetricsCsv,
        required: job.required,
        rawName: job.rawName,
        rowName: job.rowName,
        sidecarName: job.sidecarName,
    }, files);
}


/***/ }),

/***/ 32440:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Er: () => (/* binding */ strictBool),
/* harmony export */   Sd: () => (/* binding */ intVariable),
/* harmony export */   Tz: () => (/* binding */ routerMetadata),
/* harmony export */   YE: () => (/* binding */ resultError),
/* harmony export */   YG: () => (/* binding */ REQUIRED_SINGLE_NODE),
/* harmony export */   aO: () => (/* binding */ REQUIRED_BASE),
/* harmony export */   bk: () => (/* binding */ REQUIRED_MULTI_NODE),
/* harmony export */   k7: () => (/* binding */ lenientBool),
/* harmony export */   pS: () => (/* binding */ requireVariables)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59413);
/* harmony import */ var _python_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79750);
/**
 * The job environment process-result reads: which variables are required, how they
 * are parsed, and the reference's messages. A variable counts as present when it is set, even to ''.
 */


const REQUIRED_BASE = [
    'RUNNER_TYPE',
    'FRAMEWORK',
    'PRECISION',
    'SPEC_DECODING',
    'RESULT_FILENAME',
    'ISL',
    'OSL',
    'DISAGG',
    'MODEL_PREFIX',
    'IMAGE',
];
const REQUIRED_SINGLE_NODE = ['TP', 'EP_SIZE', 'DP_ATTENTION'];
const REQUIRED_MULTI_NODE = [
    'PREFILL_GPUS',
    'DECODE_GPUS',
    'PREFILL_NUM_WORKERS',
    'PREFILL_TP',
    'PREFILL_EP',
    'PREFILL_DP_ATTN',
    'DECODE_NUM_WORKERS',
    'DECODE_TP',
    'DECODE_EP',
    'DECODE_DP_ATTN',
];
/** A process-result failure: the reference's message, what failed, and how to fix it. */
function resultError(message, hint, entry, value) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0({ message, hint, entry, value });
}
/** All absent names of `names`, reported together in declaration order. */
function requireVariables(env, names) {
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length)
        throw resultError(`Missing required environment variables: ${missing.join(', ')}`, 'the benchmark template exports these into the job environment before process-result runs');
}
/** Python `int(os.environ[name])` with the default used when the variable is absent. */
function intVariable(env, name, fallback) {
    const text = env[name] ?? fallback;
    try {
        return (0,_python_values_js__WEBPACK_IMPORTED_MODULE_1__/* .pyInt */ .FB)(text);
    }
    catch (error) {
        const message = error instanceof _python_values_js__WEBPACK_IMPORTED_MODULE_1__/* .PythonValueError */ .up ? error.message : String(error);
        throw resultError(message, `set ${name} to a whole number`, name, text);
    }
}
/** DISAGG / IS_MULTINODE: true exactly when the lower-cased value is `true` (`yes`, `1` are false). */
function strictBool(value) {
    return (value ?? '').toLowerCase() === 'true';
}
/** REQUIRE_POWER: `1`, `true` or `yes`, case-insensitive. */
function lenientBool(value) {
    return ['1', 'true', 'yes'].includes((value ?? '').toLowerCase());
}
/** ROUTER_METADATA: absent when missing, '' or 'null'; else exactly {name, version}, both non-empty strings. */
function routerMetadata(env) {
    const text = env.ROUTER_METADATA;
    if (text === undefined || text === '' || text === 'null')
        return undefined;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw resultError('ROUTER_METADATA must contain valid JSON', 'e.g. {"name":"dynamo-router","version":"1.0"}', 'ROUTER_METADATA', text);
    }
    const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).sort() : undefined;
    if (!keys || keys.join(',') !== 'name,version')
        throw resultError("ROUTER_METADATA must contain exactly 'name' and 'version'", 'remove other keys; both are required', 'ROUTER_METADATA', text);
    const { name, version } = value;
    if (typeof name !== 'string' || typeof version !== 'string' || name === '' || version === '')
        throw resultError('ROUTER_METADATA name and version must be non-empty strings', 'give both as non-empty JSON strings', 'ROUTER_METADATA', text);
    return { name, version };
}


/***/ }),

/***/ 69849:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* reexport */ planMultinodeRuns),
  B: () => (/* binding */ processResult)
});

// EXTERNAL MODULE: ./lib/shared/collect/names.js
var names = __webpack_require__(17637);
// EXTERNAL MODULE: ./lib/shared/collect/json-text.js + 1 modules
var json_text = __webpack_require__(38025);
// EXTERNAL MODULE: ./lib/shared/collect/power/index.js + 19 modules
var power = __webpack_require__(85073);
// EXTERNAL MODULE: ./lib/shared/collect/process-result/env.js
var process_result_env = __webpack_require__(32440);
// EXTERNAL MODULE: ./lib/shared/collect/python-values.js
var python_values = __webpack_require__(79750);
;// CONCATENATED MODULE: ./lib/shared/collect/process-result/derived-metrics.js
/**
 * The derived latency and interactivity metrics. Every raw key is visited in order
 * and two independent rules apply. Kept as the reference does it, because the results app and its
 * history rely on these exact keys and values: any key ending in `ms` is divided by 1000 even without `_ms`
 * (`num_items`, `alarms`), every `_ms` is deleted (`x_ms_ms` → `x`), any key containing `tpot`
 * yields an `intvty` reciprocal (`tpot_count` → `intvty_count`), and `std_intvty` is the
 * meaningless reciprocal of a standard deviation (the consumer strips it).
 */


function convert(key, compute) {
    try {
        return compute();
    }
    catch (error) {
        const message = error instanceof python_values/* PythonValueError */.up ? `${error.kind}: ${error.message}` : String(error);
        throw (0,process_result_env/* resultError */.YE)(`raw result key '${key}': ${message}`, 'latency keys ending in "ms" must hold numbers and TPOT statistics must be non-zero', key);
    }
}
/** Writes the derived keys into `row` (a later write keeps the key's first position). */
function addDerivedMetrics(row, raw) {
    for (const [key, value] of Object.entries(raw)) {
        if (key.endsWith('ms'))
            row[key.replaceAll('_ms', '')] = convert(key, () => (0,python_values/* pyFloat */.Qz)(value) / 1000);
        if (key.includes('tpot'))
            row[key.replaceAll('_ms', '').replaceAll('tpot', 'intvty')] = convert(key, () => {
                const tpot = (0,python_values/* pyFloat */.Qz)(value);
                if (tpot === 0)
                    throw new python_values/* PythonValueError */.up('ZeroDivisionError', 'float division by zero');
                return 1000 / tpot;
            });
    }
}

;// CONCATENATED MODULE: ./lib/shared/collect/process-result/row.js
/**
 * The per-job throughput row: base fields, optional router/KV transfer, the
 * single-node or multi-node topology block and the derived metrics, in the reference's key
 * order and with its validation order. The power block is added afterwards (power.ts).
 */



function rawKey(raw, key) {
    if (!Object.hasOwn(raw, key))
        throw (0,process_result_env/* resultError */.YE)(`raw result has no '${key}' (KeyError)`, 'pass the unmodified benchmark_serving.py output', key);
    return raw[key];
}
function rawNumber(raw, key, convert) {
    const value = rawKey(raw, key);
    try {
        return convert(value);
    }
    catch (error) {
        const message = error instanceof python_values/* PythonValueError */.up ? `${error.kind}: ${error.message}` : String(error);
        throw (0,process_result_env/* resultError */.YE)(`raw result key '${key}': ${message}`, 'it must be a number', key, value);
    }
}
/** True when the job ran the multi-node template (IS_MULTINODE, same rule as DISAGG). */
function isMultinode(env) {
    return (0,process_result_env/* strictBool */.Er)(env.IS_MULTINODE ?? 'false');
}
function singleNodeBlock(env, throughputs) {
    if ((0,process_result_env/* strictBool */.Er)(env.DISAGG))
        throw (0,process_result_env/* resultError */.YE)('Disaggregated mode requires multinode setup.', 'set DISAGG=false or IS_MULTINODE=true');
    (0,process_result_env/* requireVariables */.pS)(env, process_result_env/* REQUIRED_SINGLE_NODE */.YG);
    const tp = (0,process_result_env/* intVariable */.Sd)(env, 'TP');
    const pp = (0,process_result_env/* intVariable */.Sd)(env, 'PP_SIZE', '1');
    const dcp = (0,process_result_env/* intVariable */.Sd)(env, 'DCP_SIZE', '1');
    const pcp = (0,process_result_env/* intVariable */.Sd)(env, 'PCP_SIZE', '1');
    const ep = (0,process_result_env/* intVariable */.Sd)(env, 'EP_SIZE');
    if (pp <= 0 || dcp <= 0 || pcp <= 0)
        throw (0,process_result_env/* resultError */.YE)('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.', 'sizes default to 1 when unset');
    // FIX: in the reference TP=0 crashed with a bare ZeroDivisionError; report it instead.
    if (tp <= 0)
        throw (0,process_result_env/* resultError */.YE)('TP must be a positive integer.', 'set TP to the tensor-parallel size', 'TP', env.TP);
    // DCP is metadata only: it does not multiply the GPU count.
    const gpus = tp * pp * pcp;
    const [total, output] = throughputs();
    return {
        is_multinode: false,
        tp,
        pp,
        dcp_size: dcp,
        pcp_size: pcp,
        ep,
        dp_attention: env.DP_ATTENTION,
        tput_per_gpu: total / gpus,
        output_tput_per_gpu: output / gpus,
        input_tput_per_gpu: (total - output) / gpus,
    };
}
function multiNodeBlock(env, throughputs) {
    (0,process_result_env/* requireVariables */.pS)(env, process_result_env/* REQUIRED_MULTI_NODE */.bk);
    const prefillHw = env.PREFILL_HARDWARE ?? '';
    const decodeHw = env.DECODE_HARDWARE ?? '';
    if ((prefillHw === '') !== (decodeHw === ''))
        throw (0,process_result_env/* resultError */.YE)('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.', 'set both (heterogeneous prefill/decode) or neither');
    const n = (name, fallback) => (0,process_result_env/* intVariable */.Sd)(env, name, fallback);
    const prefillGpus = n('PREFILL_GPUS');
    const decodeGpus = n('DECODE_GPUS');
    const prefill = {
        workers: n('PREFILL_NUM_WORKERS'),
        tp: n('PREFILL_TP'),
        ep: n('PREFILL_EP'),
        pp: n('PREFILL_PP_SIZE', '1'),
        dcp: n('PREFILL_DCP_SIZE', '1'),
        pcp: n('PREFILL_PCP_SIZE', '1'),
    };
    const decode = {
        workers: n('DECODE_NUM_WORKERS'),
        tp: n('DECODE_TP'),
        ep: n('DECODE_EP'),
        pp: n('DECODE_PP_SIZE', '1'),
        dcp: n('DECODE_DCP_SIZE', '1'),
        pcp: n('DECODE_PCP_SIZE', '1'),
    };
    if ([prefill.pp, prefill.dcp, prefill.pcp, decode.pp, decode.dcp, decode.pcp].some((size) => size <= 0))
        throw (0,process_result_env/* resultError */.YE)('Multinode PP, DCP, and PCP sizes must be positive integers.', 'sizes default to 1 when unset');
    const gpus = prefillGpus + decodeGpus;
    if (gpus <= 0)
        throw (0,process_result_env/* resultError */.YE)('Multinode results require at least one GPU.', 'check PREFILL_GPUS and DECODE_GPUS');
    if (prefillGpus <= 0)
        throw (0,process_result_env/* resultError */.YE)('Multinode results require at least one prefill GPU.', 'check PREFILL_GPUS');
    // DISAGG is deliberately not checked: aggregated multi-node (DISAGG=false) is valid.
    const aggregated = decodeGpus <= 0;
    const [total, output] = throughputs();
    const row = {
        is_multinode: true,
        prefill_tp: prefill.tp,
        prefill_pp: prefill.pp,
        prefill_dcp_size: prefill.dcp,
        prefill_pcp_size: prefill.pcp,
        prefill_ep: prefill.ep,
        prefill_dp_attention: env.PREFILL_DP_ATTN,
        prefill_num_workers: prefill.workers,
        decode_tp: aggregated ? 0 : decode.tp,
        decode_pp: aggregated ? 1 : decode.pp,
        decode_dcp_size: aggregated ? 1 : decode.dcp,
        decode_pcp_size: aggregated ? 1 : decode.pcp,
        decode_ep: aggregated ? 0 : decode.ep,
        decode_dp_attention: env.DECODE_DP_ATTN,
        decode_num_workers: decode.workers,
        num_prefill_gpu: prefillGpus,
        num_decode_gpu: decodeGpus,
        tput_per_gpu: total / gpus,
        output_tput_per_gpu: output / (aggregated ? gpus : decodeGpus),
        input_tput_per_gpu: (total - output) / prefillGpus,
    };
    if (prefillHw !== '') {
        row.prefill_hw = prefillHw;
        row.decode_hw = decodeHw;
    }
    return row;
}
/** Builds the row without its power block; throws a SweepkitError in the reference's order. */
function buildThroughputRow(env, raw) {
    (0,process_result_env/* requireVariables */.pS)(env, process_result_env/* REQUIRED_BASE */.aO);
    const row = {
        hw: env.RUNNER_TYPE,
        conc: rawNumber(raw, 'max_concurrency', python_values/* pyInt */.FB),
        image: env.IMAGE,
        model: rawKey(raw, 'model_id'),
        infmax_model_prefix: env.MODEL_PREFIX,
        framework: env.FRAMEWORK,
        precision: env.PRECISION,
        spec_decoding: env.SPEC_DECODING,
        disagg: (0,process_result_env/* strictBool */.Er)(env.DISAGG),
        recipe_fingerprint: env.RECIPE_FINGERPRINT ?? '',
        isl: (0,process_result_env/* intVariable */.Sd)(env, 'ISL'),
        osl: (0,process_result_env/* intVariable */.Sd)(env, 'OSL'),
    };
    const router = (0,process_result_env/* routerMetadata */.Tz)(env);
    if (router)
        row.router = router;
    if (env.KV_P2P_TRANSFER)
        row.kv_p2p_transfer = env.KV_P2P_TRANSFER;
    // The throughputs are read after each branch's environment checks, where the reference reads them.
    const throughputs = () => [
        rawNumber(raw, 'total_token_throughput', python_values/* pyFloat */.Qz),
        rawNumber(raw, 'output_throughput', python_values/* pyFloat */.Qz),
    ];
    Object.assign(row, isMultinode(env) ? multiNodeBlock(env, throughputs) : singleNodeBlock(env, throughputs));
    addDerivedMetrics(row, raw);
    return row;
}

;// CONCATENATED MODULE: ./lib/shared/collect/process-result/multinode-loop.js
/**
 * The multi-node driver loop: one raw file per concurrency, named
 * `<RESULT_FILENAME>_<CONFIG>_conc<N>_gpus_<G>[_ctx_<C>_gen_<D>].json`, each processed with its
 * own RESULT_FILENAME and prefill/decode GPU counts taken from the name.
 */
function digitsAfter(name, marker, last = false) {
    const at = last ? name.lastIndexOf(marker) : name.indexOf(marker);
    if (at < 0)
        return undefined;
    const match = /^\d+/.exec(name.slice(at + marker.length));
    return match ? Number(match[0]) : undefined;
}
/**
 * The runs for the files of `<resultFilename>_*.json` among `files` (sorted like a shell glob).
 * Files without a `_gpus_<G>` number are not processed; without `_ctx_`/`_gen_` the job was not
 * disaggregated, so every GPU is a prefill GPU and DECODE_GPUS is 0.
 */
function planMultinodeRuns(resultFilename, files) {
    const runs = [];
    for (const file of [...files].sort()) {
        if (!file.startsWith(`${resultFilename}_`) || !file.endsWith('.json'))
            continue;
        const stem = file.slice(0, -'.json'.length);
        const gpus = digitsAfter(stem, '_gpus_', true);
        if (gpus === undefined)
            continue;
        const ctx = digitsAfter(stem, '_ctx_');
        const gen = digitsAfter(stem, '_gen_');
        const split = ctx !== undefined && gen !== undefined;
        runs.push({ file, resultFilename: stem, prefillGpus: split ? ctx : gpus, decodeGpus: split ? gen : 0 });
    }
    return runs;
}

;// CONCATENATED MODULE: ./lib/shared/collect/process-result/index.js
/**
 * process-result: one raw benchmark result + the job environment → the processed throughput row
 * (`agg_<RESULT_FILENAME>.json`), its power block and sidecar, and what to print.
 */






function powerJob(env, row, raw) {
    const resultFilename = env.RESULT_FILENAME ?? '';
    const multinode = isMultinode(env);
    const prefill = multinode ? (0,process_result_env/* intVariable */.Sd)(env, 'PREFILL_GPUS') : 0;
    const decode = multinode ? (0,process_result_env/* intVariable */.Sd)(env, 'DECODE_GPUS') : 0;
    const expectedGpus = multinode
        ? prefill + decode
        : (0,process_result_env/* intVariable */.Sd)(env, 'TP') * (0,process_result_env/* intVariable */.Sd)(env, 'PP_SIZE', '1') * (0,process_result_env/* intVariable */.Sd)(env, 'PCP_SIZE', '1');
    return {
        row,
        raw,
        multinode,
        required: (0,process_result_env/* lenientBool */.k7)(env.REQUIRE_POWER),
        expectedGpus,
        prefillGpus: prefill,
        decodeGpus: decode,
        gpuMetricsCsv: env.GPU_METRICS_CSV,
        artifactDir: env.POWER_ARTIFACT_DIR,
        resultRoot: env.POWER_RESULT_ROOT,
        producerSha: env.POWER_PRODUCER_SHA,
        rawName: names/* perJobFile */.Fc.raw(resultFilename),
        rowName: names/* perJobFile */.Fc.processed(resultFilename),
        sidecarName: names/* perJobFile */.Fc.powerSidecar(resultFilename),
    };
}
/** Throws a SweepkitError (the reference's message) when the environment or raw result is invalid. */
function processResult(env, raw, options) {
    const base = buildThroughputRow(env, raw);
    const job = powerJob(env, base, options.rawTyped ?? (0,power/* typedFromPlain */.Z)(raw));
    const outcome = (0,power/* measurePower */.Wi)(job, options.files, options.aggregate);
    const text = (0,json_text/* toPythonJson */.M3)(outcome.row);
    const print = (sidecarError) => {
        const lines = (0,power/* outcomeLines */.qx)(outcome, outcome.sidecar.name, sidecarError);
        return {
            stdout: [...lines.stdoutPrefix, text].join('\n') + '\n',
            stderr: lines.stderr.map((line) => `${line}\n`).join(''),
            exitCode: lines.exitCode,
        };
    };
    return {
        row: outcome.row,
        output: { name: job.rowName, text },
        sidecar: { name: outcome.sidecar.name, text: (0,json_text/* toPythonJson */.M3)(outcome.sidecar.content) },
        ...print(),
        afterSidecarFailure: (error) => print(error),
    };
}


/***/ }),

/***/ 74759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ formatGeneral),
/* harmony export */   g: () => (/* binding */ formatFixed)
/* harmony export */ });
/**
 * Python's fixed ('.Nf') and general ('g') float formatting, reproduced exactly.
 * Python rounds the exact binary value and sends exact ties to the even digit; JS `toFixed`
 * sends ties away from zero (94.625 → '94.63' instead of '94.62'), which would change the
 * eval and comparison tables.
 */
/** |x| = n / 10^k exactly (every finite double has a finite decimal expansion). */
function exactDecimal(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, Math.abs(x));
    const bits = view.getBigUint64(0);
    const biased = Number((bits >> 52n) & 0x7ffn);
    const fraction = bits & ((1n << 52n) - 1n);
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    const exponent = (biased === 0 ? 1 : biased) - 1075;
    if (exponent >= 0)
        return { n: mantissa << BigInt(exponent), k: 0 };
    return { n: mantissa * 5n ** BigInt(-exponent), k: -exponent };
}
/** round(n / 10^k × 10^f) with ties to even. */
function roundHalfEven(n, k, f) {
    if (f >= k)
        return n * 10n ** BigInt(f - k);
    const divisor = 10n ** BigInt(k - f);
    let quotient = n / divisor;
    const twice = (n % divisor) * 2n;
    if (twice > divisor || (twice === divisor && quotient % 2n === 1n))
        quotient += 1n;
    return quotient;
}
function nonFinite(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (x === Infinity)
        return 'inf';
    if (x === -Infinity)
        return '-inf';
    return undefined;
}
function withPoint(digits, decimals) {
    if (decimals <= 0)
        return digits;
    const padded = digits.padStart(decimals + 1, '0');
    return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}
function isNegative(x) {
    return x < 0 || Object.is(x, -0);
}
/** Python `format(x, '.{decimals}f')`, or `'+.{decimals}f'` with `sign`. */
function formatFixed(x, decimals, sign = false) {
    const special = nonFinite(x);
    if (special)
        return sign && !special.startsWith('-') ? `+${special}` : special;
    const { n, k } = exactDecimal(x);
    const body = withPoint(roundHalfEven(n, k, decimals).toString(), decimals);
    return `${isNegative(x) ? '-' : sign ? '+' : ''}${body}`;
}
/** Python `format(x, 'g')` (6 significant digits unless `precision` says otherwise). */
function formatGeneral(x, precision = 6) {
    const special = nonFinite(x);
    if (special)
        return special;
    const sign = isNegative(x) ? '-' : '';
    if (x === 0)
        return `${sign}0`;
    const { n, k } = exactDecimal(x);
    let exponent = n.toString().length - 1 - k;
    let digits = roundHalfEven(n, k, precision - 1 - exponent).toString();
    if (digits.length > precision) {
        exponent += 1;
        digits = digits.slice(0, precision);
    }
    const strip = (text) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
    if (exponent >= -4 && exponent < precision) {
        const decimals = precision - 1 - exponent;
        return sign + strip(withPoint(digits, decimals));
    }
    const mantissa = strip(digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits);
    const power = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    return `${sign}${mantissa}e${power}`;
}


/***/ }),

/***/ 79750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ pyFloatOrUndefined),
/* harmony export */   FB: () => (/* binding */ pyInt),
/* harmony export */   GL: () => (/* binding */ pyIntOr),
/* harmony export */   Qz: () => (/* binding */ pyFloat),
/* harmony export */   rD: () => (/* binding */ pyStr),
/* harmony export */   up: () => (/* binding */ PythonValueError)
/* harmony export */ });
/**
 * Python's `int()` and `float()` conversions as the reference scripts apply them to environment
 * strings and JSON values, so the same inputs are accepted and rejected.
 * Failures throw PythonValueError carrying the message Python prints.
 */
class PythonValueError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
        this.name = kind;
    }
}
const INT_TEXT = /^\s*[+-]?\d+(?:_\d+)*\s*$/;
const FLOAT_TEXT = /^\s*[+-]?(?:(?:\d+(?:_\d+)*)?\.?\d+(?:_\d+)*(?:[eE][+-]?\d+(?:_\d+)*)?|\d+(?:_\d+)*\.)\s*$/;
const FLOAT_SPECIAL = /^\s*([+-]?)(inf|infinity|nan)\s*$/i;
function pyRepr(value) {
    return typeof value === 'string' ? `'${value}'` : String(value);
}
function typeName(value) {
    if (value === null || value === undefined)
        return 'NoneType';
    if (Array.isArray(value))
        return 'list';
    return typeof value === 'object' ? 'dict' : typeof value;
}
/** Python `int(value)`: ints stay, floats truncate, booleans are 0/1, strings must be integer literals. */
function pyInt(value) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'number') {
        if (!Number.isFinite(value))
            throw new PythonValueError('ValueError', `cannot convert float ${value} to integer`);
        return Math.trunc(value);
    }
    if (typeof value === 'string') {
        if (!INT_TEXT.test(value))
            throw new PythonValueError('ValueError', `invalid literal for int() with base 10: ${pyRepr(value)}`);
        return Number(value.trim().replace(/_/g, ''));
    }
    throw new PythonValueError('TypeError', `int() argument must be a string, a bytes-like object or a real number, not '${typeName(value)}'`);
}
/** Python `float(value)`: numbers, booleans and numeric strings (incl. inf/nan) convert. */
function pyFloat(value) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string') {
        const special = FLOAT_SPECIAL.exec(value);
        if (special) {
            const magnitude = special[2].toLowerCase() === 'nan' ? NaN : Infinity;
            return special[1] === '-' ? -magnitude : magnitude;
        }
        if (!FLOAT_TEXT.test(value))
            throw new PythonValueError('ValueError', `could not convert string to float: ${pyRepr(value)}`);
        return Number(value.trim().replace(/_/g, ''));
    }
    throw new PythonValueError('TypeError', `float() argument must be a string or a real number, not '${typeName(value)}'`);
}
/** `pyInt` that returns `fallback` where Python raises (the eval collector's `as_int`). */
function pyIntOr(value, fallback) {
    try {
        return pyInt(value);
    }
    catch {
        return fallback;
    }
}
/** `pyFloat` that returns undefined where Python raises. */
function pyFloatOrUndefined(value) {
    try {
        return pyFloat(value);
    }
    catch {
        return undefined;
    }
}
/** Python's `str(value)` for the JSON values the collectors stringify. */
function pyStr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (typeof value === 'number')
        return Number.isInteger(value) ? String(value) : String(value);
    if (typeof value === 'string')
        return value;
    return JSON.stringify(value);
}


/***/ }),

/***/ 50085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ throughputSummary),
/* harmony export */   R$: () => (/* binding */ runStatsSummary),
/* harmony export */   vT: () => (/* binding */ skippedSummary)
/* harmony export */ });
/* unused harmony exports throughputTable, runStatsTable */
/**
 * The job summaries of the collect-results throughput and run-stats modes, shared with the CLI's
 * `collect aggregate` / `collect run-stats --format summary|table`, so a person at a terminal
 * sees what the action shows.
 */

/** Rows are never dropped silently: each skipped file is a line of the summary. */
function skippedSummary(skipped) {
    if (skipped.length === 0)
        return '';
    const lines = skipped.map((file) => `| \`${file.path}\` | ${file.reason.replace(/\|/g, '\\|')} |`);
    return `\n### Skipped input files (${skipped.length})\n\n| File | Why |\n|---|---|\n${lines.join('\n')}\n`;
}
function countCells({ counts, skipped }) {
    const { rows, agentic, failedRuns, arrays } = counts;
    return [rows - agentic - arrays, agentic, failedRuns, arrays, skipped.length].map(String);
}
const COUNT_HEADINGS = [
    'Fixed-sequence rows',
    'Agentic rows',
    'of which failed_run',
    'Nested arrays',
    'Skipped files',
];
function throughputSummary(input) {
    const uploaded = input.artifact ? `, uploaded as \`${input.artifact}\`.` : '.';
    return ([
        `## Throughput results (${input.file})`,
        '',
        `${input.counts.rows} element(s) from ${input.source}${uploaded}`,
        '',
        `| ${COUNT_HEADINGS.join(' | ')} |`,
        '|---:|---:|---:|---:|---:|',
        `| ${countCells(input).join(' | ')} |`,
        '',
    ].join('\n') + skippedSummary(input.skipped));
}
function throughputTable(input) {
    const skipped = input.skipped.map((file) => `skipped ${file.path}: ${file.reason}\n`).join('');
    return `${input.file}: ${input.counts.rows} element(s)\n${textTable(COUNT_HEADINGS, [countCells(input)])}${skipped}`;
}
function rateRows(stats) {
    return Object.entries(stats)
        .filter(([, s]) => s.total > 0)
        .map(([label, s]) => [
        label,
        String(s.n_success),
        String(s.total),
        `${((s.n_success / s.total) * 100).toFixed(2)}%`,
    ]);
}
const NO_LABEL = 'No job carried a cluster label.';
const NO_DATA = 'Authentication failed: no data.';
/** `stats` null: authentication failed and run_stats.json holds null. */
function runStatsSummary(stats) {
    if (stats === null)
        return `## Hardware success rates\n\n${NO_DATA}\n`;
    const rows = rateRows(stats);
    const table = rows.length
        ? `| Hardware | Success | Total | Rate |\n|---|---:|---:|---:|\n${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}\n`
        : `${NO_LABEL}\n`;
    return `## Hardware success rates\n\n${table}`;
}
function runStatsTable(stats) {
    if (stats === null)
        return `${NO_DATA}\n`;
    const rows = rateRows(stats);
    return rows.length ? textTable(['Hardware', 'Success', 'Total', 'Rate'], rows) : `${NO_LABEL}\n`;
}


/***/ }),

/***/ 24493:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ escapeNonAscii),
/* harmony export */   N: () => (/* binding */ escapeRegExp)
/* harmony export */ });
/** Small text helpers several capabilities share. */
/** `text` as a literal inside a RegExp source. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const NON_ASCII = /[\u007f-\uffff]/;
/**
 * Python's json.dumps ensure_ascii: DEL and every non-ASCII UTF-16 unit as lowercase \uXXXX
 * (astral characters as two escapes, as Python writes them). Outside strings JSON text is pure
 * ASCII, so this is safe on whole documents.
 */
function escapeNonAscii(text) {
    if (!NON_ASCII.test(text))
        return text;
    return text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


/***/ })

};
