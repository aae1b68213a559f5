// Cross-site form posts are refused (issue: accounts): a state-changing request must come from our own pages.
// Browsers send Origin (and Sec-Fetch-Site) with every cross-site POST; other clients (curl, tests) send neither.
import type express from 'express'

export function refuseCrossSitePosts(appUrl: string): express.RequestHandler {
  const appOrigin = new URL(appUrl).origin
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
    const origin = req.get('origin')
    const site = req.get('sec-fetch-site')
    const sameHost = origin ? safeHost(origin) === req.get('host') : true
    if (site === 'cross-site' || (origin && origin !== appOrigin && !sameHost)) {
      res.status(403).type('text/plain').send('Cross-site form posts are refused.')
      return
    }
    next()
  }
}

function safeHost(origin: string) {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
