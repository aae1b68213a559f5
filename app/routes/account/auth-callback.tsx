import { redirect } from 'react-router'

// The magic link's default return target (SPEC §2). Without a sign-in in progress it leads to /login.
export function loader() {
  return redirect('/login')
}

export default function AuthCallback() {
  return null
}
