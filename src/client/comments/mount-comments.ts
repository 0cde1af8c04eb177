/**
 * The chunk between the article and a service's widget. The article's chunk names only this one;
 * the files Vite preloads with each widget (Vue and Waline's stylesheet, Lit) are listed here,
 * so only a reader who scrolled to the comments pays for those lists, and only for one service.
 * Both widgets are mounted without React: each is a library that owns its element.
 */
import type { CommentsProps } from './comments-props'

/** Puts the widget into `el`; the function it resolves to takes it out again. */
export async function mountComments(el: HTMLElement, props: CommentsProps): Promise<() => void> {
  const widget =
    props.config.provider === 'waline'
      ? await import('./waline-comments')
      : await import('./giscus-comments')
  return widget.mount(el, props)
}
