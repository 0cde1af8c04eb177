import { marks, snippet, type SnippetPiece } from '../../shared/search/search-snippet'
import type { SearchHit } from '../../shared/search/search-options'
import { PaletteOption } from './palette-option'

function Marked({ pieces }: { pieces: SnippetPiece[] }) {
  return pieces.map((piece, i) =>
    piece.match ? (
      <mark
        key={i}
        // A shade darker on the chosen row, whose own ground is the light one.
        className="bg-primary-100 text-primary-900 group-data-[focus]:bg-primary-200 dark:(bg-primary-900 text-primary-100 group-data-[focus]:bg-primary-800) rounded-sm"
      >
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  )
}

/** A section found: its heading trail, its title, and two lines of its text around the match. */
export function PaletteHit({ hit: { section, terms } }: { hit: SearchHit }) {
  // A snippet from the section's code (the match is there alone) reads as code.
  const pieces = snippet(section.content, terms)
  return (
    <PaletteOption
      value={{ kind: 'go', to: section.id }}
      icon={section.level === 1 ? 'i-lucide-file-text' : 'i-lucide-hash'}
    >
      <span className="block text-xs text-muted truncate">{section.titles.join(' › ')}</span>
      <span className="block font-medium text-highlighted" data-testid="hit-title">
        <Marked pieces={marks(section.title, terms)} />
      </span>
      {/* No `block` beside line-clamp-2: the clamp needs its display: -webkit-box, and UnoCSS
          writes display utilities after it, so `block` would win and show the whole text. */}
      <span
        className={`text-muted line-clamp-2 ${pieces[0]?.code ? 'font-mono text-xs leading-5' : 'text-sm'}`}
        data-testid="hit-snippet"
      >
        <Marked pieces={pieces} />
      </span>
    </PaletteOption>
  )
}
