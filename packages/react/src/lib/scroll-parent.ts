/**
 * The element that scrolls `el` into view: its nearest ancestor whose content scrolls vertically,
 * else the window. The layer list is virtualised against it, wherever a host places the list.
 */
export function scrollParentOf(el: Element): HTMLElement | Window {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node
  }
  return window
}

/** Where `el` starts inside the content of `scroller` (the virtualiser's `scrollMargin`). */
export function offsetInScroller(el: Element, scroller: HTMLElement | Window): number {
  const top = el.getBoundingClientRect().top
  if (scroller instanceof Window) return top + scroller.scrollY
  return top - scroller.getBoundingClientRect().top + scroller.scrollTop - scroller.clientTop
}
