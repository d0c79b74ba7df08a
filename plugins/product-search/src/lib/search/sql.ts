/**
 * A minimal SQL builder for the search planner: fragments carry their own positional values, so
 * a condition can be reused in several facet counts without counting question marks by hand.
 * Values always travel as bindings, never inside the text.
 */
const FRAGMENT = Symbol("sql fragment")

export type SqlStatement = { sql: string; values: unknown[] }
export type SqlFragment = SqlStatement & { [FRAGMENT]: true }

function fragment(text: string, values: unknown[]): SqlFragment {
  return { sql: text, values, [FRAGMENT]: true }
}

function isFragment(value: unknown): value is SqlFragment {
  return typeof value === "object" && value !== null && (value as Partial<SqlFragment>)[FRAGMENT] === true
}

/** sql`price_ttc >= ${min}` -> { sql: "price_ttc >= ?", values: [min] }; nested fragments are inlined. */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): SqlFragment {
  let text = strings[0]
  const values: unknown[] = []
  parts.forEach((part, index) => {
    if (isFragment(part)) {
      text += part.sql
      values.push(...part.values)
    } else {
      text += "?"
      values.push(part)
    }
    text += strings[index + 1]
  })
  return fragment(text, values)
}

/** Trusted text (column names, keywords chosen by the planner), never user input. */
export function raw(text: string): SqlFragment {
  return fragment(text, [])
}

export function join(parts: SqlFragment[], separator: string): SqlFragment {
  return fragment(
    parts.map((part) => part.sql).join(separator),
    parts.flatMap((part) => part.values)
  )
}

/** Conditions joined by AND; `true` when there is none. */
export function and(parts: (SqlFragment | null | undefined)[]): SqlFragment {
  const present = parts.filter((part): part is SqlFragment => !!part)
  return present.length ? join(present.map((part) => sql`(${part})`), " and ") : raw("true")
}

/** Drops the builder's marker: what the database driver receives. */
export function statement(part: SqlFragment): SqlStatement {
  return { sql: part.sql, values: part.values }
}
