import type { HomePage } from '../../shared/schema'
import { AccordionItem } from '../content-elements/simple'
import { TabSet } from '../content-elements/lazy-tab-set'

/** The home page FAQ: a tab per category, an accordion of questions in each. */
export function FaqTabs({ categories }: { categories: HomePage['faq']['categories'] }) {
  return (
    <TabSet
      fill
      labelOf={(child) => String((child.props as { 'data-label'?: string })['data-label'])}
    >
      {categories.map((category) => (
        <div
          key={category.title}
          data-label={category.title}
          // Spaced cards, as an accordion in an article is (content-elements/simple.tsx).
          className="space-y-3"
        >
          {category.questions.map((q) => (
            <AccordionItem key={q.label} label={q.label}>
              <p>{q.content}</p>
            </AccordionItem>
          ))}
        </div>
      ))}
    </TabSet>
  )
}
