export const id = 776;
export const ids = [776];
export const modules = {

/***/ 31303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ uploadFile),
/* harmony export */   u: () => (/* binding */ downloadMatching)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38414);
/**
 * Artifact transfer with @actions/artifact: download the run's artifacts whose names match a
 * pattern (newest upload per name, as download-artifact does) and upload the aggregate.
 * FIX (download-artifact puts a single match straight into the folder, several into subfolders):
 * every artifact goes into `<dir>/<name>/`, even when only one matches,
 * so the layout never depends on the match count. The collectors still accept the flat layout.
 */



/** Loaded on demand: process-result runs once per benchmark job and never needs the artifact client. */
async function artifactClient() {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645)]).then(__webpack_require__.bind(__webpack_require__, 9645));
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

/***/ 4776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evalsMode: () => (/* binding */ evalsMode)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38414);
/* harmony import */ var _io_result_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74889);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31303);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22314);





async function evalsMode(inputs) {
    const names = (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .evalNames */ .P9)(inputs['result-prefix']);
    const dir = inputs['results-dir'] ?? 'eval_results';
    if (inputs.download)
        await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadMatching */ .u)(names.pattern, dir);
    const { sets, ignoredDirs, skipped: unread } = (0,_io_result_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .readEvalSets */ .mN)(dir);
    const result = (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .aggregateEvals */ .Fb)(sets, { strict: inputs.strict });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(names.file, result.text);
    const artifact = inputs.upload ? names.artifact : undefined;
    if (artifact)
        await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_3__/* .uploadFile */ .Q)(artifact, names.file);
    const skipped = [...unread, ...result.dropped.map((d) => ({ path: d.source, reason: d.reason }))];
    const ignored = ignoredDirs.length
        ? `\n${ignoredDirs.length} downloaded folder(s) hold no \`meta_env.json\` and are not eval sets: ${ignoredDirs.map((d) => `\`${d}\``).join(', ')}\n`
        : '';
    await (0,_report_js__WEBPACK_IMPORTED_MODULE_4__/* .finish */ .O)(`## Eval Summary\n\n${(0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .evalSummaryMarkdown */ .Yr)(result.rows, inputs['sort-by'])}${ignored}${(0,_report_js__WEBPACK_IMPORTED_MODULE_4__/* .reportSkipped */ .v)(skipped)}`, {
        file: names.file,
        artifact,
        rows: result.rows.length,
        skipped: skipped.length,
    });
}


/***/ }),

/***/ 22314:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ finish),
  v: () => (/* binding */ reportSkipped)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
;// CONCATENATED MODULE: ./lib/actions/_common/outputs.js

/** Outputs are strings on the runner; objects are written as compact JSON. */
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        if (value === undefined)
            continue;
        core/* setOutput */.uH(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
}

;// CONCATENATED MODULE: ./lib/actions/collect-results/src/report.js


/** Rows are never dropped silently: each skipped file is a warning and a line of the summary. */
function reportSkipped(skipped) {
    for (const file of skipped)
        core/* warning */.$e(`${file.path}: ${file.reason}`, {
            title: 'collect-results: input skipped',
            file: file.path,
            startLine: file.line,
        });
    if (skipped.length === 0)
        return '';
    const lines = skipped.map((file) => `| \`${file.path}\` | ${file.reason.replace(/\|/g, '\\|')} |`);
    return `\n### Skipped input files (${skipped.length})\n\n| File | Why |\n|---|---|\n${lines.join('\n')}\n`;
}
async function finish(summary, outputs) {
    setOutputs({
        file: outputs.file ?? '',
        artifact: outputs.artifact ?? '',
        rows: outputs.rows,
        skipped: outputs.skipped,
    });
    await core/* summary */.z.addRaw(summary, true).write();
}


/***/ }),

/***/ 74889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mN: () => (/* binding */ readEvalSets),
  i5: () => (/* binding */ readJsonFiles)
});

// UNUSED EXPORTS: DEFAULT_MAX_RESULT_FILE_BYTES, localResultTree

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./lib/shared/collect/index.js + 13 modules
var collect = __webpack_require__(38414);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./lib/shared/utf8.js
/**
 * Strict UTF-8 decoding for input files: bytes that are not UTF-8 are a named problem with its
 * line, never replaced by U+FFFD. The check is native (`isUtf8`); only a failing input is
 * scanned again, here, to find the first bad sequence (searching the decoded text for U+FFFD
 * would point at a real U+FFFD written earlier in the file).
 */

/** 1-based line of byte `index` (LF-separated). */
function lineOfByte(raw, index) {
    let line = 1;
    for (let at = raw.indexOf(10); at !== -1 && at < index; at = raw.indexOf(10, at + 1))
        line++;
    return line;
}
/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
function firstInvalidByte(raw) {
    for (let i = 0; i < raw.length;) {
        const b = raw[i];
        if (b < 0x80) {
            i++;
            continue;
        }
        const [length, low, high] = b >= 0xc2 && b <= 0xdf
            ? [2, 0x80, 0xbf]
            : b === 0xe0
                ? [3, 0xa0, 0xbf]
                : b === 0xed
                    ? [3, 0x80, 0x9f]
                    : b >= 0xe1 && b <= 0xef
                        ? [3, 0x80, 0xbf]
                        : b === 0xf0
                            ? [4, 0x90, 0xbf]
                            : b === 0xf4
                                ? [4, 0x80, 0x8f]
                                : b >= 0xf1 && b <= 0xf3
                                    ? [4, 0x80, 0xbf]
                                    : [0, 0, 0];
        if (length === 0 || i + length > raw.length)
            return i;
        const second = raw[i + 1];
        if (second < low || second > high)
            return i;
        for (let k = 2; k < length; k++)
            if ((raw[i + k] & 0xc0) !== 0x80)
                return i;
        i += length;
    }
    return raw.length;
}
/** The text of `raw`, or where its first invalid byte sequence is. A BOM is kept (as U+FEFF). */
function decodeUtf8Strict(raw) {
    const bytes = external_node_buffer_.Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if ((0,external_node_buffer_.isUtf8)(bytes))
        return { ok: true, text: bytes.toString('utf8') };
    const byte = firstInvalidByte(raw);
    return { ok: false, byte, line: lineOfByte(raw, byte) };
}
/** The message every reader gives for such a file (`label` names it: "master config foo.yaml"). */
function notUtf8Message(label, line) {
    return `${label} is not UTF-8: invalid byte sequence on line ${line}`;
}

