// `npm test`: set everything up on a fresh machine (pnpm, packages, Chromium) and run every check.
import { install, pnpm } from './pnpm.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

install()
process.env.CHROMIUM_PATH = ensureChromium()
pnpm(['run', 'check'])
