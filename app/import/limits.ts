// The upload limit, shown on the Import screen and enforced by its action.
export const MAX_UPLOAD_MB = 25
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024
export const tooLargeMessage = `The file is larger than ${MAX_UPLOAD_MB} MB. Split it into smaller files and import each.`
