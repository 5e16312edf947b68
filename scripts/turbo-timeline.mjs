// Prints where the time of the `turbo run --summarize` runs in .turbo/runs went (npm test empties it
// first and runs two turbos side by side): the slowest tasks, each with when it started and ended
// (seconds from the first start), and which task ended last. On two cores every check shares the
// CPU, so a task's wall time says more about what ran beside it than about itself; the start and
// end show the chains (a build that starts late holds back every suite that needs it).
// Usage: node scripts/turbo-timeline.mjs [count]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const runsDir = path.resolve(import.meta.dirname, '../.turbo/runs');
const count = Number(process.argv[2] ?? 8);

let files = [];
try {
  files = readdirSync(runsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(runsDir, file))
    .sort();
} catch {
  // No summary: turbo ran without --summarize.
}
if (files.length === 0) process.exit(0);

const tasks = files
  .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).tasks)
  .filter((task) => task.execution && task.cache?.status !== 'HIT')
  .map((task) => ({
    id: task.taskId,
    start: task.execution.startTime,
    end: task.execution.endTime,
  }));
if (tasks.length === 0) process.exit(0);
const origin = Math.min(...tasks.map((task) => task.start));
const seconds = (ms) => Math.round(ms / 1000);
const slowest = tasks.toSorted((a, b) => b.end - b.start - (a.end - a.start)).slice(0, count);
const last = tasks.reduce((latest, task) => (task.end > latest.end ? task : latest));
console.log(`› Slowest tasks (wall s, from–to s after the checks started; last to end: ${last.id})`);
for (const task of slowest) {
  console.log(
    `  ${String(seconds(task.end - task.start)).padStart(4)}  ${String(seconds(task.start - origin)).padStart(4)}–${String(seconds(task.end - origin)).padEnd(4)}  ${task.id}`,
  );
}
