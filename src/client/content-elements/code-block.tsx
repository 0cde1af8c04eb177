import { useState, type ComponentProps, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../components/icon'
import { scrollEdges } from './scroll-edges'

/** SPEC §9: the 'copied' state lasts 1500 ms. */
export const copiedMs = 1500

/** Languages not worth naming above a block. */
const plainText = new Set(['text', 'txt', 'plaintext', 'plain'])

/** A highlighted code block (Shiki's `pre`) with its label and a copy button. */
export function CodeBlock({
  children,
  ...props
}: ComponentProps<'pre'> & { 'data-label'?: string; 'data-language'?: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const copy = async (event: MouseEvent<HTMLButtonElement>) => {
    // The code as it reads after the change: no removed lines, no line numbers (CSS counters),
    // no space the notation comments left at line ends (decision 0033).
    const pre = event.currentTarget.parentElement!.querySelector('pre')
    const lines = pre?.querySelectorAll('.line:not(.remove)') ?? []
    await navigator.clipboard.writeText([...lines].map((l) => l.textContent.trimEnd()).join('\n'))
    setCopied(true)
    setTimeout(() => setCopied(false), copiedMs)
  }
  // The bar is always there, so the copy button sits on it and never over the first line of
  // code; it names the file when the author gave a label, else the language.
  const language = props['data-language']
  const label = props['data-label'] || (language && !plainText.has(language) ? language : '')
  return (
    <div className="code-block not-prose group code-frame">
      <div className="code-label">{label}</div>
      {/* Code wider than the block fades at the side there is more of (scroll-edges.ts). */}
      <pre ref={scrollEdges} {...props} className={`${props.className ?? ''} code-pre`}>
        {children}
      </pre>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? t('code.copied') : t('ui.copyCode')}
        data-tooltip=""
        data-copied={copied ? '' : undefined}
        className="code-copy"
      >
        {copied ? (
          <Icon name="i-lucide-check" className="text-primary-500" />
        ) : (
          <Icon name="i-lucide-copy" />
        )}
      </button>
    </div>
  )
}
