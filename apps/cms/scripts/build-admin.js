// Builds Strapi's admin panel (for editors: `CMS_SERVE_ADMIN=true npm start` then serves it).
// Not `strapi build`: it looks for a tsconfig.json in this folder *and every folder above it*, finds
// the monorepo's own, takes this JavaScript project for a TypeScript one, and stops at "Compiling TS"
// (TypeScript's findConfigFile walks up). Strapi's build function, given no tsconfig, builds the
// admin as `strapi build` does for a JavaScript project.
// By file path: the package's `exports` do not list these modules (checked against 5.54.0).
const path = require('node:path');

const strapiDist = path.join(__dirname, '..', 'node_modules', '@strapi', 'strapi', 'dist', 'src');
const { build } = require(path.join(strapiDist, 'node', 'build.js'));
const { createLogger } = require(path.join(strapiDist, 'cli', 'utils', 'logger.js'));

build({
  cwd: process.cwd(),
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  minify: true,
  sourcemaps: false,
  stats: false,
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
