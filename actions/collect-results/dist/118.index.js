export const id = 118;
export const ids = [118];
export const modules = {

/***/ 7118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   processResultMode: () => (/* binding */ processResultMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77094);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84274);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22314);



/** The benchmark templates' step: the job environment in, agg_<RESULT_FILENAME>.json out. */
async function processResultMode(inputs) {
    const dir = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const env = process.env;
    const run = inputs.multinode ? (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .processMultinodeInDirectory */ .ze)(dir, env) : (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .processResultInDirectory */ .Hu)(dir, env);
    process.stdout.write(run.stdout);
    for (const line of run.stderr.split('\n').filter(Boolean))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(line);
    const processed = run.written.filter((file) => file.startsWith('agg_'));
    await (0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .finish */ .O)(`## Processed result\n\n${processed.map((f) => `- \`${f}\``).join('\n') || 'No raw result files matched.'}\n`, {
        file: processed.join('\n'),
        rows: processed.length,
        skipped: 0,
    });
    if (run.exitCode)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('REQUIRE_POWER is set and the power measurement is invalid (see the warnings)');
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


/***/ })

};
