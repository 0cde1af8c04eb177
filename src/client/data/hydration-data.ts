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

/** One route's loader data as JSON already: the page's payload, which `_payload.json` holds too. */
export interface SerializedRoute {
  id: string
  json: string
}

/**
 * `loaderData` as JSON.stringify writes it, with `given`'s route written as its JSON: an article's
 * body is most of its page's data, and it was serialized twice per page (here and for the payload).
 */
function loaderDataJson(loaderData: Record<string, unknown>, given: SerializedRoute): string {
  const members: string[] = []
  for (const [key, value] of Object.entries(loaderData)) {
    const json = key === given.id ? given.json : (JSON.stringify(value) as string | undefined)
    // As JSON.stringify does: a member whose value has no JSON (undefined) is left out.
    if (json !== undefined) members.push(`${JSON.stringify(key)}:${json}`)
  }
  return `{${members.join(',')}}`
}

/**
 * The `<script type="application/json">` element for a prerendered page (server side).
 * `given`: a route's data serialized already, written as it is (the same text JSON.stringify
 * gives, hydration-data.test.ts).
 */
export function hydrationScript(state: HydrationState, given?: SerializedRoute): string {
  const rest = {
    actionData: state.actionData ?? null,
    errors: serializeErrors(state.errors),
  }
  const json =
    given && state.loaderData
      ? `{"loaderData":${loaderDataJson(state.loaderData, given)},${JSON.stringify(rest).slice(1)}`
      : JSON.stringify({ loaderData: state.loaderData, ...rest })
  // `<` escaped so no string in the data can close the element.
  return `<script type="application/json" id="${hydrationElementId}">${json.replace(/</g, '\\u003c')}</script>`
}

/** Hands the page's data to createBrowserRouter, which reads (and revives errors from) this global. */
export function adoptHydrationData(): void {
  const element = document.getElementById(hydrationElementId)
  if (!element?.textContent) return
  ;(window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = JSON.parse(
    element.textContent,
  )
}
