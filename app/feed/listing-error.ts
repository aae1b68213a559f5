// A record the feed cannot apply, in words staff can act on; the run reports it and goes on. Any other error of a
// record (a database error above all) is logged and reported in general words: no SQL reaches a screen (issue 40).
export class ListingError extends Error {}
