// Prints one plain closing line that CI reads:
//   "tests: N passed, N failed, N skipped" and, when a test file could not even be collected
//   (an import or a describe body threw), ", N suites failed to run".
// A suite that fails to run contributes no test results, so without the last count a broken
// file would vanish from the totals; each such suite counts as one failure as well.
class ClosingLineReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const broken = results.numRuntimeErrorTestSuites;
    const failed = results.numFailedTests + broken;
    const suites = broken > 0 ? `, ${broken} suite${broken === 1 ? '' : 's'} failed to run` : '';
    process.stdout.write(
      `\ntests: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped${suites}\n`,
    );
  }
}
module.exports = ClosingLineReporter;
