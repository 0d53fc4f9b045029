// The public API report: API Extractor reads each entry's built declarations (dist/*.d.ts, from
// `pnpm build` or `npm pack`) and writes api/<package>[-<entry>].api.md, the surface a release
// promises. `node scripts/api-report.mjs` rewrites the reports (commit them with the change);
// `--check` fails, naming the entries, when a built surface differs from its committed report.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor'
import { publicApiPage } from './public-api-page.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const reportFolder = join(root, 'api')
const tempFolder = join(root, 'node_modules/.cache/api-report')

/** Every published entry point with declarations: package folder, entry, report name. */
export const API_ENTRIES = [
  ['core', 'index', 'core'],
  ['core', 'testing/index', 'core-testing'],
  ['api', 'index', 'api'],
  ['react', 'index', 'react'],
  ['react', 'player/index', 'react-player'],
  ['react', 'export/video/index', 'react-video'],
  ['react', 'export/render-page/render-request', 'react-render-request'],
]

/** Runs API Extractor on one entry; `check` compares instead of writing. Returns whether it held. */
export function reportEntry([pkg, entry, name], { check }) {
  const packageFolder = join(root, 'packages', pkg)
  const mainEntry = join(packageFolder, 'dist', `${entry}.d.ts`)
  if (!existsSync(mainEntry)) {
    console.error(`api-report: ${mainEntry} is missing: build the package first (pnpm -r build)`)
    return false
  }
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageFolder,
      mainEntryPointFilePath: mainEntry,
      compiler: { tsconfigFilePath: join(packageFolder, 'tsconfig.build.json') },
      apiReport: {
        enabled: true,
        reportFileName: name,
        reportFolder,
        reportTempFolder: tempFolder,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report is about the surface, not about doc-comment style.
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
        compilerMessageReporting: { default: { logLevel: 'warning' } },
      },
    },
    configObjectFullPath: join(packageFolder, 'api-extractor.json'),
    packageJsonFullPath: join(packageFolder, 'package.json'),
  })
  const result = Extractor.invoke(config, { localBuild: !check, showVerboseMessages: false })
  if (check && result.apiReportChanged) {
    console.error(
      `api-report: the public surface of ${name} changed without its report: run ` +
        '`pnpm api-report` and commit api/' +
        `${name}.api.md (diff: node_modules/.cache/api-report/${name}.api.md)`,
    )
    return false
  }
  return result.succeeded || (!check && result.apiReportChanged)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  mkdirSync(reportFolder, { recursive: true })
  mkdirSync(tempFolder, { recursive: true })
  const failed = API_ENTRIES.filter((e) => !reportEntry(e, { check }))
  if (failed.length > 0) process.exit(1)
  // The docs site's list of the public names follows the reports.
  const page = join(root, 'docs/site/guide/public-api.md')
  const text = publicApiPage(reportFolder, API_ENTRIES)
  if (!check) writeFileSync(page, text)
  else if (!existsSync(page) || readFileSync(page, 'utf8') !== text) {
    console.error('api-report: docs/site/guide/public-api.md is stale: run `pnpm api-report`')
    process.exit(1)
  }
  console.log(
    check
      ? `api-report: ${API_ENTRIES.length} reports match the built surfaces`
      : `api-report: wrote ${API_ENTRIES.length} reports to api/`,
  )
}
