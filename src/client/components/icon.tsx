/**
 * An icon from the sprite at the start of every page (src/node/app/icon-sprite-fs.ts). Code names it
 * `i-lucide-mail`, which is how the build finds it in the source; content names it `lucide:mail`.
 * Decoration only: the link or button around it carries the label.
 */
export function Icon({ name, className = '' }: { name: string; className?: string }) {
  const id = name.startsWith('i-') ? name : `i-${name.replace(':', '-')}`
  return (
    <svg aria-hidden="true" className={`icon ${className}`}>
      <use href={`#${id}`} />
    </svg>
  )
}
