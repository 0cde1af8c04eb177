/** The order events are grouped in on the space page. Apart from the schema so the browser can use it without zod. */
export const eventCategories = ['conference', 'talk', 'podcast', 'live'] as const
