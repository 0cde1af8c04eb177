import type { Link as LinkData } from '../../shared/schema'
import { Icon } from './icon'
import { SmartLink } from './smart-link'

const variants: Record<string, string> = {
  'solid-primary': 'btn-solid-primary',
  'solid-secondary': 'btn-solid-secondary',
  'solid-neutral': 'btn-solid-neutral',
  outline: 'btn-outline',
  soft: 'btn-soft',
  ghost: 'btn-ghost',
  link: 'btn-link',
}

/** A link from content (`links:` in YAML) drawn as a button. */
export function ButtonLink({ link }: { link: LinkData }) {
  const style =
    variants[link.variant === 'solid' ? `solid-${link.color}` : link.variant] ?? variants.outline
  return (
    <SmartLink to={link.to} target={link.target} className={`btn ${style}`}>
      {link.icon && <Icon name={link.icon} className="text-base" />}
      {link.label}
    </SmartLink>
  )
}
