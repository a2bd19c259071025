// Sums a version's per-page run reports, and fails when none of its pages has a complete test:
// every page passing alone would otherwise say nothing if extraction stopped finding tests.
//
//   node summary.cjs OUT REPORT...
'use strict';

const fs = require('node:fs');

const [out, ...reports] = process.argv.slice(2);
const runs = reports.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
const total = { version: runs[0]?.version, pages: runs.length, examples: 0, tests: 0, notRun: 0, other: 0 };
for (const run of runs) for (const key of ['examples', 'tests', 'notRun', 'other']) total[key] += run[key];
if (total.tests === 0) {
  console.error(`${total.version}: no complete test found in ${total.pages} pages`);
  process.exit(1);
}
fs.writeFileSync(out, JSON.stringify(total, null, 1) + '\n');
