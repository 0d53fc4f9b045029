// `npm start`: set everything up on a fresh machine, then start the sandbox API and the studio.
import { existsSync, readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { install, pnpmCommand } from './pnpm.mjs'

install()

const sandboxPort = process.env.PORT ?? '8787'
const children = []
function run(name, args, env = {}) {
  const [cmd, argv] = pnpmCommand(args)
  const child = spawn(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    console.log(`${name} exited (${code})`)
    for (const c of children) c.kill('SIGTERM')
    process.exit(code ?? 0)
  })
  children.push(child)
}

run('sandbox', ['sandbox'], { PORT: sandboxPort })
const studio = JSON.parse(readFileSync('apps/studio/package.json', 'utf8'))
if (existsSync('apps/studio/index.html') && studio.scripts?.dev) {
  run('studio', ['--filter', '@podscene/studio', 'dev'], {
    VITE_SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
  })
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)))
