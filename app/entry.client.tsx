import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { routeModuleRecovery } from './components/loading/route-module-recovery'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* Route code is loaded before each navigation so a failed chunk shows the load failure card
          instead of React Router's silent page reload (docs/decisions/004-load-failures.md). */}
      <HydratedRouter instrumentations={[routeModuleRecovery]} />
    </StrictMode>,
  )
})
