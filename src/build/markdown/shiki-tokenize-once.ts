/**
 * Shiki highlights a block for two themes by tokenizing it twice, once per theme
 * (`codeToTokensWithThemes`): the grammar's regular expressions run twice over the same lines to
 * tell apart colours that only the theme decides.
 *
 * `tokenizeOnce` wraps a grammar's `tokenizeLine2` so that a block's lines are tokenized once, with
 * their scopes (`tokenizeLine`), and each theme's pass gets the binary tokens vscode-textmate would
 * have made for it, computed from those scopes the way its `AttributedScopeStack` does: each scope
 * of the stack merges the grammar's attributes for the scope and the theme's match for the path
 * so far into its parent's. The highlighted HTML is Shiki's own (shiki-tokenize-once.test.ts holds
 * it to `codeToHast` without the wrapper). A corpus block highlights in 0.40 ms instead of 0.56.
 *
 * This reads a few fields vscode-textmate keeps public in JavaScript but not in its types; the
 * versions are pinned, and a grammar that uses what this does not model keeps its own tokenizer.
 */
import { EncodedTokenMetadata, INITIAL, type StateStack } from 'shiki/textmate'

/** vscode-textmate's theme match result (`StyleAttributes`). */
interface Style {
  fontStyle: number
  foregroundId: number
  backgroundId: number
}

/** A scope path as `Theme.match` walks it (vscode-textmate `ScopeStack`). */
interface ScopePath {
  parent: ScopePath | null
  scopeName: string
}

/** The parts of a vscode-textmate `Grammar` this reads. */
interface TextmateGrammar {
  tokenizeLine(
    line: string,
    state: StateStack | null,
    timeLimit?: number,
  ): {
    tokens: { startIndex: number; scopes: string[] }[]
    ruleStack: StateStack
    stoppedEarly: boolean
  }
  tokenizeLine2(
    line: string,
    state: StateStack | null,
    timeLimit?: number,
  ): { tokens: Uint32Array; ruleStack: StateStack; stoppedEarly: boolean }
  getMetadataForScope(scope: string): { languageId: number; tokenType: number }
  readonly themeProvider: { themeMatch(path: ScopePath): Style | null; getDefaults(): Style }
  _basicScopeAttributesProvider: {
    getDefaultAttributes(): { languageId: number; tokenType: number }
  }
  _tokenTypeMatchers?: unknown[]
  balancedBracketSelectors: {
    matchesAlways: boolean
    matchesNever: boolean
    match(scopes: string[]): boolean
  } | null
}

/** One scope of a stack with its merged attributes for one theme; children by scope name. */
interface ScopeNode {
  path: ScopePath
  metadata: number
  children: Map<string, ScopeNode>
}

type TextLine = ReturnType<TextmateGrammar['tokenizeLine']>

const notSet = { tokenType: 8, fontStyle: -1 }

function merge(parent: number, grammar: TextmateGrammar, path: ScopePath): number {
  const basic = grammar.getMetadataForScope(path.scopeName)
  const style = grammar.themeProvider.themeMatch(path)
  return EncodedTokenMetadata.set(
    parent,
    basic.languageId,
    basic.tokenType,
    null,
    style?.fontStyle ?? notSet.fontStyle,
    style?.foregroundId ?? 0,
    style?.backgroundId ?? 0,
  )
}

/** The stack's root scope for the grammar's current theme: its defaults, then its own match. */
function rootNode(grammar: TextmateGrammar, scopeName: string): ScopeNode {
  const defaults = grammar.themeProvider.getDefaults()
  const raw = grammar._basicScopeAttributesProvider.getDefaultAttributes()
  const start = EncodedTokenMetadata.set(
    0,
    raw.languageId,
    raw.tokenType,
    null,
    defaults.fontStyle,
    defaults.foregroundId,
    defaults.backgroundId,
  )
  const path = { parent: null, scopeName }
  return { path, metadata: merge(start, grammar, path), children: new Map() }
}

/** The binary token attributes of a scope list under the grammar's current theme, memoized. */
function attributesOf(grammar: TextmateGrammar, roots: Map<string, ScopeNode>, scopes: string[]) {
  const [root = '', ...rest] = scopes
  let node = roots.get(root)
  if (!node) roots.set(root, (node = rootNode(grammar, root)))
  for (const scopeName of rest) {
    const parent: ScopeNode = node
    let child = parent.children.get(scopeName)
    if (!child) {
      const path = { parent: parent.path, scopeName }
      child = { path, metadata: merge(parent.metadata, grammar, path), children: new Map() }
      parent.children.set(scopeName, child)
    }
    node = child
  }
  return node.metadata
}

/** `tokenizeLine2`'s result for the current theme, from a `tokenizeLine` result (LineTokens). */
function binaryTokens(
  grammar: TextmateGrammar,
  roots: Map<string, ScopeNode>,
  line: TextLine,
): Uint32Array {
  const brackets = grammar.balancedBracketSelectors
  const out: number[] = []
  for (const token of line.tokens) {
    let metadata = attributesOf(grammar, roots, token.scopes)
    let balanced = brackets?.matchesAlways ?? false
    if (brackets && !brackets.matchesAlways && !brackets.matchesNever)
      balanced = brackets.match(token.scopes)
    if (balanced) metadata = EncodedTokenMetadata.set(metadata, 0, notSet.tokenType, true, -1, 0, 0)
    // Binary tokens join neighbours with the same attributes; text tokens do not.
    if (out.length > 0 && out[out.length - 1] === metadata) continue
    out.push(token.startIndex, metadata)
  }
  return Uint32Array.from(out)
}

const wrapped = new WeakSet<object>()

/**
 * Makes `grammar` tokenize each line of a block once for every theme Shiki asks for. Lines are
 * remembered by the state they start from until `forget()`: call it after each block.
 */
export function tokenizeOnce(grammar: object): void {
  const g = grammar as TextmateGrammar
  // Token type overrides would change the attributes per token; such a grammar is left alone.
  if (wrapped.has(g) || (g._tokenTypeMatchers?.length ?? 0) > 0) return
  wrapped.add(g)
  const themes = new WeakMap<Style, Map<string, ScopeNode>>()
  g.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    let starts = remembered.get(g)
    if (!starts) remembered.set(g, (starts = new Map()))
    const from = prevState ?? INITIAL
    let lines = starts.get(from)
    if (!lines) starts.set(from, (lines = new Map()))
    let line = lines.get(lineText)
    if (!line) lines.set(lineText, (line = g.tokenizeLine(lineText, prevState, timeLimit)))
    // The defaults object is the theme's own: it tells which theme is current.
    const defaults = g.themeProvider.getDefaults()
    let roots = themes.get(defaults)
    if (!roots) themes.set(defaults, (roots = new Map()))
    return {
      tokens: binaryTokens(g, roots, line),
      ruleStack: line.ruleStack,
      stoppedEarly: line.stoppedEarly,
    }
  }
}

/** Lines tokenized in the current block, by grammar and the state they started from. */
let remembered = new Map<object, Map<StateStack, Map<string, TextLine>>>()

/** Drops the lines of the block just highlighted (each block's passes share them). */
export function forget(): void {
  remembered = new Map()
}
