/**
 * The tab a reader chose in a code group or tab set, remembered for every other group with the
 * same labels (npm / pnpm / yarn), across pages and visits.
 */
import { create } from 'zustand'

const storageKey = 'tab-choices'

interface TabChoiceState {
  /** Labels of a group joined by `|` → the chosen label. */
  choices: Record<string, string>
  choose(labels: readonly string[], label: string): void
}

export const tabGroupKey = (labels: readonly string[]) => [...labels].sort().join('|')

export const useTabChoice = create<TabChoiceState>((set, get) => ({
  choices: {},
  choose(labels, label) {
    const choices = { ...get().choices, [tabGroupKey(labels)]: label }
    set({ choices })
    try {
      localStorage.setItem(storageKey, JSON.stringify(choices))
    } catch {
      // Without storage the choice lasts for this page.
    }
  },
}))

// Read after the store exists: hydration renders the initial (empty) state, then the stored one.
if (typeof localStorage !== 'undefined') {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as unknown
    if (stored && typeof stored === 'object')
      useTabChoice.setState({ choices: stored as Record<string, string> })
  } catch {
    // A damaged entry is ignored.
  }
}
