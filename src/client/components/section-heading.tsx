export function SectionHeading({
  title,
  description,
  id,
}: {
  title: string
  description?: string
  id?: string
}) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-semibold text-highlighted">
        {title}
      </h2>
      {description && <p className="mt-2 text-muted text-pretty">{description}</p>}
    </div>
  )
}
