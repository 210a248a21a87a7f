export const id = 478;
export const ids = [478];
export const modules = {

/***/ 36478:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  processResultMode: () => (/* binding */ processResultMode)
});

// EXTERNAL MODULE: ./lib/actions/_common/workflow-commands.js
var workflow_commands = __webpack_require__(98413);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(59413);
// EXTERNAL MODULE: ./lib/shared/collect/json-text.js + 1 modules
var json_text = __webpack_require__(38025);
// EXTERNAL MODULE: ./lib/shared/collect/names.js
var names = __webpack_require__(17637);
// EXTERNAL MODULE: ./lib/shared/collect/process-result/env.js
var process_result_env = __webpack_require__(32440);
// EXTERNAL MODULE: ./lib/shared/collect/process-result/index.js + 3 modules
var process_result = __webpack_require__(69849);
// EXTERNAL MODULE: ./lib/shared/collect/power/index.js + 19 modules
var power = __webpack_require__(85073);
;// CONCATENATED MODULE: ./lib/io/record-chunks.js
/**
 * A text file read in pieces that each end at a line break outside CSV quotes, so a CSV reader
 * fed the pieces in order sees exactly the records it would see in the whole text.
 *
 * Why pieces: on these VMs the first touch of a memory page costs ~13 us, and reading a 30 MB
 * telemetry stream whole (a 30 MB buffer, then a 30 MB string) took ~0.45 s of a ~1.1 s power
 * validation before any parsing. Pieces of 64 KiB reuse one buffer, and their strings stay below
 * V8's large-object size, so they live in the young generation whose pages are reused.
 * Bytes that are not UTF-8 become U+FFFD as in a whole-file read: a piece ends at a LF byte,
 * which never occurs inside a multi-byte sequence.
 */

