import axe from 'axe-core'

/**
 * axe-core (every rule of every impact) over a story after its play function, once in the light
 * theme and once in the dark one (`data-ps-theme` on the story's root; the host page's background
 * and text colour follow, as a dark page around the player would). A violation fails the story's test with one line per rule and node.
 *
 * `region` is off: a story is a fragment of a page, not a page with landmarks (as in
 * @storybook/addon-a11y).
 */
export async function expectNoAxeViolations(root: HTMLElement): Promise<void> {
  const problems: string[] = []
  const body = { background: document.body.style.background, color: document.body.style.color }
  try {
    for (const theme of ['light', 'dark'] as const) {
      root.dataset.psTheme = theme
      document.body.style.background = theme === 'dark' ? '#14171c' : '#ffffff'
      document.body.style.color = theme === 'dark' ? '#e4e7ec' : '#1d2330'
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const { violations } = await axe.run(root, {
        resultTypes: ['violations'],
        rules: { region: { enabled: false } },
      })
      for (const v of violations) {
        for (const node of v.nodes) {
          problems.push(
            `${theme}: ${v.id} (${v.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          )
        }
      }
    }
  } finally {
    delete root.dataset.psTheme
    Object.assign(document.body.style, body)
  }
  if (problems.length > 0) {
    throw new Error(`axe found ${problems.length} violation(s):\n${problems.join('\n')}`)
  }
}
