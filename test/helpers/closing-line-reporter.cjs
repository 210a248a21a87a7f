// Prints one plain closing line ("tests: N passed, N failed, N skipped") that CI reads.
class ClosingLineReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`,
    );
  }
}
module.exports = ClosingLineReporter;
