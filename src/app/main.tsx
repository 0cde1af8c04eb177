import 'virtual:uno.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ContentOverview } from './content-overview'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContentOverview />
  </StrictMode>,
)
