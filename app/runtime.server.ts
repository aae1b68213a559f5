// The runtime the project runs on (issue 41, decision 038): Node 24 LTS, the `node` package from the npm registry,
// which every npm script finds first on its PATH (node_modules/.bin). A process started some other way on an older
// Node stops at once with this message instead of failing later in a library that needs Node 22 or 24.
export const NODE_MAJOR = 24

/** Why this Node cannot run the project, or null when it can. */
export function unsupportedRuntime(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0])
  if (major === NODE_MAJOR) return null
  return (
    `This is Node ${version}; the project runs on Node ${NODE_MAJOR} LTS. ` +
    'Run it through npm (npm start, npm run cli, npm test): `npm install` puts Node ' +
    `${NODE_MAJOR} in node_modules/.bin, which npm scripts use first.`
  )
}

/** Ends the process with the reason when this Node cannot run the project. */
export function exitOnUnsupportedRuntime(): void {
  const problem = unsupportedRuntime()
  if (!problem) return
  console.error(problem)
  process.exit(1)
}
