import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { routeModuleRecovery } from './components/loading/route-module-recovery'
import { catalogsReady } from './i18n/messages'

// A Spanish page hydrates once the Spanish messages of its modules are here (issue 16); English pages at once.
void catalogsReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* Route code is loaded before each navigation so a failed chunk shows the load failure card
          instead of React Router's silent page reload (docs/decisions/004-load-failures.md). */}
        <HydratedRouter instrumentations={[routeModuleRecovery]} />
      </StrictMode>,
    )
  }),
)
