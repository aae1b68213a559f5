// The network a client address belongs to, as rate limits count it (issue 39). An IPv4 address is one subscriber's;
// an IPv6 subscriber is handed a whole /64 and may rotate through it freely, so its limits count the /64.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function isIpv4(address: string) {
  const parts = IPV4.exec(address)
  return parts !== null && parts.slice(1).every((part) => Number(part) <= 255)
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two), or null. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::')
  if (halves.length > 2) return null
  const groupsOf = (text: string, endsTheAddress: boolean): number[] | null => {
    if (text === '') return []
    const groups: number[] = []
    const parts = text.split(':')
    for (const [index, part] of parts.entries()) {
      if (endsTheAddress && index === parts.length - 1 && isIpv4(part)) {
        const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number]
        groups.push((a << 8) | b, (c << 8) | d)
      } else if (/^[0-9a-f]{1,4}$/.test(part)) groups.push(parseInt(part, 16))
      else return null
    }
    return groups
  }
  const head = groupsOf(halves[0]!, halves.length === 1)
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  return [...head, ...Array<number>(missing).fill(0), ...tail]
}

/**
 * The rate-limit key of a client address: an IPv4 address itself (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * an IPv6 address's /64 in one spelling (`2001:db8:0:1::/64`). Anything else (`unknown`) is kept as it is.
 */
export function networkKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '') // a zone (fe80::1%eth0) names no network
  if (isIpv4(address)) return address
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
