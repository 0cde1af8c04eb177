import { useRef, type KeyboardEvent } from 'react'

/**
 * Keeps the keys an input method needs from the palette (issue 35): the Enter that confirms a
 * pinyin candidate must not open a result, nor the arrows that move among candidates move the
 * selection. Headless UI's combobox skips Enter while composing, but not the arrows, and our Esc
 * would close the dialog instead of cancelling the composition.
 *
 * The handlers go on an element around the input, so the keys stop (capture phase) before the
 * combobox's handler and ours see them. A key belongs to the input method while the event says
 * it is composing, or carries key code 229 (what Chromium and Safari send for a key the input
 * method took). Safari ends the composition before the keydown of the Enter that confirmed it,
 * in the same task, with `isComposing` already false: an Enter right after compositionend is
 * the input method's too.
 */
export function useCompositionGuard() {
  const justEnded = useRef(false)
  return {
    onCompositionEnd() {
      justEnded.current = true
      setTimeout(() => (justEnded.current = false))
    },
    onKeyDownCapture(event: KeyboardEvent) {
      const { isComposing, keyCode } = event.nativeEvent
      if (isComposing || keyCode === 229 || (justEnded.current && event.key === 'Enter'))
        event.stopPropagation()
    },
  }
}
