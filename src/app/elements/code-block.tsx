import { useRef, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../components/icon'

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
  const pre = useRef<HTMLPreElement>(null)
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(pre.current?.innerText ?? '')
    setCopied(true)
    setTimeout(() => setCopied(false), copiedMs)
  }
  // The bar is always there, so the copy button sits on it and never over the first line of
  // code; it names the file when the author gave a label, else the language.
  const language = props['data-language']
  const label = props['data-label'] || (language && !plainText.has(language) ? language : '')
  return (
    <div className="code-block not-prose group relative my-5 rounded-lg border border-default bg-elevated overflow-hidden">
      <div className="code-label h-10 flex items-center px-4 text-xs text-muted border-b border-default font-mono">
        {label}
      </div>
      <pre
        ref={pre}
        {...props}
        className={`${props.className ?? ''} overflow-x-auto px-4 py-3 text-sm leading-relaxed`}
      >
        {children}
      </pre>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? t('code.copied') : t('ui.copyCode')}
        data-tooltip=""
        data-copied={copied ? '' : undefined}
        className="absolute right-1.5 top-1.5 btn btn-ghost px-1.5 py-1 bg-white/80 dark:bg-neutral-900/80 opacity-70 group-hover:opacity-100 focus:opacity-100"
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
