// A loader's or action's precondition: when it fails, the request ends with this answer (epic-stack's helper).

/** Throws `new Response(message, init)` unless `condition` holds; past it, TypeScript knows that it does. */
export function invariantResponse(condition: unknown, message: string, init: ResponseInit): asserts condition {
  if (!condition) throw new Response(message, init)
}
