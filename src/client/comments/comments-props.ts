import type { CommentsConfig } from '../../shared/site-schema'

/** What each comment widget gets from the section (comments-section.tsx). */
export interface CommentsProps {
  config: CommentsConfig
  /** `zh-CN`, `en`: both services take the page's `<html lang>`. */
  lang: string
  /** The article's path, naming its thread. */
  path: string
}