;// CONCATENATED MODULE: ./lib/io/result-tree.js
/**
 * The local file system as collect's ResultTree: result folders as download-artifact leaves
 * them. Every file is checked before it is read and read with a bounded cost: a path that is not
 * a regular file (a FIFO, a device, a socket) is never opened for reading in a way that could
 * block (checked with stat, then opened non-blocking and checked again on the descriptor, so a
 * file swapped in between is caught too), a file larger than the cap is not read, and bytes that
 * are not UTF-8 are a named problem rather than U+FFFD. Symbolic links to files are followed (as
 * the reference's glob did); symbolic links to directories are not (a link can leave the results
 * tree or loop), and both they and loops are named.
 */



/**
 * Per-file cap: real result rows are a few KB and lm-eval results a few MB, so 64 MiB leaves a
 * wide margin while keeping one file's cost (its bytes, their text and the parsed value) small.
 */
const DEFAULT_MAX_RESULT_FILE_BYTES = 64 * 1024 * 1024;
function errorCode(error) {
    return error.code ?? String(error);
}
function notRegular(stats) {
    if (stats.isFile())
        return undefined;
    const kind = stats.isDirectory()
        ? 'a directory'
        : stats.isFIFO()
            ? 'a FIFO'
            : stats.isCharacterDevice()
                ? 'a character device'
                : stats.isBlockDevice()
                    ? 'a block device'
                    : stats.isSocket()
                        ? 'a socket'
                        : 'not a file';
    return `not a regular file (${kind}); result files must be regular files`;
}
function tooLarge(size, max) {
    return size > max
        ? `too large (${size} bytes; the limit is ${max} bytes, raise it with --max-file-bytes)`
        : undefined;
}
function readBounded(path, max) {
    let fd;
    try {
        const before = (0,external_node_fs_.statSync)(path);
        const early = notRegular(before) ?? tooLarge(before.size, max);
        if (early)
            return { error: early };
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
        const stats = (0,external_node_fs_.fstatSync)(fd);
        const late = notRegular(stats) ?? tooLarge(stats.size, max);
        if (late)
            return { error: late };
        // One byte beyond the size shows a file that grew since fstat (read up to the cap only).
        const buffer = Buffer.allocUnsafe(Math.min(stats.size + 1, max + 1));
        let filled = 0;
        for (let n = 1; n > 0 && filled < buffer.length; filled += n)
            n = (0,external_node_fs_.readSync)(fd, buffer, filled, buffer.length - filled, null);
        const grown = tooLarge(filled, max);
        if (grown)
            return { error: grown };
        const decoded = decodeUtf8Strict(buffer.subarray(0, filled));
        if (!decoded.ok)
            return { error: `not UTF-8: invalid byte sequence at byte ${decoded.byte} (line ${decoded.line})` };
        return { text: decoded.text, mtimeMs: stats.mtimeMs };
    }
    catch (error) {
        const code = errorCode(error);
        return { error: code === 'ELOOP' ? 'ELOOP (a symbolic link loop)' : code };
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
function listEntries(dir) {
    let dirents;
    try {
        dirents = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort(byName);
    }
    catch {
        return [];
    }
    return dirents.map((dirent) => {
        if (!dirent.isSymbolicLink())
            return { name: dirent.name, directory: dirent.isDirectory() };
        try {
            return (0,external_node_fs_.statSync)(`${dir}/${dirent.name}`).isDirectory()
                ? {
                    name: dirent.name,
                    directory: false,
                    problem: 'a symbolic link to a directory (not followed); copy the folder in instead',
                }
                : { name: dirent.name, directory: false };
        }
        catch (error) {
            return errorCode(error) === 'ELOOP'
                ? { name: dirent.name, directory: false, problem: 'ELOOP (a symbolic link loop)' }
                : // A dangling link: reading it (when it is named *.json) reports ENOENT.
                    { name: dirent.name, directory: false };
        }
    });
}
function localResultTree(limits = {}) {
    const max = limits.maxFileBytes ?? DEFAULT_MAX_RESULT_FILE_BYTES;
    return {
        list: listEntries,
        read: (path) => readBounded(path, max),
        exists: (path) => {
            try {
                (0,external_node_fs_.statSync)(path);
                return true;
            }
            catch {
                return false;
            }
        },
    };
}
/** Every *.json at any depth under `root` (see walkJsonFiles). */
function readJsonFiles(root, limits) {
    return (0,collect/* walkJsonFiles */.VO)(localResultTree(limits), root);
}
/** The eval sets under `root` (see walkEvalSets). */
function readEvalSets(root, displayRoot = root, limits) {
    return (0,collect/* walkEvalSets */.nu)(localResultTree(limits), root, displayRoot);
}


/***/ })

};
