/**
 * Giscus as its web component (the `giscus` package), with the attributes its docs list. The
 * component passes a changed `theme` on to its iframe, so the colour mode is followed live.
 */
import 'giscus'
import { useColorMode } from '../stores/color-mode'
import type { CommentsProps } from './comments-props'

const flag = (on: boolean) => (on ? '1' : '0')

export function mount(el: HTMLElement, { config, lang }: CommentsProps): () => void {
  if (config.provider !== 'giscus') return () => {}
  const widget = document.createElement('giscus-widget')
  const theme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')
  const attributes: Record<string, string> = {
    host: config.host,
    repo: config.repo,
    repoid: config.repoId,
    category: config.category,
    categoryid: config.categoryId,
    mapping: config.mapping,
    strict: flag(config.strict),
    reactionsenabled: flag(config.reactionsEnabled),
    emitmetadata: '0',
    inputposition: config.inputPosition,
    theme: theme(),
    lang,
    loading: 'lazy',
  }
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value)
  el.append(widget)
  const stop = useColorMode.subscribe(() => widget.setAttribute('theme', theme()))
  return () => {
    stop()
    widget.remove()
  }
}
