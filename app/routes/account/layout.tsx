// The pages under this layout belong to one person or to staff: private, in every language (app/lib/cache-policy.ts).
import { Outlet } from 'react-router'
import { PRIVATE_PAGE } from '~/lib/cache-policy'

export const handle = PRIVATE_PAGE

export default function AccountPages() {
  return <Outlet />
}
