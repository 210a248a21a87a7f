export const id = 369;
export const ids = [369];
export const modules = {

/***/ 31303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ uploadFile),
/* harmony export */   u: () => (/* binding */ downloadMatching)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84274);
/**
 * Artifact transfer with @actions/artifact: download the run's artifacts whose names match a
 * pattern (newest upload per name, as download-artifact does) and upload the aggregate.
 * FIX (spec §2.5 trap): every artifact goes into `<dir>/<name>/`, even when only one matches,
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

/***/ 63369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   throughputMode: () => (/* binding */ throughputMode)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84274);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31303);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22314);




async function throughputMode(inputs) {
    const names = (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .throughputNames */ .Ny)(inputs['result-prefix']);
    const dir = inputs['results-dir'] ?? 'results';
    const downloaded = inputs.download ? (await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .downloadMatching */ .u)(names.pattern, dir)).names : undefined;
    // Fetch first, decide second: every file is read, then aggregated; the output is written only
    // after every input loaded (strict mode throws before this point).
    const result = (0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .aggregateThroughput */ .Cp)((0,_shared_collect_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readJsonFiles */ .i5)(dir), { strict: inputs.strict });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(names.file, result.text);
    const artifact = inputs.upload ? names.artifact : undefined;
    if (artifact)
        await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .uploadFile */ .Q)(artifact, names.file);
    const { rows, agentic, failedRuns, arrays } = result.counts;
    const summary = [
        `## Throughput results (${names.file})`,
        '',
        `${rows} element(s) from ${downloaded ? `${downloaded.length} artifact(s) matching \`${names.pattern}\`` : `\`${dir}\``}` +
            (artifact ? `, uploaded as \`${artifact}\`.` : '.'),
        '',
        `| Fixed-sequence rows | Agentic rows | of which failed_run | Nested arrays | Skipped files |`,
        '|---:|---:|---:|---:|---:|',
        `| ${rows - agentic - arrays} | ${agentic} | ${failedRuns} | ${arrays} | ${result.skipped.length} |`,
        '',
    ].join('\n');
    await (0,_report_js__WEBPACK_IMPORTED_MODULE_3__/* .finish */ .O)(summary + (0,_report_js__WEBPACK_IMPORTED_MODULE_3__/* .reportSkipped */ .v)(result.skipped), {
        file: names.file,
        artifact,
        rows,
        skipped: result.skipped.length,
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


/***/ })

};
