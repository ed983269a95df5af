// Prints the run's wall time and its slowest test files after Jest's own summary, so that CI's log says where the
// time goes (issue #27). SLOWEST_SUITES sets how many (default 15); 0 turns the list off.
class SlowestSuitesReporter {
  constructor(globalConfig, options = {}) {
    this.count = Number(process.env.SLOWEST_SUITES ?? options.count ?? 15);
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    if (!(this.count > 0)) return;
    const suites = results.testResults
      .map((suite) => ({
        path: suite.testFilePath.startsWith(this.rootDir)
          ? suite.testFilePath.slice(this.rootDir.length + 1)
          : suite.testFilePath,
        seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
        tests: suite.testResults.length,
      }))
      .filter((suite) => Number.isFinite(suite.seconds))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, this.count);
    if (suites.length === 0) return;
    const wall = (Date.now() - results.startTime) / 1000;
    const lines = suites.map(
      (s) => `  ${s.seconds.toFixed(1).padStart(7)} s  ${String(s.tests).padStart(4)} tests  ${s.path}`,
    );
    process.stderr.write(
      `\nWall time ${wall.toFixed(1)} s; slowest ${suites.length} test files:\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestSuitesReporter;
