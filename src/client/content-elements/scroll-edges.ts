/**
 * A callback ref for a box that scrolls sideways (a tab list, a diagram, a table or code wider than
 * a phone, the home page's photo strip): it marks the element `data-more="start end"` with the
 * sides that hold more than shows, for CSS to fade those edges (main.css), so a reader sees there
 * is more to scroll to instead of a word cut off.
 */
export function scrollEdges(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return
  const update = () => {
    const end = element.scrollWidth - element.clientWidth - element.scrollLeft > 1
    const more = [element.scrollLeft > 1 && 'start', end && 'end'].filter(Boolean).join(' ')
    if (more) element.dataset.more = more
    else delete element.dataset.more
  }
  update()
  // Its box keeps its size when what it holds grows (a web font arriving widens a line of code).
  void document.fonts?.ready.then(update)
  const resized = new ResizeObserver(update)
  resized.observe(element)
  element.addEventListener('scroll', update, { passive: true })
  return () => {
    resized.disconnect()
    element.removeEventListener('scroll', update)
  }
}
