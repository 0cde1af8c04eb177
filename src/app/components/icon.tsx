/**
 * An icon compiled to CSS at build time. Code passes the class itself (`i-lucide-mail`) so UnoCSS
 * finds it in the source; content passes `lucide:mail`, which the content safelist covers.
 */
export function Icon({ name, className = '' }: { name: string; className?: string }) {
  const icon = name.startsWith('i-') ? name : `i-${name.replace(':', '-')}`
  return <span aria-hidden="true" className={`${icon} shrink-0 ${className}`} />
}
