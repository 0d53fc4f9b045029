export {
  CHROMIUM_ARGS,
  chromiumPath,
  DEFAULT_CHROMIUM_PATH,
} from '../packages/cli/chromium-path.mjs'
