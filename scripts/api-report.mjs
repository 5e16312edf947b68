// The public API of one package, as API Extractor reports it: one `api/<entry>.api.md` per entry
// point of `exports` that has types. Run in the package's folder, after its build:
//   node ../../scripts/api-report.mjs            checks: fails when the API differs from the report
//                                                (the current one is then in `.api-temp/`, to diff)
//   node ../../scripts/api-report.mjs --update   writes the reports (commit them with the change)
// API Extractor reads one entry point per run, so each entry gets a run and a report of its own.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const folder = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));

/** `"."` → `index`, `"./islands"` → `islands`: the report's name. */
const reportName = (subpath) =>
  subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replaceAll('/', '-');

const entries = Object.entries(pkg.exports ?? {}).filter(
  ([, target]) => typeof target === 'object' && target !== null && typeof target.types === 'string',
);
if (entries.length === 0) {
  console.error(`${pkg.name}: no entry point with types in "exports"`);
  process.exit(1);
}

let failed = false;
if (update) mkdirSync(path.join(folder, 'api'), { recursive: true });
for (const [subpath, target] of entries) {
  const name = reportName(subpath);
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: folder,
      mainEntryPointFilePath: path.join(folder, target.types),
      // Compiler options only: the files are the entry point and what it imports.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'nodenext',
            moduleResolution: 'nodenext',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            lib: ['es2023', 'dom', 'dom.iterable'],
            types: [],
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: `${name}.api.md`,
        reportFolder: path.join(folder, 'api'),
        reportTempFolder: path.join(folder, '.api-temp'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning', addToApiReportFile: true },
          // No release tags (@public, @beta) in this project: everything exported is public.
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          // A type reachable from the API but not exported is worth seeing in the report, not a failure.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          // Missing doc comments are for review, not a list in every report.
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        },
        // The doc comments are written for people, not checked as TSDoc.
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
      },
    },
    configObjectFullPath: path.join(folder, 'api-extractor.json'),
    packageJsonFullPath: path.join(folder, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  if (!result.succeeded) {
    failed = true;
    if (result.apiReportChanged) {
      console.error(
        `${pkg.name} (${subpath}): the public API differs from api/${name}.api.md. If the change is meant, ` +
          'run `pnpm api-report --update` in the package, commit the report, and add a changeset ' +
          '(major when something was removed or changed).',
      );
    }
  }
}
if (!existsSync(path.join(folder, 'api'))) failed = true;
process.exit(failed ? 1 : 0);
