/** What a file download answers when the request cannot be met as asked. */
export const FILE_MESSAGES = {
  rangeNotSatisfiable: 'The requested byte range is outside the file',
  preconditionFailed: 'The file has changed since you last fetched it',
} as const;
