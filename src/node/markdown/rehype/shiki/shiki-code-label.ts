/**
 * A Shiki transformer for the `[label]` part of a fence's meta (`ts [config.ts] {2}`): it becomes
 * the block's `data-label`, which the page shows above the block and a code group uses as the tab
 * name. The `{2}` part is `transformerMetaHighlight`'s (@shikijs/transformers).
 */
import type { ShikiTransformer } from 'shiki'

/** `[npm] {1,3-4}` → `npm`; none (or `[]`) → undefined. */
export function codeLabel(meta: string | undefined): string | undefined {
  return /\[([^\]]*)\]/.exec(meta ?? '')?.[1] || undefined
}

/** Reads the fence's meta from `meta.__raw`, where @shikijs/rehype and rehype-shiki.ts put it. */
export function transformerCodeLabel(): ShikiTransformer {
  return {
    name: 'site:code-label',
    pre(pre) {
      const label = codeLabel(this.options.meta?.__raw)
      if (label) pre.properties.dataLabel = label
    },
  }
}
