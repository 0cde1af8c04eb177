/**
 * The router's hydration data travels as `<script type="application/json">`, not as the inline
 * script React Router writes by default. JSON is not executed, so it needs no hash in the Content
 * Security Policy: one hash per page made the policy longer than some hosts accept (docs/security.md).
 */
import { isRouteErrorResponse, type HydrationState } from 'react-router'

export const hydrationElementId = 'router-data'

/** Errors as React Router serializes them, so its own parser restores them on the client. */
function serializeErrors(errors: HydrationState['errors']): Record<string, unknown> | null {
  if (!errors) return null
  const serialized: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) serialized[key] = { ...value, __type: 'RouteErrorResponse' }
    else if (value instanceof Error)
      serialized[key] = {
        message: value.message,
        __type: 'Error',
        ...(value.name !== 'Error' ? { __subType: value.name } : {}),
      }
    else serialized[key] = value
  }
  return serialized
}

/**
 * The `<script type="application/json">` element for a prerendered page (server side), with the
 * dates the page formatted (`Translator.dates`), so hydration needs no `Intl.DateTimeFormat`.
 */
export function hydrationScript(state: HydrationState, dates: Record<string, string> = {}): string {
  const json = JSON.stringify({
    loaderData: state.loaderData,
    actionData: state.actionData ?? null,
    errors: serializeErrors(state.errors),
    dates,
  })
  // `<` escaped so no string in the data can close the element.
  return `<script type="application/json" id="${hydrationElementId}">${json.replace(/</g, '\\u003c')}</script>`
}

/**
 * Hands the page's data to createBrowserRouter, which reads (and revives errors from) this global;
 * returns the dates the prerender formatted for the page.
 */
export function adoptHydrationData(): Record<string, string> {
  const element = document.getElementById(hydrationElementId)
  if (!element?.textContent) return {}
  const { dates = {}, ...state } = JSON.parse(element.textContent) as {
    dates?: Record<string, string>
  }
  ;(window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = state
  return dates
}
