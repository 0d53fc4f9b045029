// The workspace's path to the one Chromium definition, packages/cli/chromium-path.mjs (the CLI ships
// it for `podscene render`). Vitest configs, test/support, benches and scripts import it from here
// because workspace packages may not reach into another package's folder (package-boundaries).
export {
  CHROMIUM_ARGS,
  chromiumPath,
  DEFAULT_CHROMIUM_PATH,
} from '../packages/cli/chromium-path.mjs'
