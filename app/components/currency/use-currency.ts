import { useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { CurrencyRate, DisplayCurrency } from '~/lib/currency'

// The visitor's currency, kept in this browser: pages are the same for everyone (and cached), the converted amounts
// are added after hydration (issue 16).
const KEY = 'currency'
const listeners = new Set<() => void>()

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? 'USD'
  } catch {
    return 'USD'
  }
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function chooseCurrency(code: DisplayCurrency) {
  try {
    if (code === 'USD') localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, code)
  } catch {
    // storage blocked: the choice lasts for this page
  }
  for (const listener of listeners) listener()
}

/** The rates staff set and the visitor's choice; `rate` is null for US dollars or a currency no longer offered. */
export function useCurrency() {
  const rates = useRouteLoaderData<{ currencyRates: CurrencyRate[] }>('root')?.currencyRates ?? []
  const chosen = useSyncExternalStore(subscribe, read, () => 'USD')
  const rate = rates.find((candidate) => candidate.code === chosen) ?? null
  return { rates, code: (rate?.code ?? 'USD') as DisplayCurrency, rate }
}
