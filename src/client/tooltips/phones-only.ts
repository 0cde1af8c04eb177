/**
 * Where the header's links and language switch show only their icons (below UnoCSS's `sm`), so
 * where they want a tooltip: the value of their `data-tooltip` (see watch-tooltips.ts). A module
 * of its own, so the header does not pull the tooltips' listener into the first load.
 */
export const phonesOnly = '(max-width: 639.9px)'
