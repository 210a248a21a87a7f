export const id = 99;
export const ids = [99];
export const modules = {

/***/ 99099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evalsMode: () => (/* binding */ evalsMode)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79632);
/* harmony import */ var _io_result_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89249);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82088);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16875);





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

/***/ 89249:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i5: () => (/* binding */ readJsonFiles),
/* harmony export */   mN: () => (/* binding */ readEvalSets)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_RESULT_FILE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79632);
/* harmony import */ var _shared_utf8_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15129);
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
        const before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        const early = notRegular(before) ?? tooLarge(before.size, max);
        if (early)
            return { error: early };
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const late = notRegular(stats) ?? tooLarge(stats.size, max);
        if (late)
            return { error: late };
        // One byte beyond the size shows a file that grew since fstat (read up to the cap only).
        const buffer = Buffer.allocUnsafe(Math.min(stats.size + 1, max + 1));
        let filled = 0;
        for (let n = 1; n > 0 && filled < buffer.length; filled += n)
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, filled, buffer.length - filled, null);
        const grown = tooLarge(filled, max);
        if (grown)
            return { error: grown };
        const decoded = (0,_shared_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8Strict */ .h0)(buffer.subarray(0, filled));
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
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
function listEntries(dir) {
    let dirents;
    try {
        dirents = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }).sort(byName);
    }
    catch {
        return [];
    }
    return dirents.map((dirent) => {
        if (!dirent.isSymbolicLink())
            return { name: dirent.name, directory: dirent.isDirectory() };
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(`${dir}/${dirent.name}`).isDirectory()
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
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
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
    return (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .walkJsonFiles */ .VO)(localResultTree(limits), root);
}
/** The eval sets under `root` (see walkEvalSets). */
function readEvalSets(root, displayRoot = root, limits) {
    return (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .walkEvalSets */ .nu)(localResultTree(limits), root, displayRoot);
}


/***/ })

};