const PIECE_BYTES = 64 * 1024;
const LF = 0x0a;
const QUOTE = 0x22;
/** One past the last LF in `buf[0, end)` at which the quotes opened since 0 are all closed; 0 if none. */
function recordBoundary(buf, end) {
    const firstQuote = buf.indexOf(QUOTE);
    if (firstQuote < 0 || firstQuote >= end)
        return buf.lastIndexOf(LF, end - 1) + 1;
    let quoted = false;
    let boundary = 0;
    for (let i = 0; i < end; i++) {
        const byte = buf[i];
        if (byte === QUOTE)
            quoted = !quoted;
        else if (byte === LF && !quoted)
            boundary = i + 1;
    }
    return boundary;
}
function* recordChunks(path, pieceBytes = PIECE_BYTES) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        let buf = Buffer.allocUnsafe(pieceBytes);
        let filled = 0;
        for (;;) {
            if (filled === buf.length) {
                // One record longer than a piece: grow until it fits.
                const bigger = Buffer.allocUnsafe(buf.length * 2);
                buf.copy(bigger, 0, 0, filled);
                buf = bigger;
            }
            const read = (0,external_node_fs_.readSync)(fd, buf, filled, buf.length - filled, null);
            filled += read;
            if (read === 0) {
                if (filled > 0)
                    yield buf.toString('utf8', 0, filled);
                return;
            }
            const boundary = recordBoundary(buf, filled);
            if (boundary === 0)
                continue;
            yield buf.toString('utf8', 0, boundary);
            buf.copy(buf, 0, boundary, filled);
            filled -= boundary;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./lib/io/power-files.js
/**
 * The file-system side of power validation: answers the PowerFiles questions relative to the
 * job's working directory (absolute paths stay absolute).
 */



function powerFiles(workdir) {
    const at = (path) => ((0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.join)(workdir, path));
    const resolvePath = (path) => {
        const full = (0,external_node_path_.resolve)(at(path));
        try {
            return (0,external_node_fs_.realpathSync)(full);
        }
        catch {
            const parent = (0,external_node_path_.dirname)(full);
            return parent === full ? full : (0,external_node_path_.join)(resolvePath(parent), (0,external_node_path_.basename)(full));
        }
    };
    return {
        stat(path) {
            let s;
            try {
                s = (0,external_node_fs_.statSync)(at(path));
            }
            catch (error) {
                const code = error.code;
                if (code === 'ENOENT' || code === 'ENOTDIR')
                    return { kind: 'missing', size: 0 };
                throw error;
            }
            const kind = s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other';
            return { kind, size: s.size };
        },
        isSymlink(path) {
            try {
                return (0,external_node_fs_.lstatSync)(at(path)).isSymbolicLink();
            }
            catch {
                return false;
            }
        },
        // Undecodable bytes become U+FFFD (Node's utf8 decoding; TextDecoder took 0.8 s on a 30 MB stream).
        readText: (path) => (0,external_node_fs_.readFileSync)(at(path), 'utf8'),
        readTextChunks: (path) => recordChunks(at(path)),
        list: (dir) => (0,external_node_fs_.readdirSync)(at(dir)),
        resolvePath,
    };
}

;// CONCATENATED MODULE: ./lib/io/process-result-dir.js
/**
 * process-result as the benchmark templates run it: in the job's working directory, reading
 * `<RESULT_FILENAME>.json` (and the power telemetry) and writing `agg_<RESULT_FILENAME>.json` plus
 * the power sidecar; for multi-node jobs, once per raw per-concurrency file. Files are written
 * through a temporary name and renamed, so a reader never sees half a row.
 */









function readRaw(dir, name) {
    const path = (0,external_node_path_.join)(dir, name);
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        throw new errors/* SweepkitError */.R0({
            message: `raw benchmark result not found`,
            file: name,
            hint: 'run process-result in the directory where the benchmark wrote <RESULT_FILENAME>.json',
        });
    }
    const parsed = (0,json_text/* parsePythonJson */.S6)(text);
    if (!parsed.ok)
        throw new errors/* SweepkitError */.R0({
            message: `invalid JSON: ${parsed.problem.message}`,
            file: name,
            line: parsed.problem.line,
        });
    if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value))
        throw new errors/* SweepkitError */.R0({ message: 'the raw benchmark result must be a JSON object', file: name });
    return { plain: parsed.value, text };
}
function writeAtomically(path, text) {
    const temporary = `${path}.tmp`;
    try {
        (0,external_node_fs_.writeFileSync)(temporary, text);
        (0,external_node_fs_.renameSync)(temporary, path);
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(temporary, { force: true });
        throw error;
    }
}
/** One job's result in `dir`; nothing is written when validation fails. */
function processResultInDirectory(dir, env) {
    (0,process_result_env/* requireVariables */.pS)(env, process_result_env/* REQUIRED_BASE */.aO);
    const raw = readRaw(dir, names/* perJobFile */.Fc.raw(env.RESULT_FILENAME));
    const result = (0,process_result/* processResult */.B)(env, raw.plain, {
        files: powerFiles(dir),
        rawTyped: (0,power/* parseJsonValue */.ZN)(raw.text),
    });
    writeAtomically((0,external_node_path_.join)(dir, result.output.name), result.output.text);
    try {
        writeAtomically((0,external_node_path_.join)(dir, result.sidecar.name), result.sidecar.text);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ...result.afterSidecarFailure(message), written: [result.output.name] };
    }
    return {
        stdout: result.stdout,
        stderr: result.stderr,
        exitCode: result.exitCode,
        written: [result.output.name, result.sidecar.name],
    };
}
/** The multi-node driver loop: every `<RESULT_FILENAME>_*.json` with a `_gpus_<G>` number. */
function processMultinodeInDirectory(dir, env) {
    (0,process_result_env/* requireVariables */.pS)(env, process_result_env/* REQUIRED_BASE */.aO);
    const runs = (0,process_result/* planMultinodeRuns */.r)(env.RESULT_FILENAME, (0,external_node_fs_.readdirSync)(dir));
    let producerSha = env.POWER_PRODUCER_SHA;
    // The launcher records the producer commit it pinned; the pin applies when none is configured.
    if (!producerSha && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'power-producer-sha.txt')))
        producerSha = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, 'power-producer-sha.txt'), 'utf8').replace(/\n+$/, '');
    const total = { stdout: '', stderr: '', exitCode: 0, written: [] };
    for (const run of runs) {
        const one = processResultInDirectory(dir, {
            ...env,
            RESULT_FILENAME: run.resultFilename,
            IS_MULTINODE: 'true',
            PREFILL_GPUS: String(run.prefillGpus),
            DECODE_GPUS: String(run.decodeGpus),
            POWER_PRODUCER_SHA: producerSha,
        });
        total.stdout += one.stdout;
        total.stderr += one.stderr;
        total.written.push(...one.written);
        if (one.exitCode)
            total.exitCode = 1;
    }
    return total;
}

// EXTERNAL MODULE: ./lib/actions/collect-results/src/report.js + 1 modules
var report = __webpack_require__(16875);
;// CONCATENATED MODULE: ./lib/actions/collect-results/src/modes/process-result.js



/** The benchmark templates' step: the job environment in, agg_<RESULT_FILENAME>.json out. */
async function processResultMode(inputs) {
    const dir = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const env = process.env;
    const run = inputs.multinode ? processMultinodeInDirectory(dir, env) : processResultInDirectory(dir, env);
    process.stdout.write(run.stdout);
    for (const line of run.stderr.split('\n').filter(Boolean))
        workflow_commands/* warning */.$e(line);
    const processed = run.written.filter((file) => file.startsWith('agg_'));
    await (0,report/* finish */.O)(`## Processed result\n\n${processed.map((f) => `- \`${f}\``).join('\n') || 'No raw result files matched.'}\n`, {
        file: processed.join('\n'),
        rows: processed.length,
        skipped: 0,
    });
    if (run.exitCode)
        workflow_commands/* setFailed */.C1('REQUIRE_POWER is set and power validation failed: see the warnings and power_validation_<RESULT_FILENAME>.json (docs/collect.md lists every reason)');
}


/***/ })

};
