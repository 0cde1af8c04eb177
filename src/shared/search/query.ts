/**
 * The query builder (SPEC §7): select, where, order, limit, skip, count over one collection.
 * It is pure: items come from a `ContentSource` (compiled files on disk for the prerender and
 * tests, fetched chunks in the browser), and filtering happens in memory.
 */
import type { Locale } from '../i18n/locales.ts'
import type { CollectionItems } from '../schema.ts'
import type { ContentSource } from '../source.ts'

export type Operator =
  | '='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | 'IN'
  | 'NOT IN'
  | 'BETWEEN'
  | 'NOT BETWEEN'
  | 'LIKE'
  | 'NOT LIKE'
  | 'IS NULL'
  | 'IS NOT NULL'

export type Condition =
  { field: string; op: Operator; value?: unknown } | { join: 'AND' | 'OR'; conditions: Condition[] }

export type Direction = 'ASC' | 'DESC'

/** A query as data, so it can be run on any list of items. */
export interface QuerySpec {
  where: Condition[]
  order: [string, Direction][]
  select?: string[]
  limit?: number
  skip: number
}

/** Reads `a.b.c` from an item. */
export function fieldValue(item: unknown, field: string): unknown {
  // The common case, a plain field: no split (sorting calls this twice per comparison).
  if (!field.includes('.'))
    return item !== null && typeof item === 'object'
      ? (item as Record<string, unknown>)[field]
      : undefined
  let value: unknown = item
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

function checkValue(op: Operator, value: unknown): void {
  if ((op === 'IN' || op === 'NOT IN') && !Array.isArray(value)) {
    throw new Error('Value for IN/NOT IN must be an array')
  }
  if ((op === 'BETWEEN' || op === 'NOT BETWEEN') && !(Array.isArray(value) && value.length === 2)) {
    throw new Error('Value for BETWEEN/NOT BETWEEN must be an array with two elements')
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}

/** SQL LIKE: `%` any run, `_` one character, case-insensitive as SQLite's is for ASCII. */
function likeToRegExp(pattern: string): RegExp {
  const source = [...pattern]
    .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`, 'is')
}

const isNull = (v: unknown) => v === null || v === undefined

function test(item: unknown, condition: Condition): boolean {
  if ('join' in condition) {
    return condition.join === 'AND'
      ? condition.conditions.every((c) => test(item, c))
      : condition.conditions.some((c) => test(item, c))
  }
  const actual = fieldValue(item, condition.field)
  const { op, value } = condition
  if (op === 'IS NULL') return isNull(actual)
  if (op === 'IS NOT NULL') return !isNull(actual)
  // As in SQL, a comparison with a missing value is never true.
  if (isNull(actual)) return false
  switch (op) {
    case '=':
      return compare(actual, value) === 0
    case '<>':
      return compare(actual, value) !== 0
    case '<':
      return compare(actual, value) < 0
    case '<=':
      return compare(actual, value) <= 0
    case '>':
      return compare(actual, value) > 0
    case '>=':
      return compare(actual, value) >= 0
    case 'IN':
      return (value as unknown[]).some((v) => compare(actual, v) === 0)
    case 'NOT IN':
      return !(value as unknown[]).some((v) => compare(actual, v) === 0)
    case 'BETWEEN':
    case 'NOT BETWEEN': {
      const [low, high] = value as [unknown, unknown]
      const inside = compare(actual, low) >= 0 && compare(actual, high) <= 0
      return op === 'BETWEEN' ? inside : !inside
    }
    case 'LIKE':
    case 'NOT LIKE': {
      const hit = likeToRegExp(String(value)).test(String(actual))
      return op === 'LIKE' ? hit : !hit
    }
  }
}

function pick(
  item: Record<string, unknown>,
  fields: string[] | undefined,
): Record<string, unknown> {
  if (!fields) return item
  return Object.fromEntries(fields.filter((f) => f in item).map((f) => [f, item[f]]))
}

/**
 * Results of queries already run, per item list (lists are read once and never change, see
 * source.ts) and query. The prerender asks every article page for the whole list by date: sorted
 * once instead of once per page, which made page rendering grow with the square of the blog.
 */
const memo = new WeakMap<readonly unknown[], Map<string, unknown[]>>()

/** Runs a query over items already in memory; the same query over the same list is answered from memory. */
export function runQuery<T>(items: readonly T[], spec: QuerySpec): T[] {
  return remember(items, JSON.stringify(spec), () => evaluate(items, spec))
}

/** `make()`'s rows for this list and key, made once; each caller gets its own copy of the array. */
function remember<T>(items: readonly unknown[], key: string, make: () => T[]): T[] {
  let results = memo.get(items)
  if (!results) memo.set(items, (results = new Map()))
  let rows = results.get(key) as T[] | undefined
  if (!rows) results.set(key, (rows = make()))
  // A copy: callers may sort or splice what they get.
  return rows.slice()
}

/**
 * Items by the text of one field, per list and field. Every article page looks itself up with
 * `path(…)`: a scan of the whole list per page made the prerender grow with the square of the blog.
 */
const byField = new WeakMap<readonly unknown[], Map<string, Map<string, unknown[]>>>()

/**
 * The items that can match `where`: for a top-level `field = value`, those whose field reads as
 * the same text (every match does, as `compare` finds two values equal only then), else all.
 * The conditions are still tested on each, so this only narrows.
 */
function candidates<T>(items: readonly T[], where: Condition[]): readonly T[] {
  const eq = where.find(
    (c) =>
      !('join' in c) &&
      c.op === '=' &&
      (typeof c.value === 'string' || typeof c.value === 'number'),
  ) as { field: string; value: string | number } | undefined
  if (!eq) return items
  let fields = byField.get(items)
  if (!fields) byField.set(items, (fields = new Map()))
  let index = fields.get(eq.field)
  if (!index) {
    index = new Map()
    for (const item of items) {
      const value = fieldValue(item, eq.field)
      if (isNull(value)) continue
      const key = String(value)
      let list = index.get(key)
      if (!list) index.set(key, (list = []))
      list.push(item)
    }
    fields.set(eq.field, index)
  }
  return (index.get(String(eq.value)) ?? []) as T[]
}

function evaluate<T>(items: readonly T[], spec: QuerySpec): T[] {
  const filtered = candidates(items, spec.where).filter((item) =>
    spec.where.every((c) => test(item, c)),
  )
  // Default order is stem ascending (SPEC §7); it also breaks ties of any explicit order.
  const order: [string, Direction][] = [...spec.order, ['stem', 'ASC']]
  filtered.sort((a, b) => {
    for (const [field, dir] of order) {
      const x = fieldValue(a, field)
      const y = fieldValue(b, field)
      if (isNull(x) && isNull(y)) continue
      // Missing values sort first ascending, as NULLs do in SQLite.
      const c = isNull(x) ? -1 : isNull(y) ? 1 : compare(x, y)
      if (c !== 0) return dir === 'ASC' ? c : -c
    }
    return 0
  })
  const end = spec.limit === undefined ? undefined : spec.skip + spec.limit
  return filtered.slice(spec.skip, end)
}

/** Collects conditions inside `andWhere` / `orWhere` groups. */
export class ConditionGroup {
  readonly conditions: Condition[] = []
  where(field: string, op: Operator, value?: unknown): this {
    checkValue(op, value)
    this.conditions.push({ field, op, value })
    return this
  }
  andWhere(build: (group: ConditionGroup) => ConditionGroup): this {
    this.conditions.push({ join: 'AND', conditions: build(new ConditionGroup()).conditions })
    return this
  }
  orWhere(build: (group: ConditionGroup) => ConditionGroup): this {
    this.conditions.push({ join: 'OR', conditions: build(new ConditionGroup()).conditions })
    return this
  }
}

export class CollectionQuery<T> extends ConditionGroup {
  private readonly spec: QuerySpec = { where: this.conditions, order: [], skip: 0 }
  private readonly source: ContentSource
  /** Full collection name, `blogs` or `blogs_en`. */
  readonly collection: string

  constructor(source: ContentSource, collection: string) {
    super()
    this.source = source
    this.collection = collection
  }

  /** Shortcut for `where('path', '=', path)`. */
  path(path: string): this {
    return this.where('path', '=', path)
  }
  select<K extends keyof T & string>(...fields: K[]): CollectionQuery<Pick<T, K>> {
    this.spec.select = fields
    return this as unknown as CollectionQuery<Pick<T, K>>
  }
  order(field: keyof T & string, direction: Direction = 'ASC'): this {
    this.spec.order.push([field, direction])
    return this
  }
  limit(n: number): this {
    this.spec.limit = n
    return this
  }
  skip(n: number): this {
    this.spec.skip = n
    return this
  }

  /** Every matching item. Bodies are loaded only when `select` asks for `body` or selects nothing. */
  async all(): Promise<T[]> {
    const items = await this.source.index(this.collection)
    const wantBody = !this.spec.select || this.spec.select.includes('body')
    if (!wantBody) {
      // Picked once per list and query too (every article page selects the whole list's titles).
      return remember(items, `picked ${JSON.stringify(this.spec)}`, () =>
        runQuery(items, this.spec).map((row) => pick(row, this.spec.select) as T),
      )
    }
    const rows = runQuery(items, this.spec)
    const full = await Promise.all(rows.map((row) => this.source.withBody(row)))
    return full.map((row) => pick(row, this.spec.select) as T)
  }
  async first(): Promise<T | null> {
    const saved = this.spec.limit
    this.spec.limit = 1
    const [row] = await this.all()
    this.spec.limit = saved
    return row ?? null
  }
  /** Number of matching items; with a field, of those where it is set (distinct values if asked). */
  async count(field?: string, distinct = false): Promise<number> {
    const items = await this.source.index(this.collection)
    const rows = runQuery(items, { ...this.spec, limit: undefined, skip: 0 })
    if (!field || field === '*') return rows.length
    const values = rows.map((r) => fieldValue(r, field)).filter((v) => !isNull(v))
    return distinct ? new Set(values.map((v) => JSON.stringify(v))).size : values.length
  }
}

/**
 * Binds the query builder to a source and the site's collection names (`SiteLocales`):
 * `queryCollection('blogs', 'en')` reads `blogs_en`.
 */
export function createQueryCollection(
  source: ContentSource,
  collectionName: (base: string, locale: Locale) => string,
) {
  return function queryCollection<C extends keyof CollectionItems>(
    base: C,
    locale: Locale,
  ): CollectionQuery<CollectionItems[C]> {
    return new CollectionQuery<CollectionItems[C]>(source, collectionName(base, locale))
  }
}
